import { css } from 'styled-system/css';
import type { Closing } from '../../../../api/fund-structure';
import { AuditTrail } from '../../../components/AuditTrail';
import { MoneyText } from '../../../components/MoneyText';
import { tableStyle } from '../../../components/page-styles';

const right = css({ textAlign: 'right!' });

/**
 * Equalization interest on the Capital equalization tab (model LPA §5.1): what each admitted
 * commitment pays on its equalization and each existing one receives, or why there is none.
 */
export function EqualizationInterestSection({ closing }: { closing: Closing }) {
  if (closing.is_first_close) return null;
  const lines = closing.equalization_interest;
  const total = lines.filter((l) => l.role === 'admitted').reduce((s, l) => s + l.amount_cents, 0);
  return (
    <section aria-label="Equalization interest" className={css({ mt: '6' })}>
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Equalization interest</h2>
      <p className={css({ color: 'gray.700', mb: '3' })}>
        {closing.equalization_interest_note ??
          (lines.length === 0
            ? 'No equalization bears interest: nothing to pay.'
            : 'Each admitted commitment pays interest at the fund’s rate on its equalization (management-fee portion excluded), from each earlier call’s due date to the closing date. It is not a capital contribution and does not reduce unfunded commitment; it goes back to the existing commitments like the refunds.')}
      </p>
      {lines.length > 0 ? (
        <table className={tableStyle} aria-label="Equalization interest lines">
          <thead>
            <tr>
              <th>Investor entity</th>
              <th>Role</th>
              <th className={right}>Interest</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.role}-${line.commitment_id}`}>
                <td className={css({ fontWeight: 'medium' })}>{line.investor_entity_name}</td>
                <td>{line.role === 'admitted' ? 'Owes (admitted)' : 'Receives (existing)'}</td>
                <td className={right}>
                  <MoneyText cents={line.amount_cents} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>Total paid (equal to the total received)</td>
              <td className={right} data-testid="equalization-interest-total">
                <MoneyText cents={total} />
              </td>
            </tr>
          </tfoot>
        </table>
      ) : null}
      <AuditTrail steps={closing.equalization_interest_audit} label="Equalization interest steps" />
    </section>
  );
}
