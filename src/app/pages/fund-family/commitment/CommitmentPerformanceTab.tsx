import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { ExplainedFigure } from '../../../../api/investor-performance';
import { AuditTrail } from '../../../components/AuditTrail';
import { card, tableStyle } from '../../../components/page-styles';
import { commitmentQueries } from '../../../queries/commitment-queries';
import { FigureCards, moneyFigure, moneyText } from '../../../components/FigureCards';
import { formatDate } from '../../../lib/date-display';

const ratio = (figure: ExplainedFigure, format: (value: number) => string) =>
  figure.value === null ? '—' : format(figure.value);

/** The performance tab: paid-in, distributions, NAV, net IRR, TVPI and DPI with the cash flows used. */
export function CommitmentPerformanceTab({
  fundFamilyId,
  commitmentId,
}: {
  fundFamilyId: string;
  commitmentId: string;
}) {
  const { data } = useQuery(commitmentQueries.performance(fundFamilyId, commitmentId));
  if (!data) return <p>Loading performance…</p>;
  const money = (cents: number | null) =>
    cents === null ? { text: '—' } : moneyFigure(cents, data.currency);
  return (
    <>
      <FigureCards
        label="Performance figures"
        figures={[
          {
            id: 'performance_paid_in',
            label: 'Paid-in',
            ...money(data.paid_in_cents),
            explanation:
              'Capital called and paid in, from rows flagged for net IRR (the card’s Paid-in); charges allocated to the capital account are not paid in.',
          },
          {
            id: 'performance_distributed',
            label: 'Distributions',
            ...money(data.distributed_cents),
            explanation:
              'Rows of codes classified proceeds, flagged for net IRR (the card’s Distributions).',
          },
          {
            id: 'performance_nav',
            label: 'NAV (from the ledger)',
            ...money(data.nav_cents),
            explanation: String(data.nav_steps[0]?.formula ?? ''),
          },
          {
            id: 'performance_net_irr',
            label: 'Net IRR',
            text: ratio(data.net_irr, (v) => `${(v * 100).toFixed(2)}%`),
            explanation: data.net_irr.reason ?? 'XIRR over the cash flows below, NAV as the last.',
          },
          {
            id: 'performance_tvpi',
            label: 'TVPI',
            text: ratio(data.tvpi, (v) => `${v.toFixed(2)}x`),
            explanation: data.tvpi.reason ?? '(distributions + NAV) ÷ paid-in',
          },
          {
            id: 'performance_dpi',
            label: 'DPI',
            text: ratio(data.dpi, (v) => `${v.toFixed(2)}x`),
            explanation: data.dpi.reason ?? 'distributions ÷ paid-in',
          },
        ]}
      />
      <section className={card}>
        <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>
          Cash flows used (as of {formatDate(data.as_of)})
        </h2>
        {data.cash_flows.length === 0 ? (
          <p>No posted cash flows yet.</p>
        ) : (
          <table className={tableStyle} aria-label="Cash flows">
            <thead>
              <tr>
                <th>Date</th>
                <th>Transaction code</th>
                <th>Direction</th>
                <th style={{ textAlign: 'right' }}>Amount</th>
                <th>In NAV</th>
              </tr>
            </thead>
            <tbody>
              {data.cash_flows.map((flow, index) => (
                <tr key={`${flow.date}-${index}`}>
                  <td>{formatDate(flow.date)}</td>
                  <td>{flow.transaction_code}</td>
                  <td>{flow.direction}</td>
                  <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {moneyText(flow.amount_cents, data.currency)}
                  </td>
                  <td>{flow.in_nav ? 'yes' : 'no (paid away)'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <AuditTrail
          label="How performance was computed"
          steps={[...data.nav_steps, ...data.net_irr.steps, ...data.tvpi.steps, ...data.dpi.steps]}
        />
      </section>
    </>
  );
}
