import { css } from 'styled-system/css';

/** The header's icon button for the assistant (also Ctrl+K, or Cmd+K on a Mac). */
export function AssistantToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label="Assistant"
      aria-pressed={open}
      title="Assistant (Ctrl+K / Cmd+K)"
      onClick={onToggle}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        w: '32px',
        h: '32px',
        borderRadius: '6px',
        color: 'white',
        cursor: 'pointer',
        bg: 'transparent',
        border: 'none',
        fontSize: 'md',
        _hover: { bg: 'rgba(255,255,255,0.15)' },
        _pressed: { bg: 'rgba(255,255,255,0.25)' },
      })}
    >
      ✦
    </button>
  );
}
