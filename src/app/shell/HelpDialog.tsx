import { Dialog } from '@ark-ui/react/dialog';
import { css } from 'styled-system/css';
import { Modal } from '../components/Modal';
import { supportEmail } from '../pages/ErrorPage';

/** The help button's answer: where to get help and the keyboard shortcuts that exist. */
export function HelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Help">
      <Dialog.Description className={css({ color: 'gray.700', mb: '3' })}>
        Questions about a number or a workflow? Write to{' '}
        <a
          className={css({ color: 'blue.700', textDecoration: 'underline' })}
          href={`mailto:${supportEmail}`}
        >
          {supportEmail}
        </a>{' '}
        with the page address; the request id in the error details helps us find it.
      </Dialog.Description>
      <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>Keyboard</h3>
      <ul className={css({ color: 'gray.700', mb: '4', listStyle: 'disc', pl: '5' })}>
        <li>Escape closes dialogs, menus and full-screen tables.</li>
      </ul>
      <Dialog.CloseTrigger className={css({ color: 'blue.700', cursor: 'pointer' })}>
        Close
      </Dialog.CloseTrigger>
    </Modal>
  );
}
