import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { CapitalEventActionName } from '../../../../machines/capital-event.machine';
import type { CapitalCallEvent } from '../../../api/capital-call';
import { ConfirmActions } from '../../components/ConfirmActions';
import { Modal } from '../../components/Modal';
import { page, pageTitle } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { apiErrorOf } from '../../lib/api-client';
import { formatDate } from '../../lib/date-display';
import { toaster } from '../../lib/toaster';
import { usePermissions } from '../../lib/use-permissions';
import { ErrorPage } from '../ErrorPage';
import { AllocationStep } from './AllocationStep';
import { CapitalCallDetailsForm } from './CapitalCallDetailsForm';
import {
  capitalActivityQueries,
  useDeleteCapitalCall,
  useFinalizeCapitalCall,
} from './capital-call-queries';
import { CapitalEventStatus } from './CapitalEventStatus';
import { FinalizeConfirmDialog } from './FinalizeConfirmDialog';
import { FullPageLoader } from './FullPageLoader';
import { InvestorBreakdownStep, OverviewStep } from './OverviewStep';
import { ReviewStep } from './ReviewStep';
import { TransactionMapStep } from './TransactionMapStep';
import { CallReallocations } from './reallocation/CallReallocations';

/** The wizard's steps (spec §2 calls: allocation, capital-call-overview, …-investor-breakdown). */
export const capitalCallSteps = [
  { id: 'details', label: 'Details' },
  { id: 'allocation', label: 'Allocation' },
  { id: 'capital-call-overview', label: 'Overview' },
  { id: 'capital-call-investor-breakdown', label: 'Investor breakdown' },
  { id: 'review', label: 'Review' },
] as const;
/** A finalized call's tabs: the same pages without the details form. */
const viewTabs: readonly { id: string; label: string }[] = [
  ...capitalCallSteps.filter((s) => s.id !== 'details'),
  // What the finalized call posted (spec §7 transaction-map).
  { id: 'transaction-map', label: 'Ledger rows' },
];

const areaBase = (fundFamilyId: string) => `/fund-family/${fundFamilyId}/capital-activity`;

function BackToCapitalActivity({ fundFamilyId }: { fundFamilyId: string }) {
  return (
    <Link href={areaBase(fundFamilyId)} className={css({ color: 'blue.700', fontSize: 'sm' })}>
      ← Capital activity
    </Link>
  );
}

/** `calls/new`: the details step of a new call; creating it opens its allocation. */
export function NewCapitalCallPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  return (
    <main className={page} style={{ maxWidth: 1200 }}>
      <BackToCapitalActivity fundFamilyId={fundFamilyId} />
      <h1 className={pageTitle}>New capital call</h1>
      <p className={css({ color: 'gray.600', mb: '4' })}>
        Step 1 of {capitalCallSteps.length}, the details. Creating the draft opens the next steps:
        Allocation (with per-LP overrides), Overview, Investor breakdown and Review.
      </p>
      <CapitalCallDetailsForm fundFamilyId={fundFamilyId} />
    </main>
  );
}

/** The call's name and dates, then its status: badge, lifecycle buttons, why it is read-only. */
function CapitalCallHeader({
  event,
  onAction,
  busy,
}: {
  event: CapitalCallEvent;
  onAction: (action: CapitalEventActionName) => void;
  busy: boolean;
}) {
  const { user, can } = usePermissions();
  const checksPass =
    event.refusals.length === 0 && event.checks.every((check) => check.status !== 'failed');
  return (
    <div className={css({ mb: '1' })}>
      <BackToCapitalActivity fundFamilyId={event.fund_family_id} />
      <h1 className={pageTitle} style={{ marginBottom: 4 }}>
        {event.name}
      </h1>
      <p className={css({ color: 'gray.600', mb: '2' })}>
        Notice date {formatDate(event.notice_date)} · Due date {formatDate(event.due_date)}
      </p>
      <CapitalEventStatus
        state={event.state}
        facts={{
          useCount: event.uses.length,
          checksPass,
          preparedBy: event.created_by?.user_id ?? null,
          // Maker-checker is the server's to decide (the customer's setting): its answer is
          // can_finalize, and its words finalize_blocked_reason.
          preparerMayApprove: true,
        }}
        userId={user?.id ?? ''}
        can={user ? can : () => false}
        busy={busy}
        blockedReason={event.can_finalize ? null : event.finalize_blocked_reason}
        workflowMessage={event.workflow_message}
        finalizedBy={event.finalized_by?.name ?? null}
        onAction={onAction}
      />
      <CallReallocations fundFamilyId={event.fund_family_id} call={event} />
    </div>
  );
}

/**
 * A capital call: `calls/{eventId}/{step}` while it is a draft (the wizard), `{eventId}/{tab}`
 * once finalized (read-only). While its workflow runs the page polls it every second behind the
 * full-page loader (spec §4 event polling).
 */
export function CapitalCallPage({ mode }: { mode: 'edit' | 'view' }) {
  const {
    fundFamilyId = '',
    eventId = '',
    step,
  } = useParams<{ fundFamilyId: string; eventId: string; step?: string }>();
  const [, navigate] = useLocation();
  const { can } = usePermissions();
  const {
    data: event,
    error,
    refetch,
  } = useQuery(capitalActivityQueries.event(fundFamilyId, eventId));
  const finalize = useFinalizeCapitalCall(fundFamilyId, eventId);
  const remove = useDeleteCapitalCall(fundFamilyId, eventId);
  const [asking, setAsking] = useState<CapitalEventActionName | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const base = areaBase(fundFamilyId);
  const tabs = mode === 'edit' ? capitalCallSteps : viewTabs;
  const current = tabs.find((t) => t.id === step);
  const tabBase = mode === 'edit' ? `${base}/calls/${eventId}` : `${base}/${eventId}`;

  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  // A draft opens on its details; a finalized call on its overview.
  const firstTab = mode === 'edit' ? 'details' : 'capital-call-overview';
  if (!current) return <Redirect to={`${tabBase}/${firstTab}`} replace />;
  if (!event) return <main className={page}>Loading…</main>;
  if (event.is_running) return <FullPageLoader message={event.workflow_message} />;
  if (mode === 'edit' && event.state !== 'draft')
    return <Redirect to={`${base}/${eventId}/capital-call-overview`} replace />;
  if (mode === 'view' && event.state === 'draft')
    return <Redirect to={`${base}/calls/${eventId}/details`} replace />;

  const runFinalize = async () => {
    try {
      await finalize.mutateAsync();
      setAsking(null);
      setTimeout(() => toaster.create({ type: 'success', title: `${event.name} finalized` }), 100);
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      setAsking(null);
      // Maker-checker (403 separation_of_duties) and failed checks (409) say why in words.
      if (apiError.status === 403 || apiError.status === 409) setRefusal(apiError.message);
      toaster.create({ type: 'error', title: apiError.message });
      void refetch();
    }
  };
  const runDelete = async () => {
    try {
      await remove.mutateAsync();
      setAsking(null);
      navigate(base);
      setTimeout(() => toaster.create({ type: 'success', title: `${event.name} deleted` }), 100);
    } catch (failure) {
      setAsking(null);
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
    }
  };
  // A reader sees a draft's steps but cannot change them.
  const editable = mode === 'edit' && can('write');
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <CapitalCallHeader
        event={event}
        busy={finalize.isPending || remove.isPending}
        onAction={(action) => {
          setRefusal(null);
          setAsking(action);
        }}
      />
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
      <PageTabs label="Capital call steps" base={tabBase} tabs={tabs} currentId={current.id} />
      {current.id === 'details' ? (
        <CapitalCallDetailsForm fundFamilyId={fundFamilyId} event={event} />
      ) : null}
      {current.id === 'allocation' ? <AllocationStep event={event} editable={editable} /> : null}
      {current.id === 'capital-call-overview' ? <OverviewStep event={event} /> : null}
      {current.id === 'capital-call-investor-breakdown' ? (
        <InvestorBreakdownStep event={event} />
      ) : null}
      {current.id === 'review' ? <ReviewStep event={event} /> : null}
      {current.id === 'transaction-map' ? (
        <TransactionMapStep fundFamilyId={fundFamilyId} eventId={eventId} />
      ) : null}
      <FinalizeConfirmDialog
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
          The draft and its uses are removed. Nothing was posted, so no figure changes.
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
