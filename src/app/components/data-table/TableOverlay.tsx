import { css } from 'styled-system/css';
import { headerHeight } from './visible-row-limit';

/** The message laid over the grid's body while it loads or has no rows to show. */
export function TableOverlay({ text, testId }: { text: string; testId?: string }) {
  return (
    <div
      data-testid={testId}
      role="status"
      className={css({
        position: 'absolute',
        inset: 0,
        top: `${headerHeight}px`,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'gray.600',
        bg: 'rgba(255,255,255,0.85)',
        fontSize: 'sm',
        pointerEvents: 'none',
      })}
    >
      {text}
    </div>
  );
}
