import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ConfirmActions } from './ConfirmActions';
import { Modal } from './Modal';

/** Asks before something that cannot be undone (a delete, a removal): Cancel or confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  confirmLabel,
  busy,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} role="alertdialog">
      <p className={css({ mb: '4' })}>{children}</p>
      <ConfirmActions
        confirmLabel={confirmLabel}
        variant="danger"
        busy={busy}
        onCancel={() => onOpenChange(false)}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
