import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import { page } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card } from '../../components/page-styles';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { usePermissions } from '../../lib/use-permissions';
import { ErrorPage } from '../ErrorPage';
import { FinalizeRefusal } from '../capital-activity/CapitalEventHeader';
import { DeleteDraftDialog } from '../capital-activity/DeleteDraftDialog';
import { feeChargeEventActions } from './fee-charge-event-actions';
import { feeBasisTable } from './fee-charge-tables';
import {
  feeChargeEventQueries,
  useDeleteFeeChargeEvent,
  usePublishFeeChargeEvent,
} from './fee-charge-event-queries';
import { FeeChargeEventHeader, type FeeChargeAction } from './FeeChargeEventHeader';
import { FeeLineAudit } from './FeeLineAudit';
import { FeeOffsetsStep } from './FeeOffsetsStep';
import { FeeReviewStep } from './FeeReviewStep';
import { FeeWaiversStep } from './FeeWaiversStep';
import { feePostedHref, feePostingHref, feesBase } from './fees-routes';
import { PublishFeeDialog } from './PublishFeeDialog';
import { useFeeChargeEventActor } from './use-fee-charge-event-actor';

/** The posting wizard's steps (spec §2 fees post/{feeChargeEventId}). */
export const feePostingSteps = [
  { id: 'basis', label: 'Basis' },
  { id: 'offsets', label: 'Offsets' },
  { id: 'waivers', label: 'Waivers' },
  { id: 'review', label: 'Review' },
] as const;
type StepId = (typeof feePostingSteps)[number]['id'];

function BasisStep({ view }: { view: FeeChargeEventView }) {
  return (
    <>
      <section className={card}>
        <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
          Each commitment&rsquo;s basis ({view.terms['basis determination']?.replaceAll('_', ' ')}{' '}
          over the period) times its yearly rate (the fund&rsquo;s, or its class&rsquo;s) times the
          period&rsquo;s share of the year ({view.terms['day count']}), rounded to the cent.
        </p>
        <LazyDataTable
          tableKey="fee-charge-basis"
          title="Basis and rate by investor"
          table={feeBasisTable(view)}
          emptyMessage="No commitments bear this fee."
        />
      </section>
      <FeeLineAudit view={view} title="How each LP's gross fee was computed" figure="gross" />
    </>
  );
}

/**
 * The posting wizard of a draft: its steps, and Publish and Delete as the feeChargeEvent machine
 * allows them (maker-checker: the preparer sees Publish disabled, with the machine's reason).
 */
function FeePostingWizard({ view, step }: { view: FeeChargeEventView; step: StepId }) {
  const [, navigate] = useLocation();
  const { user, can } = usePermissions();
  const machine = useFeeChargeEventActor(view, user?.id ?? '');
  const publish = usePublishFeeChargeEvent(view.fund_family_id, view.id);
  const remove = useDeleteFeeChargeEvent(view.fund_family_id, view.id);
  const [asking, setAsking] = useState<FeeChargeAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (machine.state === 'published')
    return <Redirect to={feePostedHref(view.fund_family_id, view.id)} replace />;

  const actions = feeChargeEventActions({ machine, view, can });

  const runPublish = async () => {
    try {
      await publish.mutateAsync();
      machine.published();
      setAsking(null);
      setTimeout(() => toaster.create({ type: 'success', title: `${view.name} published` }), 100);
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      setAsking(null);
      setRefusal(apiError.message);
      toaster.create({ type: 'error', title: apiError.message });
    }
  };
  const runDelete = async () => {
    try {
      await remove.mutateAsync();
      machine.deleted();
      setAsking(null);
      navigate(feesBase(view.fund_family_id));
      setTimeout(() => toaster.create({ type: 'success', title: `${view.name} deleted` }), 100);
    } catch (failure) {
      setAsking(null);
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
    }
  };
  const editable = machine.editable && can('write');
  const onSaved = () => setRefusal(null);
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <FeeChargeEventHeader
        view={view}
        state={machine.state}
        actions={actions}
        busy={publish.isPending || remove.isPending}
        onAction={(action) => {
          setRefusal(null);
          setAsking(action);
        }}
      />
      <FinalizeRefusal message={refusal} />
      <PageTabs
        label="Fee posting steps"
        base={`${feesBase(view.fund_family_id)}/post/${view.id}`}
        tabs={feePostingSteps}
        currentId={step}
      />
      {step === 'basis' ? <BasisStep view={view} /> : null}
      {step === 'offsets' ? (
        <FeeOffsetsStep view={view} editable={editable} onSaved={onSaved} />
      ) : null}
      {step === 'waivers' ? (
        <FeeWaiversStep view={view} editable={editable} onSaved={onSaved} />
      ) : null}
      {step === 'review' ? <FeeReviewStep view={view} /> : null}
      <PublishFeeDialog
        view={view}
        open={asking === 'publish'}
        busy={publish.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void runPublish()}
      />
      <DeleteDraftDialog
        name={view.name}
        removes="The draft and its offsets and waivers"
        open={asking === 'delete'}
        busy={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void runDelete()}
      />
    </main>
  );
}

/** `fees/post/{feeChargeEventId}/{step}`: a draft's posting wizard; a published one moves on. */
export function FeePostingPage() {
  const {
    fundFamilyId = '',
    eventId = '',
    step,
  } = useParams<{ fundFamilyId: string; eventId: string; step?: string }>();
  const {
    data: view,
    error,
    refetch,
  } = useQuery(feeChargeEventQueries.event(fundFamilyId, eventId));
  const current = feePostingSteps.find((s) => s.id === step);
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!current) return <Redirect to={feePostingHref(fundFamilyId, eventId)} replace />;
  if (!view) return <main className={page}>Loading…</main>;
  if (view.state === 'published')
    return <Redirect to={feePostedHref(fundFamilyId, eventId)} replace />;
  return <FeePostingWizard key={view.id} view={view} step={current.id} />;
}
