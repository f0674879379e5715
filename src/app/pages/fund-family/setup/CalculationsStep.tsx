import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../../components/button-styles';
import { card } from '../../../components/page-styles';
import { calculationQueries } from '../../../queries/calculation-queries';
import { CalculationsBody } from '../../calculations/CalculationsPage';
import { calculationsPath } from '../../calculations/calculations-table';
import { useCalculationPermissions } from '../../calculations/use-calculation-permissions';

/**
 * Setup step "Calculations": the accounting calculations page's table (or its empty state with
 * the examples), so the fee basis exists before Default Fees needs it.
 */
export function CalculationsStep({ fundFamilyId }: { fundFamilyId: string }) {
  const { data, isPending } = useQuery(calculationQueries.list(fundFamilyId, 'accounting'));
  const permissions = useCalculationPermissions(fundFamilyId, 'accounting');
  return (
    <section className={card}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', mb: '3' })}>
        <h2 className={css({ fontWeight: 'semibold', flex: 1 })}>Calculations</h2>
        {data && data.length > 0 && permissions.canAdd ? (
          <Link href={permissions.createPath} className={button()}>
            Add custom calculation
          </Link>
        ) : null}
        <Link
          href={calculationsPath(fundFamilyId, 'accounting')}
          className={button({ variant: 'secondary' })}
        >
          Open calculations page
        </Link>
      </div>
      <CalculationsBody
        fundFamilyId={fundFamilyId}
        category="accounting"
        calculations={data}
        isPending={isPending}
      />
    </section>
  );
}
