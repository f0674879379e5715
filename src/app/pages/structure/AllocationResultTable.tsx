import { css } from 'styled-system/css';
import type { AllocationsPlaygroundResult } from '../../../api/allocation-rules';
import { AuditTrail } from '../../components/AuditTrail';
import { MoneyText } from '../../components/MoneyText';
import { tableStyle } from '../../components/page-styles';
import { AllocationPathList } from './AllocationPathList';

const right = css({ textAlign: 'right!' });

/** An allocation through a rule graph: every entity, every commitment and the total, to the cent. */
export function AllocationResultTable({
  result,
  label,
}: {
  result: AllocationsPlaygroundResult;
  label: string;
}) {
  const entities = result.rows.filter((r) => r.kind !== 'commitment');
  const commitments = result.rows.filter((r) => r.kind === 'commitment');
  return (
    <div>
      <table className={tableStyle} aria-label={`${label}: entities`}>
        <thead>
          <tr>
            <th>Entity</th>
            <th className={right}>Amount</th>
            <th>How</th>
          </tr>
        </thead>
        <tbody>
          {entities.map((row) => (
            <tr key={row.id}>
              <td
                className={css({ fontWeight: row.kind === 'fund_family' ? 'semibold' : 'medium' })}
              >
                {row.name}
              </td>
              <td className={right}>
                <MoneyText cents={row.amount_cents} />
              </td>
              <td>
                <AllocationPathList paths={row.paths} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={`${tableStyle} ${css({ mt: '4' })}`} aria-label={`${label}: commitments`}>
        <thead>
          <tr>
            <th>Commitment</th>
            <th>Fund entity</th>
            <th className={right}>Amount</th>
            <th>How</th>
          </tr>
        </thead>
        <tbody>
          {commitments.map((row) => (
            <tr key={row.id}>
              <td className={css({ fontWeight: 'medium' })}>{row.name}</td>
              <td>{row.fund_entity_name}</td>
              <td className={right}>
                <MoneyText cents={row.amount_cents} />
              </td>
              <td>
                <AllocationPathList paths={row.paths} />
              </td>
            </tr>
          ))}
          <tr>
            <td className={css({ fontWeight: 'semibold' })}>Total to commitments</td>
            <td />
            <td
              className={`${right} ${css({ fontWeight: 'semibold' })}`}
              data-testid="allocated-total"
            >
              <MoneyText cents={result.allocated_to_commitments_cents} />
            </td>
            <td className={css({ fontSize: 'sm', color: 'gray.600' })}>
              {result.allocated_to_commitments_cents === result.amount_cents
                ? 'equals the amount allocated'
                : 'part stopped at entities without commitments'}
            </td>
          </tr>
        </tbody>
      </table>
      <AuditTrail steps={result.audit} label={`${label} steps`} />
    </div>
  );
}
