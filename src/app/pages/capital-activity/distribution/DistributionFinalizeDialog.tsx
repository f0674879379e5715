import { css } from 'styled-system/css';
import { distributionSourceLabels, type DistributionEvent } from '../../../../api/distribution';
import { ConfirmActions } from '../../../components/ConfirmActions';
import { Modal } from '../../../components/Modal';
import { MoneyText } from '../../../components/MoneyText';
import { formatDate } from '../../../lib/date-display';
import { NoNoticesWarning } from '../notices/NoNoticesWarning';

const note = css({ color: 'gray.700', mb: '3' });
const cell = css({ textAlign: 'right' });

/**
 * Asks before finalizing a distribution, naming what posts: each proceeds line per LP by the
 * latest waterfall run, the carried interest to the carry partner per fund entity, the
 * recallable part, all dated the distribution date; warning, as spec §4 says, when it has no
 * notices: none can be added afterwards.
 */
export function DistributionFinalizeDialog({
  event,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  event: DistributionEvent;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const toPartners = event.sub_events.reduce((sum, s) => sum + s.to_partners_cents, 0);
  const carry = event.sub_events.reduce((sum, s) => sum + s.to_carry_partner_cents, 0);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : onCancel())}
      title={`Finalize ${event.name}?`}
      role="alertdialog"
      width="600px"
    >
      <p className={note}>
        Finalizing posts these distributions to the ledger, per LP and per source as the latest
        waterfall run splits them, dated {formatDate(event.distribution_date)}:
      </p>
      <table aria-label="What finalizing posts" className={css({ w: '100%', mb: '3' })}>
        <tbody>
          {event.proceeds.map((line) => (
            <tr
              key={line.id}
              className={css({ borderBottom: '1px solid', borderColor: 'gray.100' })}
            >
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'medium', py: '1' })}>
                {distributionSourceLabels[line.source]}
                {line.investment ? `: ${line.investment}` : ''}
              </th>
              <td className={css({ color: 'gray.600', px: '2' })}>
                {line.transaction_code}
                {line.is_recallable ? ' (recallable)' : ''}
              </td>
              <td className={cell}>
                <MoneyText cents={line.amount_cents} />
              </td>
            </tr>
          ))}
          {event.fee_holdback_cents > 0 ? (
            <tr>
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'medium', py: '1' })}>
                Fee holdback (withheld)
              </th>
              <td />
              <td className={cell}>
                −<MoneyText cents={event.fee_holdback_cents} />
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" className={css({ textAlign: 'left', py: '1' })}>
              To the partners
            </th>
            <td />
            <td className={cell}>
              <MoneyText cents={toPartners} />
            </td>
          </tr>
          <tr>
            <th scope="row" className={css({ textAlign: 'left', py: '1' })}>
              Carried interest to the carry partner
              {event.carried_interest_transaction_code
                ? ` (${event.carried_interest_transaction_code})`
                : ''}
            </th>
            <td />
            <td className={cell}>
              <MoneyText cents={carry} />
            </td>
          </tr>
          <tr>
            <th scope="row" className={css({ textAlign: 'left', py: '1' })}>
              Total distributed
            </th>
            <td />
            <td className={css({ textAlign: 'right', fontWeight: 'semibold' })}>
              <MoneyText cents={event.distributable_cents} />
            </td>
          </tr>
        </tbody>
      </table>
      {event.recallable_cents > 0 ? (
        <p className={note}>
          <MoneyText cents={event.recallable_cents} /> of it is recallable: it raises the LPs&apos;
          unfunded commitment.
        </p>
      ) : null}
      <NoNoticesWarning event={event} noun="distribution" />
      <p className={note}>A finalized distribution is no longer editable.</p>
      <ConfirmActions
        confirmLabel="Finalize"
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
