import { Form, getInput, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useParams } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { AllocationRuleGraph } from '../../../api/allocation-rules';
import { button } from '../../components/button-styles';
import { card, page, pageTitle } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { useFormischGuard } from '../../lib/use-formisch-guard';
import { allocationRuleQueries } from '../../queries/allocation-rule-queries';
import { ErrorPage } from '../ErrorPage';
import { DeemedEqualizationPartView } from './DeemedEqualizationPartView';
import { RuleGraphFields, useSubmitRuleGraph } from './RuleGraphFields';
import { ruleGraphFormSchema, toFormInput, toGraphInput } from './rule-graph-form-schema';

/** Spec §2: the edit tabs, and the review's child tabs. */
const tabs = [
  { id: 'edit-details', label: 'Edit Details' },
  { id: 'capital-activity-equalization', label: 'Capital Activity Equalization' },
  { id: 'non-capital-equalization', label: 'Non-Capital Equalization' },
  { id: 'fee-true-up', label: 'Fee True Up' },
  { id: 'review-edits', label: 'Review Edits' },
] as const;
const reviewTabs = [
  { id: 'equalization-preview', label: 'Equalization preview' },
  { id: 'non-capital-equalization', label: 'Non-capital equalization' },
  { id: 'fee-catch-up', label: 'Fee catch-up' },
] as const;

const explanations = {
  capital:
    'Capital activity on or after the effective date, allocated again under the edited rules. The difference is a deemed equalization, realized in the next capital activity (spec §4).',
  non_capital:
    'Expenses, fees and distributions allocated but not called as capital, re-spread under the edited rules from the effective date.',
  fee_true_up:
    'Management fees called on or after the effective date, re-allocated: each commitment’s difference is a fee true-up, posted when the edit is saved.',
};

function EditTabs({ graph, fundFamilyId }: { graph: AllocationRuleGraph; fundFamilyId: string }) {
  const { tab = '', child = '' } = useParams<{ tab?: string; child?: string }>();
  const form = useForm({ schema: ruleGraphFormSchema, initialInput: toFormInput(graph, '', '') });
  const submit = useSubmitRuleGraph(form, fundFamilyId, graph);
  const guard = useFormischGuard(form, ruleGraphFormSchema, submit);
  const base = `/fund-family/${fundFamilyId}/structure/rule/${graph.id}/edit`;
  const current = tabs.find((t) => t.id === tab);
  const reviewing = current?.id === 'review-edits';
  const currentChild = reviewTabs.find((t) => t.id === child) ?? reviewTabs[0];
  // Read on each render: a tab change re-renders, so the preview follows the latest edit.
  const parsed = v.safeParse(ruleGraphFormSchema, getInput(form));
  const previewing = current !== undefined && current.id !== 'edit-details';
  const preview = useQuery(
    allocationRuleQueries.preview(
      fundFamilyId,
      graph.id,
      previewing && parsed.success ? toGraphInput(parsed.output) : null,
    ),
  );
  if (!current) return <Redirect to={`${base}/edit-details`} replace />;
  const part =
    current.id === 'capital-activity-equalization' ||
    (reviewing && currentChild.id === 'equalization-preview')
      ? 'capital'
      : current.id === 'non-capital-equalization' ||
          (reviewing && currentChild.id === 'non-capital-equalization')
        ? 'non_capital'
        : 'fee_true_up';
  return (
    <Form
      of={form}
      aria-label="Edit allocation rule graph"
      onSubmit={(output) => submit(output).catch(() => undefined)}
    >
      <PageTabs
        withinForm
        label="Rule graph edit tabs"
        base={base}
        tabs={tabs}
        currentId={current.id}
      />
      {/* Kept mounted on every tab: the edit lives in the form until it is saved. */}
      <div className={card} hidden={current.id !== 'edit-details'}>
        <RuleGraphFields form={form} fundFamilyId={fundFamilyId} />
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <Link href={`${base}/review-edits`} state={{ skipBlocker: true }} className={button()}>
            Review edits
          </Link>
        </div>
      </div>
      {previewing ? (
        <div className={card}>
          {reviewing ? (
            <PageTabs
              withinForm
              label="Review tabs"
              base={`${base}/review-edits`}
              tabs={reviewTabs}
              currentId={currentChild.id}
            />
          ) : null}
          {!parsed.success ? (
            <p role="alert" className={css({ color: 'red.700' })}>
              Fix the highlighted fields on Edit Details first.
            </p>
          ) : preview.error ? (
            <p role="alert" className={css({ color: 'red.700' })}>
              {preview.error.message}
            </p>
          ) : !preview.data ? (
            <p className={css({ color: 'gray.500' })}>Computing the deemed equalization…</p>
          ) : (
            <DeemedEqualizationPartView
              part={preview.data[part]}
              label={reviewing ? currentChild.label : current.label}
              explanation={explanations[part]}
            />
          )}
          {reviewing ? (
            <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '4' })}>
              <button
                type="submit"
                className={button()}
                disabled={form.isSubmitting || !form.isDirty || !preview.data}
              >
                {form.isSubmitting ? 'Saving…' : 'Save edits and post the equalization'}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {guard.dialog}
    </Form>
  );
}

/** Spec §2 "rule/{allocationRuleGraphId}/edit" with its tabs. */
export function RuleGraphEditPage() {
  const { fundFamilyId = '', graphId = '' } = useParams<{
    fundFamilyId: string;
    graphId: string;
  }>();
  const {
    data: graph,
    error,
    refetch,
  } = useQuery(allocationRuleQueries.detail(fundFamilyId, graphId));
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!graph) return <main className={page}>Loading…</main>;
  return (
    <main className={page}>
      <Link
        href={`/fund-family/${fundFamilyId}/structure/rule/${graph.id}`}
        className={css({ color: 'blue.700', fontSize: 'sm' })}
      >
        ← {graph.name}
      </Link>
      <h1 className={pageTitle}>Edit {graph.name}</h1>
      <EditTabs graph={graph} fundFamilyId={fundFamilyId} />
    </main>
  );
}
