import { css } from 'styled-system/css';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import { ConfirmActions } from '../../components/ConfirmActions';
import { Modal } from '../../components/Modal';
import { MoneyText } from '../../components/MoneyText';
import { formatDate } from '../../lib/date-display';

const note = css({ color: 'gray.700', mb: '3' });

/** Asks before publishing, naming what posts to the ledger, per code, and on which date. */
export function PublishFeeDialog({
  view,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  view: FeeChargeEventView;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : onCancel())}
      title={`Publish ${view.name}?`}
      role="alertdialog"
      width="560px"
    >
      <p className={note}>
        Publishing posts these rows to the ledger for {view.lines.length} commitments, dated{' '}
        {formatDate(view.effective_date)}:
      </p>
      <table aria-label="What publishing posts" className={css({ w: '100%', mb: '3' })}>
        <tbody>
          {view.ledger.map((row) => (
            <tr
              key={row.code}
              className={css({ borderBottom: '1px solid', borderColor: 'gray.100' })}
            >
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'medium', py: '1' })}>
                {row.display_name}
              </th>
              <td className={css({ textAlign: 'right' })}>
                <MoneyText cents={row.amount_cents} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={css({ textAlign: 'left', py: '1' })}>
              Net fee charged
            </th>
            <td className={css({ textAlign: 'right', fontWeight: 'semibold' })}>
              <MoneyText cents={view.totals.net_cents} />
            </td>
          </tr>
        </tbody>
      </table>
      <p className={note}>A published fee charge is no longer editable and cannot be deleted.</p>
      <ConfirmActions
        confirmLabel="Publish"
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
