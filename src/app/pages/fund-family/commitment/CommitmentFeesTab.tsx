import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { card, tableStyle } from '../../../components/page-styles';
import { commitmentQueries } from '../../../queries/commitment-queries';
import { moneyText } from '../../../components/FigureCards';

/** The fees tab: the management fee charges the ledger holds, and the fee terms that apply. */
export function CommitmentFeesTab({
  fundFamilyId,
  commitmentId,
}: {
  fundFamilyId: string;
  commitmentId: string;
}) {
  const { data, isPending } = useQuery(commitmentQueries.fees(fundFamilyId, commitmentId));
  return (
    <>
      <section className={card} style={{ marginBottom: 20 }}>
        <LazyDataTable
          tableKey="commitment-fee-charges"
          title="Fee charges"
          table={data?.charges}
          isLoading={isPending}
          emptyMessage="No management fee rows in the ledger for this commitment."
        />
        {data ? (
          <p className={css({ mt: '2', fontSize: 'sm' })} data-testid="fees-total">
            Posted total {moneyText(data.total_charged_cents, data.currency)}: the sum of the posted
            rows above (outstanding ones excluded).
          </p>
        ) : null}
      </section>
      <section className={card}>
        <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Fee terms</h2>
        {data && data.terms.length === 0 ? (
          <p>The fund family has no fees configured.</p>
        ) : (
          <table className={tableStyle} aria-label="Fee terms">
            <thead>
              <tr>
                <th>Fee</th>
                <th>Rates</th>
                <th>Cadence</th>
                <th>Timing</th>
                <th>Day count</th>
                <th>Basis</th>
              </tr>
            </thead>
            <tbody>
              {(data?.terms ?? []).map((term) => (
                <tr key={term.fee_id}>
                  <td>{term.name}</td>
                  <td>
                    {term.rates.map((r) => `${r.rate_percent}% from ${r.from}`).join('; ')}
                    {term.source === 'class' ? ' (commitment class rates)' : ''}
                  </td>
                  <td>{term.cadence}</td>
                  <td>{term.charge_timing.replace(/_/g, ' ')}</td>
                  <td>{term.day_count.replace(/_/g, ' ')}</td>
                  <td>{term.basis_determination.replace(/_/g, ' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
