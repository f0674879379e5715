import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../../../components/button-styles';
import { MoneyText } from '../../../../components/MoneyText';
import { ConfirmActions } from '../../../../components/ConfirmActions';
import { Modal } from '../../../../components/Modal';
import { card, page, pageTitle } from '../../../../components/page-styles';
import { PageTabs } from '../../../../components/PageTabs';
import { apiErrorOf } from '../../../../lib/api-client';
import { toaster } from '../../../../lib/toaster';
import { usePermissions } from '../../../../lib/use-permissions';
import {
  classChangeQueries,
  useClassChangeCommands,
} from '../../../../queries/class-change-queries';
import { ErrorPage } from '../../../ErrorPage';
import { classChangeBase } from './ChangeClassAction';
import { ClassChangeForm } from './ClassChangeForm';
import { EqualizationStep, FeeTrueUpStep } from './ClassChangeSteps';
import { formatDate } from '../../../../lib/date-display';

const steps = [
  { id: 'fee-true-up', label: 'Fee true-up' },
  { id: 'equalization', label: 'Equalization' },
] as const;

/** `commitments/change-commitment-class/{commitmentId}/{fundFamilyEventId}/{step}` (spec §2). */
export function ChangeClassPage() {
  const {
    fundFamilyId = '',
    commitmentId = '',
    fundFamilyEventId = '',
    step,
  } = useParams<{
    fundFamilyId: string;
    commitmentId: string;
    fundFamilyEventId: string;
    step?: string;
  }>();
  const [, navigate] = useLocation();
  const { can } = usePermissions();
  const [confirming, setConfirming] = useState(false);
  const base = `${classChangeBase(fundFamilyId, commitmentId)}/${fundFamilyEventId}`;
  const profile = `/fund-family/${fundFamilyId}/commitments/${commitmentId}/profile`;
  const {
    data: change,
    error,
    refetch,
  } = useQuery(classChangeQueries.change(fundFamilyId, commitmentId, fundFamilyEventId));
  const commands = useClassChangeCommands(fundFamilyId, commitmentId, fundFamilyEventId);
  const current = steps.find((s) => s.id === step);
  if (!current) return <Redirect to={`${base}/fee-true-up`} replace />;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!change) return <main className={page}>Loading…</main>;
  const draft = change.state === 'draft';
  const fail = async (err: unknown) =>
    toaster.create({ type: 'error', title: (await apiErrorOf(err)).message });
  return (
    <main className={page}>
      <Link href={profile} className={css({ color: 'blue.700', fontSize: 'sm' })}>
        ← Commitment profile
      </Link>
      <h1 className={pageTitle}>
        Change class: {change.investor_entity_name} — {change.owning_entity_name}
      </h1>
      <p className={css({ mb: '3' })} aria-label="Class change summary">
        {change.from_class?.name ?? 'No class'} → {change.to_class?.name ?? 'No class'}, effective{' '}
        {formatDate(change.effective_date)}.{' '}
        <strong>{draft ? 'Draft' : `Finalized ${change.finalized_at?.slice(0, 10)}`}</strong>
      </p>
      {draft && can('write') ? (
        <section className={card} style={{ maxWidth: 560, marginBottom: 16 }}>
          <ClassChangeForm
            key={`${change.to_class?.id}|${change.effective_date}`}
            classOptions={change.class_options}
            currentClassId={change.from_class?.id ?? null}
            initial={{
              to_investor_class_id: change.to_class?.id ?? null,
              effective_date: change.effective_date,
            }}
            saveLabel="Save change"
            onSave={async (input) => {
              await commands.save.mutateAsync(input);
              setTimeout(
                () => toaster.create({ type: 'success', title: 'Class change saved' }),
                100,
              );
            }}
          />
        </section>
      ) : null}
      <PageTabs label="Class change steps" base={base} tabs={steps} currentId={current.id} />
      {current.id === 'fee-true-up' ? (
        <FeeTrueUpStep change={change} />
      ) : (
        <EqualizationStep change={change} />
      )}
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', mt: '4' })}>
        <Link
          href={`${classChangeBase(fundFamilyId, commitmentId)}/historical`}
          className={button({ variant: 'secondary' })}
        >
          Class history
        </Link>
        {draft && can('write') ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={commands.discard.isPending}
            onClick={() => commands.discard.mutateAsync().then(() => navigate(profile), fail)}
          >
            Discard draft
          </button>
        ) : null}
        {draft && can('approve') ? (
          <button
            type="button"
            className={button()}
            disabled={Boolean(change.fee_true_up.problem)}
            onClick={() => setConfirming(true)}
          >
            Finalize class change
          </button>
        ) : null}
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="Finalize class change?"
        role="alertdialog"
      >
        <p className={css({ mb: '4' })}>
          {change.investor_entity_name} moves to {change.to_class?.name ?? 'no class'} as of{' '}
          {formatDate(change.effective_date)}, and a management fee true-up of{' '}
          <MoneyText cents={change.fee_true_up.total_cents} currency={change.currency} /> is posted.
          This cannot be undone here.
        </p>
        <ConfirmActions
          confirmLabel="Finalize"
          busy={commands.finalize.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            commands.finalize.mutateAsync().then(() => {
              setConfirming(false);
              navigate(`${classChangeBase(fundFamilyId, commitmentId)}/historical`);
              setTimeout(
                () => toaster.create({ type: 'success', title: 'Class change finalized' }),
                100,
              );
            }, fail)
          }
        />
      </Modal>
    </main>
  );
}
