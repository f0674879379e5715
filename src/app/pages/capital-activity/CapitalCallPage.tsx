import { useQuery } from '@tanstack/react-query';
import { Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { CapitalEventActionName } from '../../../../machines/capital-event.machine';
import type { CapitalCallEvent } from '../../../api/capital-call';
import { page, pageTitle } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { formatDate } from '../../lib/date-display';
import { usePermissions } from '../../lib/use-permissions';
import { ErrorPage } from '../ErrorPage';
import { AllocationStep } from './AllocationStep';
import { CapitalCallDetailsForm } from './CapitalCallDetailsForm';
import {
  capitalActivityQueries,
  useDeleteCapitalCall,
  useFinalizeCapitalCall,
} from './capital-call-queries';
import { capitalActivityBase } from './capital-activity-routes';
import { BackToCapitalActivity, CapitalEventHeader, FinalizeRefusal } from './CapitalEventHeader';
import { DeleteDraftDialog } from './DeleteDraftDialog';
import { FinalizeConfirmDialog } from './FinalizeConfirmDialog';
import { FullPageLoader } from './FullPageLoader';
import { NoticesTab } from './notices/NoticesTab';
import { InvestorBreakdownStep, OverviewStep } from './OverviewStep';
import { ReviewStep } from './ReviewStep';
import { TransactionMapStep } from './TransactionMapStep';
import { CallReallocations } from './reallocation/CallReallocations';
import { CancelCorrectNote, CancelCorrectTab } from './cancel-correct/CancelCorrectTab';
import { useCapitalEventActions } from './use-capital-event-actions';

/** The wizard's steps (spec §2 calls: allocation, capital-call-overview, …-investor-breakdown). */
export const capitalCallSteps = [
  { id: 'details', label: 'Details' },
  { id: 'allocation', label: 'Allocation' },
  { id: 'capital-call-overview', label: 'Overview' },
  { id: 'capital-call-investor-breakdown', label: 'Investor breakdown' },
  { id: 'review', label: 'Review' },
] as const;
/** Spec §2 {fundFamilyEventId} with notices: a tab of the draft and of the finalized call. */
const noticesTab = { id: 'notices', label: 'Notices' } as const;
const editTabs: readonly { id: string; label: string }[] = [...capitalCallSteps, noticesTab];
/** A finalized call's tabs: the same pages without the details form. */
const viewTabs: readonly { id: string; label: string }[] = [
  ...capitalCallSteps.filter((s) => s.id !== 'details'),
  // What the finalized call posted (spec §7 transaction-map).
  { id: 'transaction-map', label: 'Ledger rows' },
  noticesTab,
  // Issue 21: reverse the call's rows and post it corrected.
  { id: 'cancel-correct', label: 'Cancel-correct' },
];

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

/** The call's name and dates, its status, and the reallocations of a finalized call. */
function CapitalCallHeader({
  event,
  onAction,
  busy,
}: {
  event: CapitalCallEvent;
  onAction: (action: CapitalEventActionName) => void;
  busy: boolean;
}) {
  const checksPass =
    event.refusals.length === 0 && event.checks.every((check) => check.status !== 'failed');
  return (
    <div className={css({ mb: '1' })}>
      <CapitalEventHeader
        event={event}
        subtitle={
          <>
            Notice date {formatDate(event.notice_date)} · Due date {formatDate(event.due_date)}
          </>
        }
        useCount={event.uses.length}
        checksPass={checksPass}
        busy={busy}
        onAction={onAction}
      />
      <CallReallocations fundFamilyId={event.fund_family_id} call={event} />
      {event.state === 'draft' ? null : (
        <CancelCorrectNote fundFamilyId={event.fund_family_id} eventId={event.id} />
      )}
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
  const actions = useCapitalEventActions({
    name: event?.name,
    finalize,
    remove,
    refetch,
    afterDelete: () => navigate(capitalActivityBase(fundFamilyId)),
  });
  const base = capitalActivityBase(fundFamilyId);
  const tabs = mode === 'edit' ? editTabs : viewTabs;
  const current = tabs.find((t) => t.id === step);
  const tabBase = mode === 'edit' ? `${base}/calls/${eventId}` : `${base}/${eventId}`;

  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  // A draft opens on its details; a finalized call on its overview.
  const firstTab = mode === 'edit' ? 'details' : 'capital-call-overview';
  if (!current) return <Redirect to={`${tabBase}/${firstTab}`} replace />;
  if (!event) return <main className={page}>Loading…</main>;
  if (event.is_running) return <FullPageLoader message={event.workflow_message} />;
  if (mode === 'edit' && event.state !== 'draft')
    return (
      <Redirect
        to={`${base}/${eventId}/${current.id === 'notices' ? 'notices' : 'capital-call-overview'}`}
        replace
      />
    );
  if (mode === 'view' && event.state === 'draft')
    return (
      <Redirect
        to={`${base}/calls/${eventId}/${current.id === 'notices' ? 'notices' : 'details'}`}
        replace
      />
    );

  // A reader sees a draft's steps but cannot change them.
  const editable = mode === 'edit' && can('write');
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <CapitalCallHeader event={event} busy={actions.busy} onAction={actions.ask} />
      <FinalizeRefusal message={actions.refusal} />
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
      {current.id === 'notices' ? <NoticesTab fundFamilyId={fundFamilyId} event={event} /> : null}
      {current.id === 'cancel-correct' ? <CancelCorrectTab event={event} /> : null}
      {current.id === 'transaction-map' ? (
        <TransactionMapStep fundFamilyId={fundFamilyId} eventId={eventId} />
      ) : null}
      <FinalizeConfirmDialog
        event={event}
        open={actions.asking === 'finalize'}
        busy={finalize.isPending}
        onCancel={actions.cancel}
        onConfirm={actions.runFinalize}
      />
      <DeleteDraftDialog
        name={event.name}
        removes="The draft and its uses"
        open={actions.asking === 'delete'}
        busy={remove.isPending}
        onCancel={actions.cancel}
        onConfirm={actions.runDelete}
      />
    </main>
  );
}
