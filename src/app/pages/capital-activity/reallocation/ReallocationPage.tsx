import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { CapitalCallReallocation } from '../../../../api/capital-call-reallocation';
import { ConfirmActions } from '../../../components/ConfirmActions';
import { useFundCurrency } from '../../../components/fund-currency';
import { Modal } from '../../../components/Modal';
import { MoneyText } from '../../../components/MoneyText';
import { page } from '../../../components/page-styles';
import { PageTabs } from '../../../components/PageTabs';
import { formatDate } from '../../../lib/date-display';
import { usePermissions } from '../../../lib/use-permissions';
import { ErrorPage } from '../../ErrorPage';
import { capitalActivityBase } from '../capital-activity-routes';
import { CapitalEventHeader, FinalizeRefusal } from '../CapitalEventHeader';
import { DeleteDraftDialog } from '../DeleteDraftDialog';
import { FullPageLoader } from '../FullPageLoader';
import {
  reallocationQueries,
  useDeleteReallocation,
  useFinalizeReallocation,
} from './reallocation-queries';
import { ReallocationOverviewStep } from './ReallocationOverviewStep';
import { ReallocationReviewStep } from './ReallocationReviewStep';
import { ReallocationUpdateStep } from './ReallocationUpdateStep';
import { reallocationHref, reallocationSteps } from './reallocation-routes';
import { useCapitalEventActions } from '../use-capital-event-actions';

/** What finalizing posts, in words, before the user confirms (DESIGN.md "Actions people trust"). */
function FinalizeDialog({
  reallocation,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  reallocation: CapitalCallReallocation;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const currency = useFundCurrency();
  const changed = reallocation.rows.filter((row) => row.called.difference_cents !== 0);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : onCancel())}
      title={`Finalize ${reallocation.name}?`}
      role="alertdialog"
      width="560px"
    >
      <p className={css({ color: 'gray.700', mb: '2' })}>
        Posts only the differences to the ledger under this event, effective{' '}
        {formatDate(reallocation.effective_date)}. {reallocation.capital_call.name}&apos;s own rows
        stay as posted. This cannot be undone here.
      </p>
      <ul aria-label="What posts" className={css({ mb: '3', pl: '5', listStyle: 'disc' })}>
        {changed.map((row) => (
          <li key={row.commitment_id}>
            {row.lp}:{' '}
            {row.called.difference_cents > 0 ? 'contributes ' : 'contribution reduced by '}
            <MoneyText cents={Math.abs(row.called.difference_cents)} currency={currency} /> (part of
            the call <MoneyText cents={row.called.after_cents} currency={currency} />)
          </li>
        ))}
      </ul>
      <ConfirmActions
        confirmLabel="Finalize"
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}

/**
 * A capital call reallocation: its header (what it re-splits, its date, its state and the
 * capitalEvent machine's buttons), the steps, and the finalize and delete confirmations. While
 * its posting runs, the page polls it behind the full-page loader (spec §4 event polling).
 */
export function ReallocationPage() {
  const {
    fundFamilyId = '',
    reallocationEventId = '',
    step,
  } = useParams<{ fundFamilyId: string; reallocationEventId: string; step?: string }>();
  const [, navigate] = useLocation();
  const { can } = usePermissions();
  const {
    data: reallocation,
    error,
    refetch,
  } = useQuery(reallocationQueries.detail(fundFamilyId, reallocationEventId));
  const finalize = useFinalizeReallocation(fundFamilyId, reallocationEventId);
  const remove = useDeleteReallocation(fundFamilyId, reallocationEventId);
  const actions = useCapitalEventActions({
    name: reallocation?.name,
    finalize,
    remove,
    refetch,
    afterDelete: () => navigate(capitalActivityBase(fundFamilyId)),
  });
  const base = capitalActivityBase(fundFamilyId);
  const current = reallocationSteps.find((s) => s.id === step);

  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!current)
    return <Redirect to={reallocationHref(fundFamilyId, reallocationEventId)} replace />;
  if (!reallocation) return <main className={page}>Loading…</main>;
  if (reallocation.is_running) return <FullPageLoader message={reallocation.workflow_message} />;

  const checksPass = reallocation.checks.every((check) => check.status !== 'failed');
  const editable = reallocation.state === 'draft' && can('write');
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <CapitalEventHeader
        event={reallocation}
        subtitle={
          <>
            Re-splits{' '}
            <Link
              href={`${base}/${reallocation.capital_call.id}`}
              className={css({ color: 'blue.700', textDecoration: 'underline' })}
            >
              {reallocation.capital_call.name}
            </Link>{' '}
            (due {formatDate(reallocation.capital_call.due_date)}) among its LPs · Effective date{' '}
            {formatDate(reallocation.effective_date)}
          </>
        }
        useCount={reallocation.uses.length}
        checksPass={checksPass}
        busy={actions.busy}
        onAction={actions.ask}
      />
      <FinalizeRefusal message={actions.refusal} />
      <PageTabs
        label="Reallocation steps"
        base={`${base}/calls/reallocation/${reallocationEventId}`}
        tabs={reallocationSteps}
        currentId={current.id}
      />
      {current.id === 'update' ? (
        <ReallocationUpdateStep reallocation={reallocation} editable={editable} />
      ) : null}
      {current.id === 'overview' ? <ReallocationOverviewStep reallocation={reallocation} /> : null}
      {current.id === 'review' ? <ReallocationReviewStep reallocation={reallocation} /> : null}
      <FinalizeDialog
        reallocation={reallocation}
        open={actions.asking === 'finalize'}
        busy={finalize.isPending}
        onCancel={actions.cancel}
        onConfirm={actions.runFinalize}
      />
      <DeleteDraftDialog
        name={reallocation.name}
        removes="The draft and its new amounts"
        open={actions.asking === 'delete'}
        busy={remove.isPending}
        onCancel={actions.cancel}
        onConfirm={actions.runDelete}
      />
    </main>
  );
}
