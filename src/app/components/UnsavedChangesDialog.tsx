import { Dialog } from '@ark-ui/react/dialog';
import { css } from 'styled-system/css';
import { button } from './button-styles';
import { Modal } from './Modal';

type Props = {
  open: boolean;
  saving: boolean;
  error: string | null;
  onDiscard: () => void;
  onCancel: () => void;
  onSave: () => void;
};

/** Spec §4: leaving a dirty form asks Discard changes, Cancel or Save progress. */
export function UnsavedChangesDialog({ open, saving, error, onDiscard, onCancel, onSave }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Unsaved progress"
      role="alertdialog"
    >
      <Dialog.Description className={css({ color: 'gray.600', mb: '4' })}>
        You have changes that are not saved. Leaving now will lose them.
      </Dialog.Description>
      {error ? (
        <p role="alert" className={css({ color: 'red.700', mb: '3' })}>
          {error}
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
        <button
          type="button"
          className={button({ variant: 'danger' })}
          onClick={onDiscard}
          disabled={saving}
        >
          Discard changes
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={onCancel}
          disabled={saving}
        >
          Cancel
        </button>
        <button
          type="button"
          className={button({ variant: 'primary' })}
          onClick={onSave}
          disabled={saving}
        >
          {saving ? 'Saving…' : 'Save progress'}
        </button>
      </div>
    </Modal>
  );
}
