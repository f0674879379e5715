import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { FigureLedgerRowsTarget } from '../../../api/figure-ledger-rows';
import { figureLedgerRowsQueries } from '../../queries/figure-ledger-rows-queries';
import { button } from '../button-styles';
import { LazyDataTable } from '../data-table/LazyDataTable';
import { MoneyText } from '../MoneyText';
import { SidePanel } from '../SidePanel';

function PanelBody({ target }: { target: FigureLedgerRowsTarget }) {
  const { data, isPending, error, refetch } = useQuery(figureLedgerRowsQueries.rows(target));
  if (error)
    return (
      <div role="alert" className={css({ color: 'red.700' })}>
        The ledger rows could not be loaded.{' '}
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </div>
    );
  return (
    <>
      <div
        className={css({ fontSize: '2xl', fontWeight: 'semibold' })}
        data-testid="figure-ledger-rows-total"
      >
        {data ? <MoneyText cents={data.total_cents} currency={data.currency} /> : '…'}
      </div>
      <p
        className={css({ color: 'gray.700', fontSize: 'sm', mt: '1', mb: '4' })}
        data-testid="figure-ledger-rows-explanation"
      >
        {data?.explanation}
      </p>
      <LazyDataTable
        tableKey="figure-ledger-rows"
        title="Ledger rows"
        table={data?.rows}
        isLoading={isPending}
        emptyMessage="No ledger rows count towards this figure yet."
      />
    </>
  );
}

/** The ledger rows behind a figure, with the figure they add up to and its formula in words. */
export function FigureLedgerRowsPanel({
  target,
  title,
  onClose,
  returnFocusTo,
}: {
  target: FigureLedgerRowsTarget | null;
  /** What the figure is called where it was opened; the server's label once it answers. */
  title: string;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { data } = useQuery({
    ...figureLedgerRowsQueries.rows(target ?? { fundFamilyId: '', query: { figure: 'unfunded' } }),
    enabled: target !== null,
  });
  return (
    <SidePanel
      open={target !== null}
      onClose={onClose}
      title={data ? `${data.label} — ledger rows` : title}
      subtitle={data?.scope}
      // Several commitments' rows also name each row's fund entity and investor.
      width={target?.query.commitment_id ? 760 : 1040}
      returnFocusTo={returnFocusTo}
    >
      {target ? <PanelBody target={target} /> : null}
    </SidePanel>
  );
}
