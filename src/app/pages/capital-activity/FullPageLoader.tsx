import { css } from 'styled-system/css';

/**
 * Spec §4 event polling: while an event's workflow runs, a full-page loader shows its message.
 * It covers the page (nothing under it can be clicked) and is announced as busy.
 */
export function FullPageLoader({ message }: { message: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="full-page-loader"
      className={css({
        position: 'fixed',
        inset: 0,
        zIndex: 60,
        bg: 'rgba(255,255,255,0.85)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
      })}
    >
      <span
        aria-hidden
        className={css({
          w: '40px',
          h: '40px',
          borderRadius: 'full',
          border: '4px solid',
          borderColor: 'gray.200',
          borderTopColor: 'brand',
          animation: 'spin 1s linear infinite',
        })}
      />
      <p className={css({ fontWeight: 'medium', color: 'gray.800' })}>
        {message ?? 'Working on the event…'}
      </p>
    </div>
  );
}
