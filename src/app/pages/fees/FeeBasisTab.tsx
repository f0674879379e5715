import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { humanize } from '../../../api/humanize';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { inputClass } from '../../components/form-field';
import { card } from '../../components/page-styles';
import { formatDate } from '../../lib/date-display';
import { classChangeQueries } from '../../queries/class-change-queries';
import { feeChargeEventQueries } from './fee-charge-event-queries';
import { feeBasisDashboardTable } from './fee-basis-table';

const field = css({ display: 'flex', flexDirection: 'column', fontSize: 'sm', gap: '1' });

/**
 * The dashboard's basis tab: a fee's basis per commitment on a date (today by the app's clock
 * until another is chosen), from GET /fee-basis/{feeId}/; the fee's basis page has the dated
 * basis calculations and each figure's working.
 */
export function FeeBasisTab({ fundFamilyId }: { fundFamilyId: string }) {
  const { data: fees } = useQuery(feeChargeEventQueries.periodSelect(fundFamilyId));
  const [chosenFee, setFeeId] = useState('');
  const [asOf, setAsOf] = useState('');
  const feeId = chosenFee || fees?.[0]?.fee_id || '';
  const {
    data: view,
    error,
    isPending,
  } = useQuery({
    ...classChangeQueries.feeBasis(fundFamilyId, feeId, asOf),
    enabled: feeId !== '',
  });
  const table = useMemo(() => (view ? feeBasisDashboardTable(view) : undefined), [view]);
  return (
    <section className={card}>
      <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-end', mb: '3' })}>
        <label className={field}>
          Fee
          <select
            className={inputClass}
            value={feeId}
            onChange={(event) => setFeeId(event.target.value)}
          >
            {(fees ?? []).map((f) => (
              <option key={f.fee_id} value={f.fee_id}>
                {f.fee_name}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          As of
          <input
            type="date"
            className={inputClass}
            value={asOf || view?.as_of || ''}
            onChange={(event) => setAsOf(event.target.value)}
          />
        </label>
        {feeId ? (
          <Link
            href={`/fund-family/${fundFamilyId}/configuration/fund/fee-basis/${feeId}${asOf ? `?as_of=${asOf}` : ''}`}
            className={css({ color: 'blue.700', pb: '2' })}
          >
            How each basis was computed
          </Link>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className={css({ color: 'red.700', mb: '2' })}>
          {error.message}
        </p>
      ) : null}
      {view ? (
        <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
          Posting period {formatDate(view.posting_period.start)} –{' '}
          {formatDate(view.posting_period.end)}: the period basis is{' '}
          {humanize(view.basis_determination)} ({humanize(view.partial_period_basis)}).
        </p>
      ) : null}
      <LazyDataTable
        tableKey="fees-basis"
        title="Basis by commitment"
        table={table}
        isLoading={feeId !== '' && isPending}
        emptyMessage="No commitment bears this fee yet."
      />
    </section>
  );
}
