import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { card } from '../../../components/page-styles';
import { usePermissions } from '../../../lib/use-permissions';
import { fundConfigurationQueries } from '../../../queries/fund-configuration-queries';
import { WaterfallForm } from './WaterfallForm';

/** Setup step "Default Waterfalls" and the fund's waterfall tab: the form, then the tiers as configured. */
export function WaterfallStep({ fundFamilyId }: { fundFamilyId: string }) {
  const { can } = usePermissions();
  const { data: saved, isPending } = useQuery(fundConfigurationQueries.waterfall(fundFamilyId));
  const table = useQuery(fundConfigurationQueries.waterfallTable(fundFamilyId));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {isPending ? (
        <p>Loading…</p>
      ) : can('config') ? (
        <WaterfallForm
          key={saved?.updated_at ?? 'new'}
          fundFamilyId={fundFamilyId}
          saved={saved ?? null}
        />
      ) : null}
      <section className={card}>
        <LazyDataTable
          tableKey="waterfall-config"
          title="Waterfall tiers"
          table={table.data}
          isLoading={table.isPending}
          emptyMessage="No waterfall saved yet."
        />
      </section>
    </div>
  );
}
