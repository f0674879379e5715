import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Link, useLocation, useParams } from 'wouter';
import type { FeeLateAdjustmentView } from '../../../api/fee-late-adjustment';
import { formatCents } from '../../../domain/money';
import { button } from '../../components/button-styles';
import { ConfirmActions } from '../../components/ConfirmActions';
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
import { feePostedHref } from './fees-routes';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: '5',
  mb: '5',
});

export const lateAdjustmentStateLabels = {
  draft: 'Draft',
  applied: 'Applied',
  discarded: 'Discarded',
} as const satisfies Record<FeeLateAdjustmentView['state'], string>;

type Asked = 'apply' | 'discard' | 'delete' | null;

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
  const command = useLateAdjustmentCommand(fundFamilyId, chargeId, adjustmentId);
  const { can } = usePermissions();
  const [, navigate] = useLocation();
  const [asked, setAsked] = useState<Asked>(null);
  const view = query.data;
  if (query.error) return <ErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  if (!view) return <main className={page}>Loading…</main>;
  const back = feePostedHref(fundFamilyId, chargeId);
  const run = async (type: Exclude<Asked, null>) => {
    try {
      await command.mutateAsync({ type });
      setAsked(null);
      toaster.create({
        type: 'success',
        title: `${view.name}: ${type === 'apply' ? 'applied' : type === 'discard' ? 'discarded' : 'deleted'}`,
      });
      if (type === 'delete') navigate(back);
    } catch (failure) {
      setAsked(null);
      const apiError = await apiErrorOf(failure);
      toaster.create({ type: 'error', title: apiError.message });
    }
  };
  const may = (action: FeeLateAdjustmentView['actions'][number]) => view.actions.includes(action);
  const applyOffered = view.state === 'draft' && can('approve');
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <Link href={back}>← {view.fee_charge_event_name}</Link>
      <h1 className={pageTitle}>{view.name}</h1>
      <p className={css({ color: 'gray.600', mb: '3' })}>
        <span data-testid="late-adjustment-state">
          State: {lateAdjustmentStateLabels[view.state]}
        </span>{' '}
        · adjusts the period charged on {formatDate(view.effective_date)}
        {view.applied_at ? ` · applied on ${formatDate(view.applied_at.slice(0, 10))}` : ''}
      </p>
      <div className={css({ display: 'flex', gap: '2', mb: '4' })}>
        {applyOffered ? (
          <button
            type="button"
            className={button()}
            disabled={!may('apply') || command.isPending}
            title={may('apply') ? undefined : `Apply needs: ${view.apply_refusals.join('; ')}.`}
            onClick={() => setAsked('apply')}
          >
            Apply
          </button>
        ) : null}
        {may('discard') && can('write') ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => setAsked('discard')}
          >
            Discard
          </button>
        ) : null}
        {may('delete') && can('write') ? (
          <button
            type="button"
            className={button({ variant: 'danger' })}
            onClick={() => setAsked('delete')}
          >
            Delete
          </button>
        ) : null}
      </div>
      <FeeLateAdjustmentInputs view={view} editable={may('edit') && can('write')} />
      <FeeLateAdjustmentReview view={view} />
      <div className={grid}>
        <FeeLedgerSummary
          view={view}
          title={view.state === 'applied' ? 'Posted to the ledger' : 'Applying posts'}
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
