import { css } from 'styled-system/css';
import type {
  ExplainedFigure,
  FundFamilyPerformance,
  InvestorPerformance,
} from '../../../api/investor-performance';
import { AuditTrail } from '../../components/AuditTrail';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';
import { formatDate } from '../../lib/date-display';

const figures = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: '4',
  mb: '3',
});
const label = css({ fontSize: 'xs', color: 'gray.600', textTransform: 'uppercase' });
const value = css({ fontSize: 'lg', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });

const percent = (figure: ExplainedFigure) =>
  figure.value === null ? '—' : `${(figure.value * 100).toFixed(2)}%`;
const multiple = (figure: ExplainedFigure) =>
  figure.value === null ? '—' : `${figure.value.toFixed(2)}x`;

function Figure({
  name,
  children,
  reason,
}: {
  name: string;
  children: React.ReactNode;
  reason?: string;
}) {
  return (
    <div>
      <div className={label}>{name}</div>
      <div className={value} title={reason}>
        {children}
      </div>
    </div>
  );
}

/** The cash flows the figures used, oldest first: what a reader checks the numbers against. */
function CashFlows({ family }: { family: FundFamilyPerformance }) {
  return (
    <details className={css({ mt: '3' })}>
      <summary className={css({ cursor: 'pointer', color: 'blue.700', fontWeight: 'medium' })}>
        Cash flows used ({family.cash_flows.length})
      </summary>
      <table className={tableStyle} aria-label={`Cash flows in ${family.fund_family_name}`}>
        <thead>
          <tr>
            <th>Date</th>
            <th>Transaction code</th>
            <th>Direction</th>
            <th>Amount</th>
            <th>In NAV</th>
          </tr>
        </thead>
        <tbody>
          {family.cash_flows.map((flow, index) => (
            <tr key={index}>
              <td>{formatDate(flow.date)}</td>
              <td>{flow.transaction_code}</td>
              <td>{flow.direction === 'contribution' ? 'Paid in' : 'Distributed'}</td>
              <td>
                <MoneyText cents={flow.amount_cents} currency={family.currency} />
              </td>
              <td>{flow.in_nav ? 'Yes' : 'No (paid away)'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function FamilyPerformance({ family }: { family: FundFamilyPerformance }) {
  return (
    <section className={card} aria-label={`Performance in ${family.fund_family_name}`}>
      <h2 className={css({ fontWeight: 'semibold', mb: '3' })}>{family.fund_family_name}</h2>
      <div className={figures}>
        <Figure name="Paid-in">
          <MoneyText cents={family.paid_in_cents} currency={family.currency} />
        </Figure>
        <Figure name="Distributions">
          <MoneyText cents={family.distributed_cents} currency={family.currency} />
        </Figure>
        <Figure name="NAV" reason={family.nav_cents === null ? 'No NAV in the ledger' : undefined}>
          {family.nav_cents === null ? (
            '—'
          ) : (
            <MoneyText cents={family.nav_cents} currency={family.currency} />
          )}
        </Figure>
        <Figure name="Net IRR" reason={family.net_irr.reason}>
          {percent(family.net_irr)}
        </Figure>
        <Figure name="TVPI" reason={family.tvpi.reason}>
          {multiple(family.tvpi)}
        </Figure>
        <Figure name="DPI" reason={family.dpi.reason}>
          {multiple(family.dpi)}
        </Figure>
      </div>
      <CashFlows family={family} />
      <AuditTrail
        label={`How the figures in ${family.fund_family_name} were computed`}
        steps={[
          ...family.nav_steps,
          ...family.net_irr.steps,
          ...family.tvpi.steps,
          ...family.dpi.steps,
        ]}
      />
    </section>
  );
}

/** Performance per fund family from the ledger, each figure with how it was computed. */
export function PerformanceView({
  performance,
  isLoading,
}: {
  performance: InvestorPerformance | undefined;
  isLoading: boolean;
}) {
  if (isLoading || !performance) return <p className={css({ color: 'gray.500' })}>Loading…</p>;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ color: 'gray.600', fontSize: 'sm' })}>
        As of {formatDate(performance.as_of)}, from posted ledger rows. The ledger holds no
        valuations: NAV is the capital that stays in the fund.
      </p>
      {performance.fund_families.length === 0 ? (
        <p className={card}>
          Nothing posted to the ledger yet, so there is no performance to show.
        </p>
      ) : (
        performance.fund_families.map((family) => (
          <FamilyPerformance key={family.fund_family_id} family={family} />
        ))
      )}
    </div>
  );
}
