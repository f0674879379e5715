import { css } from 'styled-system/css';
import type { AllocationsPlaygroundResult } from '../../../api/allocation-rules';
import { AuditTrail } from '../../components/AuditTrail';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { MoneyText } from '../../components/MoneyText';
import { allocationCommitmentsTable, allocationEntitiesTable } from './allocation-result-tables';

/** An allocation through a rule graph: every entity, every commitment and the total, to the cent. */
export function AllocationResultTable({
  result,
  label,
  tableKey,
}: {
  result: AllocationsPlaygroundResult;
  label: string;
  /** Where each table keeps its sort and columns; one per page. */
  tableKey: string;
}) {
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <LazyDataTable
        tableKey={`${tableKey}-entities`}
        title={`${label}: entities`}
        table={allocationEntitiesTable(result)}
      />
      <LazyDataTable
        tableKey={`${tableKey}-commitments`}
        title={`${label}: commitments`}
        table={allocationCommitmentsTable(result)}
        emptyMessage="No commitments on this date."
      />
      <p className={css({ fontSize: 'sm' })}>
        <span className={css({ fontWeight: 'semibold' })}>Total to commitments: </span>
        <span data-testid="allocated-total">
          <MoneyText cents={result.allocated_to_commitments_cents} />
        </span>{' '}
        <span className={css({ color: 'gray.600' })}>
          {result.allocated_to_commitments_cents === result.amount_cents
            ? '(equals the amount allocated)'
            : '(part stopped at entities without commitments)'}
        </span>
      </p>
      <AuditTrail steps={result.audit} label={`${label} steps`} />
    </div>
  );
}
