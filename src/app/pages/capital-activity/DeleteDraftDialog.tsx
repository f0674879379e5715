import { css } from 'styled-system/css';
import { ConfirmActions } from '../../components/ConfirmActions';
import { Modal } from '../../components/Modal';

/** Delete a capital event's draft, saying what goes: nothing was posted, so no figure changes. */
export function DeleteDraftDialog({
  name,
  removes,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  /** What the draft takes with it, e.g. "The draft and its uses". */
  removes: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : onCancel())}
      title={`Delete ${name}?`}
      role="alertdialog"
    >
      <p className={css({ color: 'gray.700', mb: '3' })}>
        {removes} are removed. Nothing was posted, so no figure changes.
      </p>
      <ConfirmActions
        confirmLabel="Delete"
        variant="danger"
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
