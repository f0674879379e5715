import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { InvestorTransfer } from '../../../../api/investor-transfers';
import type { TransferActionName } from '../../../../../machines/transfer.machine';
import { formatMoney } from '../../../../domain/money-display';
import { AuditTrail } from '../../../components/AuditTrail';
import { card, tableStyle } from '../../../components/page-styles';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import { useTransferAction } from '../../../queries/commitment-queries';
import { TransferActionBar, transferActionLabels } from './TransferActionBar';
import { formatDate } from '../../../lib/date-display';

const amountCell = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
const timing = (value: string) => value.replace(/_/g, ' ');

/**
 * Step "review" and the read-only view: how every balance moves (from the live ledger while a
 * draft, from the posted rows once processed), the processing date and the lifecycle buttons.
 */
export function TransferReview({ transfer }: { transfer: InvestorTransfer }) {
  const { can } = usePermissions();
  const [, navigate] = useLocation();
  const act = useTransferAction(transfer.fund_family_id, transfer.id);
  const money = (cents: number) => formatMoney(cents, transfer.currency);
  const onAction = async (action: TransferActionName) => {
    try {
      const next = await act.mutateAsync(action);
      toaster.create({ type: 'success', title: `${transferActionLabels[action]}: ${next.state}` });
      if (next.state !== 'draft')
        navigate(`/fund-family/${transfer.fund_family_id}/investor-transfers/view/${transfer.id}`);
    } catch (error) {
      toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });
    }
  };
  const processed = transfer.state === 'processed';
  return (
    <section className={card} aria-label="Transfer review">
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', mb: '3' })}>
        <div>
          <p>
            <strong>{transfer.transferor.investor_entity_name}</strong> (
            {transfer.transferor.owning_entity_name}) transfers {money(transfer.transferred_cents)}{' '}
            of its {money(transfer.transferor.committed_cents)} commitment.
          </p>
          <p className={css({ fontSize: 'sm', color: 'gray.700' })} data-testid="processing-date">
            Transfer date {formatDate(transfer.transfer_date)} ({timing(transfer.day_of_timing)}).{' '}
            {processed ? 'Processed' : 'Processing'} as of {formatDate(transfer.processing_date)} (
            {timing(transfer.processing_timing)})
            {transfer.backdated
              ? ': backdated, so it is processed at the end of the day of the latest posted event.'
              : '.'}
          </p>
          {transfer.state === 'draft' && !transfer.due ? (
            <p className={css({ fontSize: 'sm', color: 'gray.700' })}>
              The transfer date has not come: schedule it to be processed on that date.
            </p>
          ) : null}
          {transfer.state === 'scheduled' ? (
            <p className={css({ fontSize: 'sm', color: 'gray.700' })}>
              Scheduled: the server processes it automatically when its transfer date arrives.
            </p>
          ) : null}
        </div>
        <TransferActionBar
          state={transfer.state}
          transfereeCount={transfer.transferees.length}
          due={transfer.due}
          can={can}
          busy={act.isPending}
          onAction={(action) => void onAction(action)}
        />
      </div>
      {transfer.problem ? (
        <p role="alert" className={css({ color: 'red.700', mb: '3' })}>
          {transfer.problem}
        </p>
      ) : null}
      <table className={tableStyle} aria-label="Balances moved">
        <thead>
          <tr>
            <th>Balance</th>
            <th style={amountCell}>Transferor before</th>
            <th style={amountCell}>Transferor gives</th>
            <th style={amountCell}>Transferor keeps</th>
            {transfer.transferees.map((t) => (
              <th key={t.investor_entity_id} style={amountCell}>
                {t.investor_entity_name} gets
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {transfer.moves.map((move) => (
            <tr key={move.code_display_name}>
              <td>{move.code_display_name}</td>
              <td style={amountCell}>{money(move.balance_cents)}</td>
              <td style={amountCell}>{money(move.transferor_cents)}</td>
              <td style={amountCell}>{money(move.retained_cents)}</td>
              {transfer.transferees.map((t) => (
                <td key={t.investor_entity_id} style={amountCell}>
                  {money(move.transferees[t.investor_entity_id] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {transfer.outstanding.length > 0 ? (
        <p className={css({ fontSize: 'sm', color: 'gray.700', mt: '3' })}>
          Outstanding rows stay with the transferor until a capital event settles them:{' '}
          {transfer.outstanding.map((o) => `${o.code} ${money(o.amount_cents)}`).join('; ')}.
        </p>
      ) : null}
      <AuditTrail label="How the transfer was computed" steps={transfer.audit} />
    </section>
  );
}
