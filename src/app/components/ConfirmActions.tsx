import { css } from 'styled-system/css';
import { button } from './button-styles';

/** A confirmation dialog's Cancel and confirm buttons, right-aligned; confirm waits while busy. */
export function ConfirmActions({
  confirmLabel,
  variant = 'primary',
  busy,
  onCancel,
  onConfirm,
}: {
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className={button({ variant })} disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </div>
  );
}
