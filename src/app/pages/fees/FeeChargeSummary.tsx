import { css } from 'styled-system/css';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';
import { CheckList } from '../capital-activity/CheckList';

const heading = css({ fontWeight: 'semibold', mb: '2' });
const amount = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** The event's totals as the server summed them: gross − offsets − waivers = net. */
export function FeeTotals({ view }: { view: FeeChargeEventView }) {
  const rows = [
    ['gross', 'Gross fee', view.totals.gross_cents],
    ['offsets', 'Offsets applied', -view.totals.offsets_applied_cents],
    ['waivers', 'Waivers applied', -view.totals.waivers_applied_cents],
    ['net', 'Net fee', view.totals.net_cents],
  ] as const;
  return (
    <section className={card} aria-label="Totals">
      <h2 className={heading}>Totals over {view.lines.length} commitments</h2>
      <table className={tableStyle}>
        <tbody>
          {rows.map(([id, label, cents]) => (
            <tr key={id} data-total={id}>
              <th scope="row" style={id === 'net' ? { color: '#111827' } : undefined}>
                {label}
              </th>
              <td className={amount} style={id === 'net' ? { fontWeight: 600 } : undefined}>
                <MoneyText cents={cents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What publishing posts (a draft) or posted (read back from the ledger), per code. */
export function FeeLedgerSummary({
  view,
  title,
}: {
  view: Pick<FeeChargeEventView, 'ledger'>;
  title: string;
}) {
  return (
    <section className={card} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <table className={tableStyle}>
        <thead>
          <tr>
            <th>Transaction code</th>
            <th className={amount}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {view.ledger.map((row) => (
            <tr key={row.code} data-code={row.code}>
              <td>
                {row.display_name}{' '}
                <span className={css({ color: 'gray.500', fontSize: 'xs' })}>{row.code}</span>
              </td>
              <td className={amount}>
                <MoneyText cents={row.amount_cents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The invariants the server proves before publishing (or applying), as ticks and crosses. */
export function FeeChecks({ view }: { view: Pick<FeeChargeEventView, 'checks'> }) {
  return (
    <section className={card} aria-label="Checks before publishing">
      <h2 className={heading}>Checks</h2>
      <CheckList
        checks={view.checks.map((check) => ({
          id: check.id,
          label: `${check.label} (${check.detail})`,
          status: check.passed ? 'passed' : 'failed',
          failures: [],
        }))}
      />
    </section>
  );
}
