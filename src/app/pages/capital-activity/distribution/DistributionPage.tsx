import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import {
  waterfallRunSnapshot,
  type WaterfallRunActionName,
} from '../../../../../machines/waterfall-run.machine';
import type { DistributionEvent } from '../../../../api/distribution';
import { page, pageTitle } from '../../../components/page-styles';
import { PageTabs } from '../../../components/PageTabs';
import { apiErrorOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-display';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import { ErrorPage } from '../../ErrorPage';
import { capitalActivityBase } from '../capital-activity-routes';
import { BackToCapitalActivity, CapitalEventHeader, FinalizeRefusal } from '../CapitalEventHeader';
import { DeleteDraftDialog } from '../DeleteDraftDialog';
import { useCapitalEventActions } from '../use-capital-event-actions';
import { DistributionDetailsForm } from './DistributionDetailsForm';
import { DistributionFinalizeDialog } from './DistributionFinalizeDialog';
import { DistributionInvestorBreakdown, DistributionOverview } from './DistributionOverview';
import {
  distributionQueries,
  useDeleteDistribution,
  useFinalizeDistribution,
  useRunWaterfall,
} from './distribution-queries';
import { waterfallRunStateOf } from './waterfall-run-state';
import { WaterfallRunStatus } from './WaterfallRunStatus';
import { NoticesTab } from '../notices/NoticesTab';
import { noticesNeedCurrentRunMessage } from '../../../../api/notice';

/** The steps of spec §2 distribution: allocation (the inputs), overview, investor breakdown, notices. */
export const distributionSteps = [
  { id: 'allocation', label: 'Allocation' },
  { id: 'overview', label: 'Overview' },
  { id: 'investor-breakdown', label: 'Investor breakdown' },
  { id: 'notices', label: 'Notices' },
] as const;

export const distributionBase = (fundFamilyId: string, eventId: string) =>
  `${capitalActivityBase(fundFamilyId)}/distribution/${eventId}`;

/** `distribution/new`: the inputs of a new distribution; creating it opens its overview. */
export function NewDistributionPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  return (
    <main className={page} style={{ maxWidth: 1200 }}>
      <BackToCapitalActivity fundFamilyId={fundFamilyId} />
      <h1 className={pageTitle}>New distribution</h1>
      <p className={css({ color: 'gray.600', mb: '4' })}>
        The date and the proceeds by source. Creating the draft opens its overview, where the
        waterfall is run; then review each fund entity&apos;s waterfall and finalize.
      </p>
      <DistributionDetailsForm fundFamilyId={fundFamilyId} editable />
    </main>
  );
}

/** When a run ends, what hangs under the event (waterfall list, reviews, breakdowns) is refetched. */
function useRefetchResultsWhenRunEnds(event: DistributionEvent | undefined) {
  const queryClient = useQueryClient();
  const runKey = event?.run ? `${event.run.id}:${event.run.status}` : null;
  useEffect(() => {
    if (!event || !runKey) return;
    const eventKey = distributionQueries.event(event.fund_family_id, event.id).queryKey;
    void queryClient.invalidateQueries({
      queryKey: eventKey,
      predicate: (query) => query.queryKey.length > eventKey.length,
    });
    // Only a change of the run (another id or status) is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);
}

/**
 * A distribution: its inputs, overview and investor breakdown; its waterfall run (the
 * waterfallRun machine: the loader while the job is on, the failure alert, Run and Retry); and
 * its lifecycle (the capitalEvent machine: Finalize asks first, maker-checker, Delete).
 */
export function DistributionPage() {
  const {
    fundFamilyId = '',
    eventId = '',
    step,
  } = useParams<{ fundFamilyId: string; eventId: string; step?: string }>();
  const [, navigate] = useLocation();
  const { user, can } = usePermissions();
  const {
    data: event,
    error,
    refetch,
  } = useQuery(distributionQueries.event(fundFamilyId, eventId));
  const finalize = useFinalizeDistribution(fundFamilyId, eventId);
  const remove = useDeleteDistribution(fundFamilyId, eventId);
  const run = useRunWaterfall(fundFamilyId, eventId);
  const actions = useCapitalEventActions({
    name: event?.name,
    finalize,
    remove,
    refetch,
    afterDelete: () => navigate(capitalActivityBase(fundFamilyId)),
  });
  const [retrying, setRetrying] = useState(false);
  useRefetchResultsWhenRunEnds(event);
  const base = distributionBase(fundFamilyId, eventId);
  const current = distributionSteps.find((s) => s.id === step);

  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!current) return <Redirect to={`${base}/overview`} replace />;
  if (!event) return <main className={page}>Loading…</main>;

  const runState = waterfallRunStateOf(event, retrying);
  const draft = event.state === 'draft';
  const startRun = async (action: WaterfallRunActionName) => {
    if (action === 'retry') setRetrying(true);
    try {
      await run.mutateAsync(event.run ? 'upsert-and-run' : 'create-and-run');
    } catch (failure) {
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
      void refetch();
    } finally {
      setRetrying(false);
    }
  };
  const checksPass =
    runState === 'succeeded' && event.checks.every((check) => check.status !== 'failed');
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <CapitalEventHeader
        event={event}
        subtitle={
          <>
            Distribution date {formatDate(event.distribution_date)}
            {event.is_fee_break ? ' · Fee-break distribution' : ''}
          </>
        }
        useCount={event.proceeds.length}
        checksPass={checksPass}
        busy={actions.busy}
        onAction={actions.ask}
      />
      {draft ? (
        <WaterfallRunStatus
          state={runState}
          attempts={event.run?.attempts ?? 0}
          message={event.is_running ? event.workflow_message : null}
          can={user ? can : () => false}
          draft={draft}
          busy={run.isPending}
          runBlockedReason={
            event.proceeds.length === 0 ? 'Enter at least one proceeds line.' : null
          }
          onAction={(action) => void startRun(action)}
        />
      ) : null}
      <FinalizeRefusal message={actions.refusal} />
      <PageTabs
        label="Distribution steps"
        base={base}
        tabs={distributionSteps}
        currentId={current.id}
      />
      {current.id === 'allocation' ? (
        <DistributionDetailsForm
          fundFamilyId={fundFamilyId}
          event={event}
          editable={draft && waterfallRunSnapshot(runState).hasTag('editable')}
        />
      ) : null}
      {current.id === 'overview' ? <DistributionOverview event={event} eventBase={base} /> : null}
      {current.id === 'investor-breakdown' ? <DistributionInvestorBreakdown event={event} /> : null}
      {current.id === 'notices' ? (
        <NoticesTab
          fundFamilyId={fundFamilyId}
          event={event}
          kind="distribution"
          generateBlockedReason={event.run_is_current ? null : noticesNeedCurrentRunMessage}
        />
      ) : null}
      <DistributionFinalizeDialog
        event={event}
        open={actions.asking === 'finalize'}
        busy={finalize.isPending}
        onCancel={actions.cancel}
        onConfirm={actions.runFinalize}
      />
      <DeleteDraftDialog
        name={event.name}
        removes="The draft, its proceeds and its waterfall runs"
        open={actions.asking === 'delete'}
        busy={remove.isPending}
        onCancel={actions.cancel}
        onConfirm={actions.runDelete}
      />
    </main>
  );
}
