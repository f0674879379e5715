import { useMemo } from 'react';
import type { CapitalCallReallocation } from '../../../../api/capital-call-reallocation';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { FigureCards, moneyFigure } from '../../../components/FigureCards';
import { useFundCurrency } from '../../../components/fund-currency';
import { card } from '../../../components/page-styles';
import { overviewTable } from './reallocation-tables';

/**
 * Step "overview" (spec §2 calls/reallocation overview): per LP and per use before, after and
 * the difference that posts, with totals; the headline figures say what moves.
 */
export function ReallocationOverviewStep({
  reallocation,
}: {
  reallocation: CapitalCallReallocation;
}) {
  const currency = useFundCurrency();
  const table = useMemo(() => overviewTable(reallocation), [reallocation]);
  const moved = reallocation.rows.reduce(
    (sum, row) => sum + Math.max(0, row.called.difference_cents),
    0,
  );
  const reduced = reallocation.rows.filter((row) => row.called.difference_cents < 0);
  const increased = reallocation.rows.filter((row) => row.called.difference_cents > 0);
  return (
    <>
      <FigureCards
        label="Reallocation figures"
        figures={[
          {
            id: 'call-total',
            label: 'Call total',
            ...moneyFigure(reallocation.total.called.before_cents, currency),
            explanation: `What ${reallocation.capital_call.name} posted, with earlier reallocations; a reallocation never changes it.`,
          },
          {
            id: 'moved',
            label: 'Moved between LPs',
            ...moneyFigure(moved, currency),
            explanation: `The increases of ${increased.length} ${increased.length === 1 ? 'LP' : 'LPs'}, equal to the reductions of ${reduced.length}.`,
          },
          {
            id: 'net',
            label: 'Net difference',
            ...moneyFigure(reallocation.total.called.difference_cents, currency),
            explanation:
              'New amounts − amounts before, all LPs and uses: 0 when every use balances.',
          },
        ]}
      />
      <section className={card}>
        <LazyDataTable
          tableKey="capital-call-reallocation-overview"
          title="Before and after by investor"
          table={table}
          emptyMessage="The call reached no LPs."
        />
      </section>
    </>
  );
}
