import { css } from 'styled-system/css';
import type { FeeChargeEventView, FeeChargeTotals } from '../../../api/fee-charge-event';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';
import { formatDate } from '../../lib/date-display';
import { CheckList } from '../capital-activity/CheckList';

const heading = css({ fontWeight: 'semibold', mb: '2' });
const amount = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

const totalRows = [
  ['gross', 'Gross fee', (t: FeeChargeTotals) => t.gross_cents],
  ['offsets', 'Offsets applied', (t: FeeChargeTotals) => -t.offsets_applied_cents],
  ['waivers', 'Waivers applied', (t: FeeChargeTotals) => -t.waivers_applied_cents],
  ['net', 'Net fee', (t: FeeChargeTotals) => t.net_cents],
] as const;

/**
 * The event's totals as the server summed them: gross − offsets − waivers = net. Once late
 * adjustments are applied, one column as published, one per adjustment with what it changed,
 * and the totals now (the server's sum), so the net on the ledger reconciles to the published one.
 */
export function FeeTotals({
  view,
}: {
  view: Pick<FeeChargeEventView, 'name' | 'lines' | 'totals'> &
    Partial<Pick<FeeChargeEventView, 'late_adjustment_ledgers' | 'totals_with_late_adjustments'>>;
}) {
  const adjustments = view.late_adjustment_ledgers ?? [];
  const now = view.totals_with_late_adjustments ?? null;
  const columns: { id: string; label: string | null; totals: FeeChargeTotals }[] =
    now === null || adjustments.length === 0
      ? [{ id: 'published', label: null, totals: view.totals }]
      : [
          { id: 'published', label: 'As published', totals: view.totals },
          ...adjustments.map((a) => ({ id: a.id, label: a.name, totals: a.totals_change })),
          { id: 'now', label: 'Now', totals: now },
        ];
  const labelled = columns.length > 1;
  return (
    <section className={card} aria-label="Totals">
      <h2 className={heading}>Totals over {view.lines.length} commitments</h2>
      <table className={tableStyle}>
        {labelled ? (
          <thead>
            <tr>
              <td />
              {columns.map((c) => (
                <th key={c.id} scope="col" className={amount} data-column={c.id}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {totalRows.map(([id, label, value]) => (
            <tr key={id} data-total={id}>
              <th scope="row" style={id === 'net' ? { color: '#111827' } : undefined}>
                {label}
              </th>
              {columns.map((c) => (
                <td
                  key={c.id}
                  data-column={labelled ? c.id : undefined}
                  className={amount}
                  style={id === 'net' ? { fontWeight: 600 } : undefined}
                >
                  <MoneyText cents={value(c.totals)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type LedgerRow = FeeChargeEventView['ledger'][number];

function LedgerRows({ rows, attribute }: { rows: readonly LedgerRow[]; attribute: string }) {
  return rows.map((row) => (
    <tr key={row.code} {...{ [attribute]: row.code }}>
      <td>
        {row.display_name}{' '}
        <span className={css({ color: 'gray.500', fontSize: 'xs' })}>{row.code}</span>
      </td>
      <td className={amount}>
        <MoneyText cents={row.amount_cents} />
      </td>
    </tr>
  ));
}

const groupHead = css({ textAlign: 'left', fontWeight: 'semibold', pt: '3', color: 'gray.700' });

/** The charge's rows and its applied late adjustments' rows, summed per code. */
export function ledgerInAll(
  ledger: readonly LedgerRow[],
  adjustments: readonly { ledger: readonly LedgerRow[] }[],
): LedgerRow[] {
  const byCode = new Map<string, LedgerRow>();
  for (const row of [...ledger, ...adjustments.flatMap((a) => a.ledger)]) {
    const found = byCode.get(row.code);
    byCode.set(row.code, { ...row, amount_cents: (found?.amount_cents ?? 0) + row.amount_cents });
  }
  return [...byCode.values()];
}

/**
 * What publishing posts (a draft) or posted (read back from the ledger), per code; on a
 * published charge with applied late adjustments, each adjustment's own rows under its name and
 * what the fee has on the ledger in all, so the card explains every cent the fee posted.
 */
export function FeeLedgerSummary({
  view,
  title,
}: {
  view: Pick<FeeChargeEventView, 'ledger'> &
    Partial<Pick<FeeChargeEventView, 'name' | 'late_adjustment_ledgers'>>;
  title: string;
}) {
  const adjustments = view.late_adjustment_ledgers ?? [];
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
        <tbody aria-label={adjustments.length > 0 ? `${view.name}, as published` : undefined}>
          {adjustments.length > 0 ? (
            <tr>
              <th colSpan={2} scope="rowgroup" className={groupHead}>
                {view.name}, as published
              </th>
            </tr>
          ) : null}
          <LedgerRows rows={view.ledger} attribute="data-code" />
        </tbody>
        {adjustments.map((adjustment) => (
          <tbody key={adjustment.id} aria-label={adjustment.name} data-adjustment={adjustment.id}>
            <tr>
              <th colSpan={2} scope="rowgroup" className={groupHead}>
                {adjustment.name}
                {adjustment.applied_at
                  ? `, applied on ${formatDate(adjustment.applied_at.slice(0, 10))}`
                  : ''}
              </th>
            </tr>
            <LedgerRows rows={adjustment.ledger} attribute="data-adjustment-code" />
          </tbody>
        ))}
        {adjustments.length > 0 ? (
          <tbody aria-label="On the ledger in all">
            <tr>
              <th colSpan={2} scope="rowgroup" className={groupHead}>
                On the ledger in all
              </th>
            </tr>
            <LedgerRows rows={ledgerInAll(view.ledger, adjustments)} attribute="data-ledger-code" />
          </tbody>
        ) : null}
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
