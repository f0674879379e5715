import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { rateSourceLabel } from '../../../../domain/fees/fee-rate';
import { ActionsHeader } from '../../../components/ActionsHeader';
import { button } from '../../../components/button-styles';
import { usePermissions } from '../../../lib/use-permissions';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { card, tableStyle } from '../../../components/page-styles';
import { commitmentQueries } from '../../../queries/commitment-queries';
import { moneyText } from '../../../components/FigureCards';

/**
 * The fees tab: the management fee charges the ledger holds, and the fund's fees as they apply to
 * the commitment: the rate in force and where it comes from (its own override, its class's, the
 * fund's), each fee opening its page and, for a writer, its override.
 */
export function CommitmentFeesTab({
  fundFamilyId,
  commitmentId,
}: {
  fundFamilyId: string;
  commitmentId: string;
}) {
  const { data, isPending } = useQuery(commitmentQueries.fees(fundFamilyId, commitmentId));
  const { can } = usePermissions();
  const base = `/fund-family/${fundFamilyId}/commitments/${commitmentId}/fees`;
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
                <th className={css({ textAlign: 'right!' })}>Rate in force</th>
                <th>Where it comes from</th>
                <th>Rate steps</th>
                <th>Cadence</th>
                <th>Timing</th>
                <th>Day count</th>
                <th>Basis</th>
                {can('write') ? <ActionsHeader /> : null}
              </tr>
            </thead>
            <tbody>
              {(data?.terms ?? []).map((term) => (
                <tr key={term.fee_id}>
                  <td>
                    <Link href={`${base}/${term.fee_id}`}>{term.name}</Link>
                  </td>
                  <td className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>
                    {term.in_force ? `${term.in_force.rate_percent}%` : '—'}
                  </td>
                  <td>
                    {term.in_force
                      ? `${rateSourceLabel(term.in_force.source)}, from ${term.in_force.from}`
                      : `not started (first rate from ${term.rates[0]?.from ?? '—'})`}
                  </td>
                  <td>
                    {term.rates.map((r) => (
                      <div key={r.from}>
                        {r.rate_percent}% from {r.from} ({rateSourceLabel(r.source)})
                      </div>
                    ))}
                  </td>
                  <td>{term.cadence}</td>
                  <td>{term.charge_timing.replace(/_/g, ' ')}</td>
                  <td>{term.day_count.replace(/_/g, ' ')}</td>
                  <td>{term.basis_determination.replace(/_/g, ' ')}</td>
                  {can('write') ? (
                    <td>
                      <Link
                        href={`${base}/${term.fee_id}/override`}
                        className={button({ variant: 'secondary' })}
                      >
                        Override
                      </Link>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
