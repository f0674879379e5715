import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card } from '../../components/page-styles';
import { feeByInvestorTable } from './fee-charge-tables';
import { FeeChecks, FeeLedgerSummary, FeeTotals } from './FeeChargeSummary';
import { FeeLineAudit } from './FeeLineAudit';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: '5',
  mb: '5',
});

/**
 * Review step: per LP gross fee, offsets, waivers and net, the event's totals, the checks the
 * server proves and what publishing will post, each figure with how it was computed.
 */
export function FeeReviewStep({ view }: { view: FeeChargeEventView }) {
  const table = useMemo(() => feeByInvestorTable(view), [view]);
  return (
    <>
      <div className={grid}>
        <FeeTotals view={view} />
        <FeeLedgerSummary view={view} title="What publishing posts" />
        <FeeChecks view={view} />
      </div>
      <section className={card}>
        <LazyDataTable
          tableKey="fee-charge-review"
          title="Fee by investor"
          table={table}
          emptyMessage="No commitments bear this fee."
        />
      </section>
      <FeeLineAudit view={view} title="How each LP's gross fee was computed" figure="gross" />
      <FeeLineAudit view={view} title="How each LP's net fee was computed" figure="net" />
    </>
  );
}
