import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { CapitalEventActionName } from '../../../../../machines/capital-event.machine';
import type { CapitalCallReallocation } from '../../../../api/capital-call-reallocation';
import { ConfirmActions } from '../../../components/ConfirmActions';
import { useFundCurrency } from '../../../components/fund-currency';
import { Modal } from '../../../components/Modal';
import { MoneyText } from '../../../components/MoneyText';
import { page, pageTitle } from '../../../components/page-styles';
import { PageTabs } from '../../../components/PageTabs';
import { apiErrorOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-display';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import { ErrorPage } from '../../ErrorPage';
import { CapitalEventStatus } from '../CapitalEventStatus';
import { FullPageLoader } from '../FullPageLoader';
import {
  reallocationQueries,
  useDeleteReallocation,
  useFinalizeReallocation,
} from './reallocation-queries';
import { ReallocationOverviewStep } from './ReallocationOverviewStep';
import { ReallocationReviewStep } from './ReallocationReviewStep';
import { ReallocationUpdateStep } from './ReallocationUpdateStep';
import {
  capitalActivityBase as areaBase,
  reallocationHref,
  reallocationSteps,
} from './reallocation-routes';

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
  const { user, can } = usePermissions();
  const {
    data: reallocation,
    error,
    refetch,
  } = useQuery(reallocationQueries.detail(fundFamilyId, reallocationEventId));
  const finalize = useFinalizeReallocation(fundFamilyId, reallocationEventId);
  const remove = useDeleteReallocation(fundFamilyId, reallocationEventId);
  const [asking, setAsking] = useState<CapitalEventActionName | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const base = areaBase(fundFamilyId);
  const current = reallocationSteps.find((s) => s.id === step);

  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!current)
    return <Redirect to={reallocationHref(fundFamilyId, reallocationEventId)} replace />;
  if (!reallocation) return <main className={page}>Loading…</main>;
  if (reallocation.is_running) return <FullPageLoader message={reallocation.workflow_message} />;

  const runFinalize = async () => {
    try {
      await finalize.mutateAsync();
      setAsking(null);
      setTimeout(
        () => toaster.create({ type: 'success', title: `${reallocation.name} finalized` }),
        100,
      );
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      setAsking(null);
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
      setTimeout(
        () => toaster.create({ type: 'success', title: `${reallocation.name} deleted` }),
        100,
      );
    } catch (failure) {
      setAsking(null);
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
    }
  };
  const checksPass = reallocation.checks.every((check) => check.status !== 'failed');
  const editable = reallocation.state === 'draft' && can('write');
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <Link href={base} className={css({ color: 'blue.700', fontSize: 'sm' })}>
        ← Capital activity
      </Link>
      <h1 className={pageTitle} style={{ marginBottom: 4 }}>
        {reallocation.name}
      </h1>
      <p className={css({ color: 'gray.600', mb: '2' })}>
        Re-splits{' '}
        <Link
          href={`${base}/${reallocation.capital_call.id}`}
          className={css({ color: 'blue.700', textDecoration: 'underline' })}
        >
          {reallocation.capital_call.name}
        </Link>{' '}
        (due {formatDate(reallocation.capital_call.due_date)}) among its LPs · Effective date{' '}
        {formatDate(reallocation.effective_date)}
      </p>
      <CapitalEventStatus
        state={reallocation.state}
        facts={{
          useCount: reallocation.uses.length,
          checksPass,
          preparedBy: reallocation.created_by?.user_id ?? null,
          // Maker-checker is the server's to decide: its answer is can_finalize.
          preparerMayApprove: true,
        }}
        userId={user?.id ?? ''}
        can={user ? can : () => false}
        busy={finalize.isPending || remove.isPending}
        blockedReason={reallocation.can_finalize ? null : reallocation.finalize_blocked_reason}
        workflowMessage={reallocation.workflow_message}
        finalizedBy={reallocation.finalized_by?.name ?? null}
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
        open={asking === 'finalize'}
        busy={finalize.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void runFinalize()}
      />
      <Modal
        open={asking === 'delete'}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={`Delete ${reallocation.name}?`}
        role="alertdialog"
      >
        <p className={css({ color: 'gray.700', mb: '3' })}>
          The draft and its new amounts are removed. Nothing was posted, so no figure changes.
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
