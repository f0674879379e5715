import { css } from 'styled-system/css';
import type { FeeLateAdjustmentView } from '../../../api/fee-late-adjustment';
import { AuditTrail } from '../../components/AuditTrail';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';

const amount = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/**
 * The review: per LP its late items, the net fee as published (with earlier adjustments), after
 * the late items, and the change posted (negative: a credit to the LP); totals below, and per LP
 * how both nets were computed.
 */
export function FeeLateAdjustmentReview({ view }: { view: FeeLateAdjustmentView }) {
  const { totals } = view;
  const shown = view.lines.filter((l) => l.published.gross_cents > 0);
  return (
    <section className={card} style={{ marginBottom: 20 }} aria-label="Review">
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Review</h2>
      <table className={tableStyle} aria-label="Change per investor">
        <thead>
          <tr>
            <th>Investor</th>
            <th className={amount}>Late offsets</th>
            <th className={amount}>Late waivers</th>
            <th className={amount}>Gross fee</th>
            <th className={amount}>Net as published</th>
            <th className={amount}>Net after</th>
            <th className={amount}>Change</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((l) => (
            <tr key={l.commitment_id} data-commitment={l.commitment_id}>
              <td>{l.investor_entity_name}</td>
              <td className={amount}>
                <MoneyText cents={l.late_offsets_cents} />
              </td>
              <td className={amount}>
                <MoneyText cents={l.late_waivers_cents} />
              </td>
              <td className={amount}>
                <MoneyText cents={l.published.gross_cents} />
              </td>
              <td className={amount}>
                <MoneyText cents={l.published.net_cents} />
              </td>
              <td className={amount}>
                <MoneyText cents={l.after.net_cents} />
              </td>
              <td className={amount} data-change>
                <MoneyText cents={l.change.net_cents} />
              </td>
            </tr>
          ))}
          <tr data-total="net">
            <th scope="row">Total</th>
            <td />
            <td />
            <td className={amount}>
              <MoneyText cents={totals.published.gross_cents} />
            </td>
            <td className={amount}>
              <MoneyText cents={totals.published.net_cents} />
            </td>
            <td className={amount}>
              <MoneyText cents={totals.after.net_cents} />
            </td>
            <td className={amount} style={{ fontWeight: 600 }}>
              <MoneyText cents={totals.change.net_cents} />
            </td>
          </tr>
        </tbody>
      </table>
      {shown.map((l) => (
        <div key={l.commitment_id} className={css({ mt: '2' })}>
          <h3 className={css({ fontWeight: 'medium', mt: '3' })}>{l.investor_entity_name}</h3>
          <AuditTrail steps={l.published_audit} label={`${l.investor_entity_name}: as published`} />
          <AuditTrail steps={l.after_audit} label={`${l.investor_entity_name}: after`} />
        </div>
      ))}
      <AuditTrail steps={view.audit} label="Late offsets allocated" />
    </section>
  );
}
