import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import {
  closingMachine,
  closingStateLabels,
  type ClosingActionName,
  type ClosingState,
} from '../../../../../machines/closing.machine';
import type { Closing } from '../../../../api/fund-structure';
import { AuditTrail } from '../../../components/AuditTrail';
import { RecordWorkflowLink } from '../../../components/workflow-chart/RecordWorkflowLink';
import { button } from '../../../components/button-styles';
import { MoneyText } from '../../../components/MoneyText';
import { PermissionGate } from '../../../components/PermissionGate';
import { card, page, pageTitle, tableStyle } from '../../../components/page-styles';
import { apiErrorOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-display';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import { fundQueries, useClosingAction } from '../../../queries/fund-queries';
import { ErrorPage } from '../../ErrorPage';
import { CapitalEqualizationTab } from './CapitalEqualizationTab';
import { ClosingActionBar } from './ClosingActionBar';
import { ClosingAllocationRulesTab } from './ClosingAllocationRulesTab';
import {
  ClosingConfirmDialog,
  needsConfirmation,
  type ConfirmedClosingAction,
} from './ClosingConfirmDialog';
import { ClosingCommitmentsTab } from './ClosingCommitmentsTab';
import { ClosingHeadlineFigures } from './ClosingHeadlineFigures';
import { NonCapitalEqualizationTab } from './NonCapitalEqualizationTab';
import { OrderOfOperations } from './OrderOfOperations';
import { ClosingStepper } from './ClosingStepper';

// The chart brings the graph-layout library: loaded only when a closing page opens.
const WorkflowChart = lazy(() =>
  import('../../../components/workflow-chart/WorkflowChart').then((m) => ({
    default: m.WorkflowChart,
  })),
);

const tabs = [
  { id: 'commitments', label: 'Commitments' },
  { id: 'closing-allocation-rules', label: 'Closing allocation rules' },
  { id: 'capital-equalization', label: 'Capital equalization' },
  { id: 'non-capital-equalization', label: 'Non-capital equalization' },
  { id: 'fee-true-up', label: 'Fee true-up' },
  { id: 'review', label: 'Review' },
] as const;

function FeeTrueUpTab({ closing }: { closing: Closing }) {
  return (
    <section className={card}>
      <p className={css({ color: 'gray.700', mb: '3' })}>
        Each admitted commitment pays the management fee it would have paid had it been admitted at
        the first close: the stored fee terms (rate, its class&apos;s rate where the class has one,
        basis, day count, periods) from the fee start to the day before it closed. The manager keeps
        it: nothing goes back to the existing commitments. Finalizing the closing posts these
        true-ups.
      </p>
      {closing.fee_true_ups.length === 0 ? (
        <div className={css({ color: 'gray.600' })} data-testid="fee-true-up-empty">
          <p>{closing.fee_true_up_note ?? 'Nothing to true up.'}</p>
          {closing.fee_true_up_note?.startsWith('No management fee is configured') ? (
            <PermissionGate permission="config">
              <Link
                href={`/fund-family/${closing.fund_family_id}/configuration/fund/fees`}
                className={css({ color: 'blue.700' })}
              >
                Configure the management fee
              </Link>
            </PermissionGate>
          ) : null}
        </div>
      ) : (
        <table className={tableStyle} aria-label="Fee true-ups">
          <thead>
            <tr>
              <th>Investor entity</th>
              <th className={css({ textAlign: 'right!' })}>Management fee true-up</th>
            </tr>
          </thead>
          <tbody>
            {closing.fee_true_ups.map((line) => (
              <tr key={line.commitment_id}>
                <td className={css({ fontWeight: 'medium' })}>{line.investor_entity_name}</td>
                <td className={css({ textAlign: 'right' })}>
                  <MoneyText cents={line.amount_cents} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AuditTrail steps={closing.fee_true_up_audit} label="Fee true-up steps" />
    </section>
  );
}

function ReviewTab({ closing }: { closing: Closing }) {
  return (
    <section className={card}>
      <ClosingHeadlineFigures closing={closing} />
      <OrderOfOperations closing={closing} />
    </section>
  );
}

/** `/fund-family/{id}/closing/{closingId}/{edit|view}/{tab}`. */
export function ClosingPage() {
  const {
    fundFamilyId = '',
    closingId = '',
    mode,
    tab,
  } = useParams<{ fundFamilyId: string; closingId: string; mode: string; tab?: string }>();
  const { data: closing, error, refetch } = useQuery(fundQueries.closing(fundFamilyId, closingId));
  const act = useClosingAction(fundFamilyId, closingId);
  const { can } = usePermissions();
  const [asking, setAsking] = useState<ConfirmedClosingAction | null>(null);
  const [chartOpen, setChartOpen] = useState(false);
  const current = tabs.find((t) => t.id === tab);
  const run = async (action: ClosingActionName) => {
    try {
      const next = await act.mutateAsync(action);
      setTimeout(
        () =>
          toaster.create({
            type: 'success',
            title: `Closing ${closingStateLabels[next.state as ClosingState].toLowerCase()}`,
          }),
        100,
      );
    } catch (failure) {
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
    }
  };
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!closing) return <main className={page}>Loading…</main>;
  const editable = closing.state === 'draft' && mode === 'edit' && can('write');
  if (!current)
    return (
      <Redirect
        to={`/fund-family/${fundFamilyId}/closing/${closingId}/${mode ?? 'view'}/commitments`}
        replace
      />
    );
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '4',
          mb: '2',
        })}
      >
        <div>
          <Link
            href={`/fund-family/${fundFamilyId}/commitments/closings`}
            className={css({ color: 'blue.700', fontSize: 'sm' })}
          >
            ← Closings
          </Link>
          <h1 className={pageTitle}>{closing.name}</h1>
          <p className={css({ color: 'gray.600', mt: '-2', mb: '3' })}>
            Closing date {formatDate(closing.closing_date)}
          </p>
          <RecordWorkflowLink record={{ machine: 'closing', closingId: closing.id }} />
        </div>
        <ClosingActionBar
          state={closing.state as ClosingState}
          commitmentCount={closing.commitments.length}
          can={can}
          busy={act.isPending}
          approvalRefusal={closing.approval_refusal}
          onAction={(action) => (needsConfirmation(action) ? setAsking(action) : void run(action))}
        />
      </div>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '4',
          mb: '4',
        })}
      >
        <ClosingStepper closing={closing} />
        {/* The machine's own chart, for reviewers: one click away, not in the way. */}
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          aria-expanded={chartOpen}
          aria-controls="closing-workflow"
          onClick={() => setChartOpen((open) => !open)}
        >
          Workflow
        </button>
      </div>
      {chartOpen ? (
        <div id="closing-workflow" className={`${card} ${css({ mb: '4', overflowX: 'auto' })}`}>
          <Suspense fallback={<p className={css({ color: 'gray.500' })}>Loading the workflow…</p>}>
            <WorkflowChart
              machine={closingMachine}
              activeStateIds={[`closing.${closing.state}`]}
              title={`Closing workflow, now ${closingStateLabels[closing.state as ClosingState]}`}
            />
          </Suspense>
        </div>
      ) : null}
      <ClosingConfirmDialog
        closing={closing}
        action={asking}
        busy={act.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={(action) => void run(action).then(() => setAsking(null))}
      />
      <nav
        aria-label="Closing tabs"
        className={css({
          display: 'flex',
          gap: '4',
          borderBottom: '1px solid',
          borderColor: 'gray.200',
          mb: '4',
        })}
      >
        {tabs.map((t) => (
          <Link
            key={t.id}
            href={`/fund-family/${fundFamilyId}/closing/${closingId}/${mode}/${t.id}`}
            aria-current={t.id === current.id ? 'page' : undefined}
            className={css({
              pb: '2',
              color: 'gray.600',
              '&[aria-current=page]': {
                borderBottom: '2px solid',
                borderColor: 'brand',
                color: 'gray.900',
                fontWeight: 'semibold',
              },
            })}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {current.id === 'commitments' ? (
        <ClosingCommitmentsTab closing={closing} editable={editable} />
      ) : null}
      {current.id === 'closing-allocation-rules' ? (
        <ClosingAllocationRulesTab closing={closing} />
      ) : null}
      {current.id === 'capital-equalization' ? (
        <CapitalEqualizationTab closing={closing} editable={editable} />
      ) : null}
      {current.id === 'non-capital-equalization' ? (
        <NonCapitalEqualizationTab closing={closing} />
      ) : null}
      {current.id === 'fee-true-up' ? <FeeTrueUpTab closing={closing} /> : null}
      {current.id === 'review' ? <ReviewTab closing={closing} /> : null}
    </main>
  );
}
