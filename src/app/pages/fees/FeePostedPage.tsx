import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import { humanize } from '../../../api/humanize';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { MoneyText } from '../../components/MoneyText';
import { card, page, tableStyle } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { formatDate } from '../../lib/date-display';
import { ErrorPage } from '../ErrorPage';
import { feeByInvestorTable } from './fee-charge-tables';
import { feeChargeEventQueries } from './fee-charge-event-queries';
import { FeeChargeEventHeader } from './FeeChargeEventHeader';
import { FeeCallSection } from './FeeCallSection';
import { FeeChecks, FeeLedgerSummary, FeeTotals } from './FeeChargeSummary';
import { FeeLineAudit } from './FeeLineAudit';
import { FeeLateAdjustments } from './FeeLateAdjustments';
import { feePostedHref, feePostingHref, feesBase } from './fees-routes';

/** A published event's tabs (spec §2 fees {feeChargeEventId}/posted); the others are not built. */
export const feePostedTabs = [
  { id: 'breakdown', label: 'Breakdown' },
  { id: 'by-investor', label: 'By investor' },
] as const;

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: '5',
  mb: '5',
});

/** The inputs the event was published with: its fee terms, offsets and waivers. */
function PostedInputs({ view }: { view: FeeChargeEventView }) {
  const lpName = new Map(view.lines.map((l) => [l.commitment_id, l.investor_entity_name]));
  return (
    <section className={card} aria-label="Terms, offsets and waivers">
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Terms, offsets and waivers</h2>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1', mb: '3' })}>
        {Object.entries(view.terms).map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={css({ color: 'gray.600', pr: '4' })}>{humanize(term)}</dt>
            <dd>{humanize(value)}</dd>
          </div>
        ))}
      </dl>
      <table className={tableStyle} aria-label="Offsets and waivers published">
        <tbody>
          {view.offsets.map((o, i) => (
            <tr key={`o${i}`}>
              <td>
                Offset: {humanize(o.type)}
                {o.description ? `, ${o.description}` : ''} ({formatDate(o.date)})
              </td>
              <td className={css({ textAlign: 'right' })}>
                <MoneyText cents={o.amount_cents} />
              </td>
            </tr>
          ))}
          {view.waivers.map((w) => (
            <tr key={w.commitment_id}>
              <td>Waiver: {lpName.get(w.commitment_id) ?? w.commitment_id}</td>
              <td className={css({ textAlign: 'right' })}>
                <MoneyText cents={w.amount_cents} />
              </td>
            </tr>
          ))}
          {view.offsets.length + view.waivers.length === 0 ? (
            <tr>
              <td>No offsets or waivers.</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}

function ByInvestorTab({ view }: { view: FeeChargeEventView }) {
  const table = useMemo(() => feeByInvestorTable(view), [view]);
  return (
    <>
      <section className={card}>
        <LazyDataTable
          tableKey="fee-charge-posted-by-investor"
          title="Fee by investor"
          table={table}
          emptyMessage="No commitments bore this fee."
        />
      </section>
      <FeeLineAudit view={view} title="How each LP's gross fee was computed" figure="gross" />
      <FeeLineAudit view={view} title="How each LP's net fee was computed" figure="net" />
    </>
  );
}

/**
 * `fees/{feeChargeEventId}/posted/{tab}`: a published fee charge event, read-only. Every figure
 * is the API's: the ledger rows it posted read back, per LP the engine's lines.
 */
export function FeePostedPage() {
  const {
    fundFamilyId = '',
    eventId = '',
    tab,
  } = useParams<{ fundFamilyId: string; eventId: string; tab?: string }>();
  const {
    data: view,
    error,
    refetch,
  } = useQuery(feeChargeEventQueries.event(fundFamilyId, eventId));
  const current = feePostedTabs.find((t) => t.id === tab);
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!current) return <Redirect to={feePostedHref(fundFamilyId, eventId)} replace />;
  if (!view) return <main className={page}>Loading…</main>;
  if (view.state === 'draft')
    return <Redirect to={feePostingHref(fundFamilyId, eventId)} replace />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <FeeChargeEventHeader
        view={view}
        state={view.state}
        actions={[]}
        busy={false}
        onAction={() => undefined}
      />
      <p className={css({ color: 'gray.600', mb: '3' })} data-testid="read-only-note">
        Published{view.published_at ? ` on ${formatDate(view.published_at.slice(0, 10))}` : ''}:
        posted to the ledger and no longer editable.
      </p>
      <PageTabs
        label="Posted fee tabs"
        base={`${feesBase(fundFamilyId)}/${eventId}/posted`}
        tabs={feePostedTabs}
        currentId={current.id}
      />
      {current.id === 'breakdown' ? (
        <>
          <div className={grid}>
            <FeeTotals view={view} />
            <FeeLedgerSummary view={view} title="Posted to the ledger" />
          </div>
          <div className={grid}>
            <PostedInputs view={view} />
            <FeeChecks view={view} />
          </div>
          <FeeCallSection view={view} />
          <FeeLateAdjustments fundFamilyId={fundFamilyId} chargeId={eventId} />
        </>
      ) : null}
      {current.id === 'by-investor' ? <ByInvestorTab view={view} /> : null}
    </main>
  );
}
