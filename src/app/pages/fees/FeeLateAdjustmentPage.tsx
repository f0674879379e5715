import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Link, useLocation, useParams } from 'wouter';
import { feeLateAdjustmentStateLabels } from '../../../../machines/fee-late-adjustment.machine';
import type { FeeLateAdjustmentView } from '../../../api/fee-late-adjustment';
import { formatCents } from '../../../domain/money';
import { ConfirmActions } from '../../components/ConfirmActions';
import { LifecycleActionBar } from '../../components/LifecycleActionBar';
import { Modal } from '../../components/Modal';
import { page, pageTitle } from '../../components/page-styles';
import { apiErrorOf } from '../../lib/api-client';
import { formatDate } from '../../lib/date-display';
import { toaster } from '../../lib/toaster';
import { usePermissions } from '../../lib/use-permissions';
import { ErrorPage } from '../ErrorPage';
import { feeLateAdjustmentQueries, useLateAdjustmentCommand } from './fee-late-adjustment-queries';
import { FeeChecks, FeeLedgerSummary } from './FeeChargeSummary';
import { FeeLateAdjustmentInputs } from './FeeLateAdjustmentInputs';
import { FeeLateAdjustmentReview } from './FeeLateAdjustmentReview';
import {
  feeLateAdjustmentActions,
  type FeeLateAdjustmentAction,
} from './fee-late-adjustment-actions';
import { feePostedHref } from './fees-routes';
import { useFeeLateAdjustmentActor } from './use-fee-late-adjustment-actor';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: '5',
  mb: '5',
});

type Asked = FeeLateAdjustmentAction | null;

const done = { apply: 'applied', discard: 'discarded', delete: 'deleted' } as const;

/** The net change in words for the dialog: a credit to the LPs, or more fee charged. */
const netChangeWords = (cents: number) =>
  cents < 0
    ? `credits the LPs ${formatCents(-cents)} of net fee`
    : `charges the LPs ${formatCents(cents)} more net fee`;

/** A late adjustment's page for its ids; its head, items, review and commands. */
export function FeeLateAdjustmentScreen({
  fundFamilyId,
  chargeId,
  adjustmentId,
}: {
  fundFamilyId: string;
  chargeId: string;
  adjustmentId: string;
}) {
  const query = useQuery(feeLateAdjustmentQueries.one(fundFamilyId, chargeId, adjustmentId));
  const view = query.data;
  if (query.error) return <ErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  if (!view) return <main className={page}>Loading…</main>;
  return <FeeLateAdjustmentBody view={view} fundFamilyId={fundFamilyId} />;
}

/**
 * The page of a loaded adjustment: its buttons as the feeLateAdjustment machine allows them (a
 * preparer sees Apply disabled, with the machine's reason); each command asks first, naming
 * what it posts, and its success is sent to the machine.
 */
function FeeLateAdjustmentBody({
  view,
  fundFamilyId,
}: {
  view: FeeLateAdjustmentView;
  fundFamilyId: string;
}) {
  const chargeId = view.fee_charge_event_id;
  const command = useLateAdjustmentCommand(fundFamilyId, chargeId, view.id);
  const { user, can } = usePermissions();
  const machine = useFeeLateAdjustmentActor(view, user?.id ?? '');
  const [, navigate] = useLocation();
  const [asked, setAsked] = useState<Asked>(null);
  const back = feePostedHref(fundFamilyId, chargeId);
  const run = async (type: FeeLateAdjustmentAction) => {
    try {
      await command.mutateAsync({ type });
      if (type === 'apply') machine.applied();
      else if (type === 'discard') machine.discarded();
      else machine.deleted();
      setAsked(null);
      toaster.create({ type: 'success', title: `${view.name}: ${done[type]}` });
      if (type === 'delete') navigate(back);
    } catch (failure) {
      setAsked(null);
      const apiError = await apiErrorOf(failure);
      toaster.create({ type: 'error', title: apiError.message });
    }
  };
  const actions = feeLateAdjustmentActions({ machine, view, can });
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <Link href={back}>← {view.fee_charge_event_name}</Link>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '4',
          mb: '4',
        })}
      >
        <div>
          <h1 className={pageTitle}>{view.name}</h1>
          <p className={css({ color: 'gray.600' })}>
            <span data-testid="late-adjustment-state">
              State: {feeLateAdjustmentStateLabels[machine.state]}
            </span>{' '}
            · adjusts the period charged on {formatDate(view.effective_date)}
            {view.applied_at ? ` · applied on ${formatDate(view.applied_at.slice(0, 10))}` : ''}
          </p>
        </div>
        <LifecycleActionBar
          label="Late adjustment actions"
          actions={actions}
          busy={command.isPending}
          onAction={setAsked}
        />
      </div>
      <FeeLateAdjustmentInputs view={view} editable={machine.editable && can('write')} />
      <FeeLateAdjustmentReview view={view} />
      <div className={grid}>
        <FeeLedgerSummary
          view={view}
          title={machine.state === 'applied' ? 'Posted to the ledger' : 'Applying posts'}
        />
        <FeeChecks view={view} />
      </div>
      <Modal
        open={asked !== null}
        onOpenChange={(open) => (open ? null : setAsked(null))}
        title={`${asked === 'apply' ? 'Apply' : asked === 'discard' ? 'Discard' : 'Delete'} ${view.name}?`}
        role="alertdialog"
        width="560px"
      >
        <p className={css({ mb: '3' })}>
          {asked === 'apply'
            ? `Applying posts the differences to the ledger, dated ${formatDate(view.effective_date)}: it ${netChangeWords(view.totals.change.net_cents)} (net ${formatCents(view.totals.published.net_cents)} → ${formatCents(view.totals.after.net_cents)}). An applied adjustment cannot be deleted.`
            : asked === 'discard'
              ? 'Nothing is posted; a discarded adjustment cannot be applied.'
              : 'The adjustment and its items go; nothing was posted.'}
        </p>
        <ConfirmActions
          confirmLabel={asked === 'apply' ? 'Apply' : asked === 'discard' ? 'Discard' : 'Delete'}
          variant={asked === 'apply' ? 'primary' : 'danger'}
          busy={command.isPending}
          onCancel={() => setAsked(null)}
          onConfirm={() => void run(asked!)}
        />
      </Modal>
    </main>
  );
}

/** fees/late-offsets (or late-waivers)/{feeChargeEventId}/{adjustmentFundFamilyEventId}. */
export function FeeLateAdjustmentPage() {
  const {
    fundFamilyId = '',
    chargeId = '',
    adjustmentId = '',
  } = useParams<{ fundFamilyId: string; chargeId: string; adjustmentId: string }>();
  return (
    <FeeLateAdjustmentScreen
      fundFamilyId={fundFamilyId}
      chargeId={chargeId}
      adjustmentId={adjustmentId}
    />
  );
}
