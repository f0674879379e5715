import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import type { SummaryFigure } from '../../../api/commitment-stats';
import { FigureCards, moneyFigure, type FigureCard } from '../../components/FigureCards';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page, pageTitle } from '../../components/page-styles';
import { fundQueries } from '../../queries/fund-queries';
import { ErrorPage } from '../ErrorPage';
import type { LedgerFigure } from '../../../api/figure-ledger-rows';
import { useFigureDrillDown } from '../../components/figure-ledger-rows/use-figure-drill-down';
import { FundFamilyDocuments } from './FundFamilyDocuments';

/** The headline figures summed from the ledger: each opens the rows behind it. */
const summaryFigures: ReadonlySet<string> = new Set<LedgerFigure>([
  'committed',
  'contributed',
  'unfunded',
]);

function figureText(figure: SummaryFigure, currency: string): Pick<FigureCard, 'text'> {
  if (figure.value === null) return { text: '—' };
  if (figure.kind === 'money') return moneyFigure(figure.value, currency);
  if (figure.kind === 'percent') return { text: `${figure.value.toFixed(2)}%` };
  return { text: figure.value.toLocaleString('en-US') };
}

/** `/fund-family/{id}/summary`: commitments by fund entity and the closings, from the ledger; the fund's documents. */
export function FundFamilySummaryPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data, isPending, error, refetch } = useQuery(fundQueries.commitmentStats(fundFamilyId));
  const drillDown = useFigureDrillDown();
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <h1 className={pageTitle}>{fund ? `${fund.name} — summary` : 'Summary'}</h1>
      <FigureCards
        label="Fund figures"
        figures={(data?.figures ?? []).map((figure) => ({
          id: figure.id,
          label: figure.label,
          ...figureText(figure, data?.currency ?? 'USD'),
          explanation: figure.explanation,
          onOpen: summaryFigures.has(figure.id)
            ? () =>
                drillDown.open(
                  { fundFamilyId, query: { figure: figure.id as LedgerFigure } },
                  figure.label,
                )
            : undefined,
        }))}
      />
      <section className={card} style={{ marginBottom: 20 }}>
        <LazyDataTable
          tableKey="fund-summary-by-entity"
          title="Commitments by entity"
          table={data?.by_entity}
          isLoading={isPending}
          emptyMessage="No fund entities yet."
          onLink={drillDown.onLink}
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
      <FundFamilyDocuments fundFamilyId={fundFamilyId} />
      {drillDown.panel}
    </main>
  );
}
