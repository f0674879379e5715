import { css } from 'styled-system/css';
import type { CapitalCallEvent } from '../../../api/capital-call';
import { capitalCallUseKindLabels } from '../../../api/capital-call';
import { ConfirmActions } from '../../components/ConfirmActions';
import { Modal } from '../../components/Modal';
import { MoneyText } from '../../components/MoneyText';
import { formatDate } from '../../lib/date-display';
import { NoNoticesWarning } from './notices/NoNoticesWarning';

const note = css({ color: 'gray.700', mb: '3' });

/**
 * Asks before finalizing, naming what posts (each use's contributions, dated the due date) and
 * warning, as spec §4 says, when the call has no notices: none can be added afterwards.
 */
export function FinalizeConfirmDialog({
  event,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  event: CapitalCallEvent;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : onCancel())}
      title={`Finalize ${event.name}?`}
      role="alertdialog"
      width="560px"
    >
      <p className={note}>
        Finalizing posts these contributions to the ledger, per LP and per fund entity, dated{' '}
        {formatDate(event.due_date)}:
      </p>
      <table aria-label="What finalizing posts" className={css({ w: '100%', mb: '3' })}>
        <tbody>
          {event.uses.map((use) => (
            <tr
              key={use.id}
              className={css({ borderBottom: '1px solid', borderColor: 'gray.100' })}
            >
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'medium', py: '1' })}>
                {capitalCallUseKindLabels[use.kind]}: {use.description}
              </th>
              <td className={css({ color: 'gray.600', px: '2' })}>{use.transaction_code}</td>
              <td className={css({ textAlign: 'right' })}>
                <MoneyText cents={use.amount_cents} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={css({ textAlign: 'left', py: '1' })}>
              Total called
            </th>
            <td />
            <td className={css({ textAlign: 'right', fontWeight: 'semibold' })}>
              <MoneyText cents={event.total_cents} />
            </td>
          </tr>
        </tbody>
      </table>
      <NoNoticesWarning event={event} noun="call" />
      <p className={note}>A finalized call is no longer editable.</p>
      <ConfirmActions
        confirmLabel="Finalize"
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
