import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { CapitalEventActionName } from '../../../../../machines/capital-event.machine';
import {
  waterfallRunSnapshot,
  type WaterfallRunActionName,
} from '../../../../../machines/waterfall-run.machine';
import type { DistributionEvent } from '../../../../api/distribution';
import { ConfirmActions } from '../../../components/ConfirmActions';
import { Modal } from '../../../components/Modal';
import { page, pageTitle } from '../../../components/page-styles';
import { PageTabs } from '../../../components/PageTabs';
import { apiErrorOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-display';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import { ErrorPage } from '../../ErrorPage';
import { CapitalEventStatus } from '../CapitalEventStatus';
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

/** The steps of spec §2 distribution: allocation (the inputs), overview, investor breakdown. */
export const distributionSteps = [
  { id: 'allocation', label: 'Allocation' },
  { id: 'overview', label: 'Overview' },
  { id: 'investor-breakdown', label: 'Investor breakdown' },
] as const;

const areaBase = (fundFamilyId: string) => `/fund-family/${fundFamilyId}/capital-activity`;
export const distributionBase = (fundFamilyId: string, eventId: string) =>
  `${areaBase(fundFamilyId)}/distribution/${eventId}`;

function BackToCapitalActivity({ fundFamilyId }: { fundFamilyId: string }) {
  return (
    <Link href={areaBase(fundFamilyId)} className={css({ color: 'blue.700', fontSize: 'sm' })}>
      ← Capital activity
    </Link>
  );
}

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
  const [asking, setAsking] = useState<CapitalEventActionName | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
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
  const runFinalize = async () => {
    try {
      await finalize.mutateAsync();
      setAsking(null);
      setTimeout(() => toaster.create({ type: 'success', title: `${event.name} finalized` }), 100);
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      setAsking(null);
      // Maker-checker (403) and a failed check (409) say why in words.
      if (apiError.status === 403 || apiError.status === 409) setRefusal(apiError.message);
      toaster.create({ type: 'error', title: apiError.message });
      void refetch();
    }
  };
  const runDelete = async () => {
    try {
      await remove.mutateAsync();
      setAsking(null);
      navigate(areaBase(fundFamilyId));
      setTimeout(() => toaster.create({ type: 'success', title: `${event.name} deleted` }), 100);
    } catch (failure) {
      setAsking(null);
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
    }
  };
  const checksPass =
    runState === 'succeeded' && event.checks.every((check) => check.status !== 'failed');
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <BackToCapitalActivity fundFamilyId={fundFamilyId} />
      <h1 className={pageTitle} style={{ marginBottom: 4 }}>
        {event.name}
      </h1>
      <p className={css({ color: 'gray.600', mb: '2' })}>
        Distribution date {formatDate(event.distribution_date)}
        {event.is_fee_break ? ' · Fee-break distribution' : ''}
      </p>
      <CapitalEventStatus
        state={event.state}
        facts={{
          useCount: event.proceeds.length,
          checksPass,
          preparedBy: event.created_by?.user_id ?? null,
          // Maker-checker is the server's to decide (the customer's setting): can_finalize.
          preparerMayApprove: true,
        }}
        userId={user?.id ?? ''}
        can={user ? can : () => false}
        busy={finalize.isPending || remove.isPending}
        blockedReason={event.can_finalize ? null : event.finalize_blocked_reason}
        workflowMessage={event.workflow_message}
        finalizedBy={event.finalized_by?.name ?? null}
        onAction={(action) => {
          setRefusal(null);
          setAsking(action);
        }}
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
      {refusal ? (
        <p
          role="alert"
          data-testid="finalize-refusal"
          className={css({
            bg: 'red.50',
            color: 'red.900',
            border: '1px solid',
            borderColor: 'red.200',
            borderRadius: '8px',
            p: '3',
            mb: '4',
          })}
        >
          {refusal}
        </p>
      ) : null}
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
      <DistributionFinalizeDialog
        event={event}
        open={asking === 'finalize'}
        busy={finalize.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void runFinalize()}
      />
      <Modal
        open={asking === 'delete'}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={`Delete ${event.name}?`}
        role="alertdialog"
      >
        <p className={css({ color: 'gray.700', mb: '3' })}>
          The draft, its proceeds and its waterfall runs are removed. Nothing was posted, so no
          figure changes.
        </p>
        <ConfirmActions
          confirmLabel="Delete"
          variant="danger"
          busy={remove.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void runDelete()}
        />
      </Modal>
    </main>
  );
}
