import { css } from 'styled-system/css';
import type { ClosingEqualization } from '../../../api/closing-equalization';
import { formatDate } from '../../../domain/date-display';
import { MoneyText } from '../../components/MoneyText';
import { tableStyle } from '../../components/page-styles';

const right = css({ textAlign: 'right!' });
const strong = css({ fontWeight: 'semibold' });

/**
 * Closing equalization a call settles (or that is outstanding), per LP: what an admitted LP
 * pays and what a partner already in gets back, capital and interest in their own columns, each
 * amount positive and labelled by its direction (docs/figures.md). Capital paid raises paid-in
 * and capital returned lowers it; interest is no contribution (DOMAIN.md).
 */
export function ClosingEqualizationTable({
  equalization,
  label,
}: {
  equalization: ClosingEqualization;
  label: string;
}) {
  const closings = equalization.closings
    .map((c) => `${c.name} (${formatDate(c.closing_date)})`)
    .join(', ');
  return (
    <div className={css({ overflowX: 'auto' })}>
      <p className={css({ fontSize: 'sm', color: 'gray.600', mb: '2' })}>
        From {closings}. Equalization paid counts as paid-in and returned equalization lowers the
        partner&apos;s paid-in (its unfunded rises); interest is not a contribution.
      </p>
      <table className={tableStyle} aria-label={label}>
        <thead>
          <tr>
            <th>Investor entity</th>
            <th>Fund entity</th>
            <th className={right}>Equalization to pay</th>
            <th className={right}>Equalization to receive</th>
            <th className={right}>Interest to pay</th>
            <th className={right}>Interest to receive</th>
          </tr>
        </thead>
        <tbody>
          {equalization.lines.map((line) => (
            <tr key={line.commitment_id}>
              <td>{line.lp}</td>
              <td>{line.fund_entity_name}</td>
              <td className={right}>
                <MoneyText cents={line.to_pay_cents} />
              </td>
              <td className={right}>
                <MoneyText cents={line.to_receive_cents} />
              </td>
              <td className={right}>
                <MoneyText cents={line.interest_to_pay_cents} />
              </td>
              <td className={right}>
                <MoneyText cents={line.interest_to_receive_cents} />
              </td>
            </tr>
          ))}
          <tr>
            <td colSpan={2} className={strong}>
              Total
            </td>
            <td className={`${right} ${strong}`}>
              <MoneyText cents={equalization.total.to_pay_cents} />
            </td>
            <td className={`${right} ${strong}`}>
              <MoneyText cents={equalization.total.to_receive_cents} />
            </td>
            <td className={`${right} ${strong}`}>
              <MoneyText cents={equalization.total.interest_to_pay_cents} />
            </td>
            <td className={`${right} ${strong}`}>
              <MoneyText cents={equalization.total.interest_to_receive_cents} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
