import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { SummaryFigure } from '../../../api/commitment-stats';
import { formatCents } from '../../../domain/money';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page, pageTitle } from '../../components/page-styles';
import { fundQueries } from '../../queries/fund-queries';
import { ErrorPage } from '../ErrorPage';

function figureText(figure: SummaryFigure, currency: string) {
  if (figure.value === null) return '—';
  if (figure.kind === 'money') return `${currency} ${formatCents(figure.value)}`;
  if (figure.kind === 'percent') return `${figure.value.toFixed(2)}%`;
  return figure.value.toLocaleString('en-US');
}

/** `/fund-family/{id}/summary`: commitments by fund entity and the closings, from the ledger. */
export function FundFamilySummaryPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data, isPending, error, refetch } = useQuery(fundQueries.commitmentStats(fundFamilyId));
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <h1 className={pageTitle}>{fund ? `${fund.name} — summary` : 'Summary'}</h1>
      <section
        aria-label="Fund figures"
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: '3',
          mb: '5',
        })}
      >
        {(data?.figures ?? []).map((figure) => (
          <div key={figure.id} className={card} data-testid={`figure-${figure.id}`}>
            <div className={css({ fontSize: 'xs', color: 'gray.600', fontWeight: 'medium' })}>
              {figure.label}
            </div>
            <div
              className={css({ fontSize: 'xl', fontWeight: 'semibold', my: '1' })}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid={`figure-${figure.id}-value`}
            >
              {figureText(figure, data?.currency ?? 'USD')}
            </div>
            <div className={css({ fontSize: 'xs', color: 'gray.500' })}>{figure.explanation}</div>
          </div>
        ))}
      </section>
      <section className={card} style={{ marginBottom: 20 }}>
        <LazyDataTable
          tableKey="fund-summary-by-entity"
          title="Commitments by entity"
          table={data?.by_entity}
          isLoading={isPending}
          emptyMessage="No fund entities yet."
        />
      </section>
      <section className={card}>
        <LazyDataTable
          tableKey="fund-summary-closings"
          title="Closings"
          table={data?.closings}
          isLoading={isPending}
          emptyMessage="No finalized closings yet: a closing shows here once it is finalized."
        />
      </section>
    </main>
  );
}
