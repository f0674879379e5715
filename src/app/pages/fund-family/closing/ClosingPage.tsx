import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { closingMachine, type ClosingState } from '../../../../../machines/closing.machine';
import type { Closing } from '../../../../api/fund-structure';
import { AuditTrail } from '../../../components/AuditTrail';
import { button } from '../../../components/button-styles';
import { MoneyText } from '../../../components/MoneyText';
import { PermissionGate } from '../../../components/PermissionGate';
import { card, page, pageTitle, tableStyle } from '../../../components/page-styles';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import {
  fundQueries,
  useClosingAction,
  useRemoveClosingCommitment,
} from '../../../queries/fund-queries';
import { ErrorPage } from '../../ErrorPage';
import { AddCommitmentForm } from './AddCommitmentForm';
import { ClosingActionBar } from './ClosingActionBar';
import { ClosingAllocationRulesTab } from './ClosingAllocationRulesTab';
import { ClosingHeadlineFigures } from './ClosingHeadlineFigures';
import { NonCapitalEqualizationTab } from './NonCapitalEqualizationTab';
import { OrderOfOperations } from './OrderOfOperations';

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

function CommitmentsTab({ closing, editable }: { closing: Closing; editable: boolean }) {
  const remove = useRemoveClosingCommitment(closing.fund_family_id, closing.id);
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: editable ? '1fr 340px' : '1fr',
        gap: '5',
        alignItems: 'start',
      })}
    >
      <section className={card}>
        {closing.commitments.length === 0 ? (
          <p className={css({ color: 'gray.600' })}>No commitments in this closing yet.</p>
        ) : (
          <table className={tableStyle} aria-label="Closing commitments">
            <thead>
              <tr>
                <th>Investor entity</th>
                <th>Fund entity</th>
                <th>Class</th>
                <th className={css({ textAlign: 'right!' })}>Commitment</th>
                {editable ? <th /> : null}
              </tr>
            </thead>
            <tbody>
              {closing.commitments.map((c) => (
                <tr key={c.commitment_id}>
                  <td className={css({ fontWeight: 'medium' })}>{c.investor_entity_name}</td>
                  <td>{c.owning_entity_name}</td>
                  <td>{c.investor_class_name ?? '—'}</td>
                  <td className={css({ textAlign: 'right' })}>
                    <MoneyText cents={c.amount_cents} />
                  </td>
                  {editable ? (
                    <td className={css({ textAlign: 'right' })}>
                      <button
                        type="button"
                        className={button({ variant: 'secondary' })}
                        onClick={() => remove.mutate(c.commitment_id)}
                      >
                        Remove
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
              <tr>
                <td className={css({ fontWeight: 'semibold' })}>Total</td>
                <td colSpan={2} />
                <td className={css({ textAlign: 'right', fontWeight: 'semibold' })}>
                  <MoneyText cents={closing.total_cents} />
                </td>
                {editable ? <td /> : null}
              </tr>
            </tbody>
          </table>
        )}
      </section>
      {editable ? (
        <AddCommitmentForm fundFamilyId={closing.fund_family_id} closingId={closing.id} />
      ) : null}
    </div>
  );
}

function EqualizationTab({ closing }: { closing: Closing }) {
  const paid = closing.equalization.filter((l) => l.role === 'admitted');
  const returned = closing.equalization.filter((l) => l.role === 'existing');
  return (
    <section className={card}>
      <p className={css({ color: 'gray.700', mb: '3' })}>
        {closing.is_first_close
          ? 'A first close has nothing to equalize.'
          : 'Each admitted commitment pays its share of every earlier equalized call, as if it had been admitted at the first close; the excess goes back to the existing commitments by commitment.'}
        {closing.equalization_outstanding
          ? ' The amounts stay outstanding until a capital event settles them.'
          : ''}
      </p>
      {closing.equalization.length === 0 ? (
        !closing.is_first_close ? (
          <p className={css({ color: 'gray.600' })}>
            No earlier equalized calls: nothing to equalize.
          </p>
        ) : null
      ) : (
        <table className={tableStyle} aria-label="Capital equalization">
          <thead>
            <tr>
              <th>Investor entity</th>
              <th>Role</th>
              <th className={css({ textAlign: 'right!' })}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {[...paid, ...returned].map((line) => (
              <tr key={`${line.role}-${line.commitment_id}`}>
                <td className={css({ fontWeight: 'medium' })}>{line.investor_entity_name}</td>
                <td>{line.role === 'admitted' ? 'Pays (admitted)' : 'Receives (existing)'}</td>
                <td className={css({ textAlign: 'right' })}>
                  <MoneyText cents={line.amount_cents} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AuditTrail steps={closing.equalization_audit} label="Equalization steps" />
    </section>
  );
}

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
  const current = tabs.find((t) => t.id === tab);
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
            Closing date {closing.closing_date} ·{' '}
            <span data-testid="closing-state">{closing.state.replace(/_/g, ' ')}</span>
          </p>
        </div>
        <ClosingActionBar
          state={closing.state as ClosingState}
          commitmentCount={closing.commitments.length}
          can={can}
          busy={act.isPending}
          onAction={async (action) => {
            try {
              const next = await act.mutateAsync(action);
              setTimeout(
                () =>
                  toaster.create({
                    type: 'success',
                    title: `Closing ${next.state.replace(/_/g, ' ')}`,
                  }),
                100,
              );
            } catch (failure) {
              toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
            }
          }}
        />
      </div>
      <div className={`${card} ${css({ mb: '4', overflowX: 'auto' })}`}>
        <Suspense fallback={<p className={css({ color: 'gray.500' })}>Loading the workflow…</p>}>
          <WorkflowChart
            machine={closingMachine}
            activeStateIds={[`closing.${closing.state}`]}
            title={`Closing workflow, now ${closing.state}`}
          />
        </Suspense>
      </div>
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
        <CommitmentsTab closing={closing} editable={editable} />
      ) : null}
      {current.id === 'closing-allocation-rules' ? (
        <ClosingAllocationRulesTab closing={closing} />
      ) : null}
      {current.id === 'capital-equalization' ? <EqualizationTab closing={closing} /> : null}
      {current.id === 'non-capital-equalization' ? (
        <NonCapitalEqualizationTab closing={closing} />
      ) : null}
      {current.id === 'fee-true-up' ? <FeeTrueUpTab closing={closing} /> : null}
      {current.id === 'review' ? <ReviewTab closing={closing} /> : null}
    </main>
  );
}
