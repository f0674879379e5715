import { css } from 'styled-system/css';
import type { DeemedEqualizationPart } from '../../../api/allocation-rules';
import { AuditTrail } from '../../components/AuditTrail';
import { MoneyText } from '../../components/MoneyText';
import { tableStyle } from '../../components/page-styles';

const right = css({ textAlign: 'right!' });

/** One part of an edit's deemed equalization: per commitment, what was re-allocated, and how. */
export function DeemedEqualizationPartView({
  part,
  label,
  explanation,
}: {
  part: DeemedEqualizationPart;
  label: string;
  explanation: string;
}) {
  return (
    <section aria-label={label}>
      <p className={css({ color: 'gray.700', mb: '3' })}>{explanation}</p>
      {part.lines.length === 0 ? (
        <p className={css({ color: 'gray.600' })} data-testid="deemed-empty">
          Nothing on or after the effective date to re-allocate: this part posts nothing.
        </p>
      ) : (
        <table className={tableStyle} aria-label={label}>
          <thead>
            <tr>
              <th>Investor entity</th>
              <th>Fund entity</th>
              <th className={right}>Deemed equalization</th>
            </tr>
          </thead>
          <tbody>
            {part.lines.map((line) => (
              <tr key={line.commitment_id}>
                <td className={css({ fontWeight: 'medium' })}>{line.investor_entity_name}</td>
                <td>{line.fund_entity_name}</td>
                <td className={right}>
                  <MoneyText cents={line.amount_cents} />
                </td>
              </tr>
            ))}
            <tr>
              <td className={css({ fontWeight: 'semibold' })}>Net</td>
              <td />
              <td className={`${right} ${css({ fontWeight: 'semibold' })}`}>
                <MoneyText cents={part.lines.reduce((s, l) => s + l.amount_cents, 0)} />
              </td>
            </tr>
          </tbody>
        </table>
      )}
      {part.transactions.length > 0 ? (
        <p className={css({ fontSize: 'sm', color: 'gray.600', mt: '3' })}>
          Re-allocated: {part.transactions.map((t) => `${t.transaction}, ${t.code}`).join('; ')}
        </p>
      ) : null}
      <AuditTrail steps={part.audit} label={`${label} steps`} />
    </section>
  );
}
