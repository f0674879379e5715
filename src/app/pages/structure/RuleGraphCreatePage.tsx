import { Form, useForm } from '@formisch/react';
import { Link, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { card, page, pageTitle } from '../../components/page-styles';
import { ResetAndSave } from '../../components/ResetAndSave';
import { useFormischGuard } from '../../lib/use-formisch-guard';
import { RuleGraphFields, useSubmitRuleGraph } from './RuleGraphFields';
import { ruleGraphFormSchema, toFormInput } from './rule-graph-form-schema';

/** Spec §2 "structure: rule/create". */
export function RuleGraphCreatePage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const form = useForm({
    schema: ruleGraphFormSchema,
    initialInput: toFormInput(null, fundFamilyId, new Date().toISOString().slice(0, 10)),
  });
  const submit = useSubmitRuleGraph(form, fundFamilyId, null);
  const guard = useFormischGuard(form, ruleGraphFormSchema, submit);
  // Read here, where useForm subscribes: the Save button below follows a finished submit.
  const busy = form.isSubmitting;
  return (
    <main className={page}>
      <Link
        href={`/fund-family/${fundFamilyId}/structure`}
        className={css({ color: 'blue.700', fontSize: 'sm' })}
      >
        ← Allocation rule graphs
      </Link>
      <h1 className={pageTitle}>New allocation rule graph</h1>
      <Form
        of={form}
        className={card}
        aria-label="Allocation rule graph"
        onSubmit={(output) => submit(output).catch(() => undefined)}
      >
        <RuleGraphFields form={form} fundFamilyId={fundFamilyId} />
        <div className={css({ mt: '4' })}>
          <ResetAndSave form={form} saveLabel="Save rule graph" />
        </div>
        {guard.dialog}
        <span hidden data-submitting={busy} />
      </Form>
    </main>
  );
}
