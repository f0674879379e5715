import { css, cx } from 'styled-system/css';
import { headerIconButton } from '../menu-styles';

/** The header's icon button for the assistant (also Ctrl+K, or Cmd+K on a Mac). */
export function AssistantToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label="Assistant"
      aria-pressed={open}
      title="Assistant (Ctrl+K / Cmd+K)"
      onClick={onToggle}
      className={cx(headerIconButton, css({ _pressed: { bg: 'rgba(255,255,255,0.25)' } }))}
    >
      ✦
    </button>
  );
}
