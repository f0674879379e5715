import { Field, reset, setErrors, type FormStore } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { AllocationRuleGraph } from '../../../api/allocation-rules';
import { TextControl } from '../../components/form-controls';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useSaveRuleGraph } from '../../queries/allocation-rule-queries';
import { calculationQueries } from '../../queries/calculation-queries';
import { fundQueries } from '../../queries/fund-queries';
import { RulesEditor } from './RulesEditor';
import {
  toGraphInput,
  type RuleGraphFormOutput,
  type ruleGraphFormSchema,
} from './rule-graph-form-schema';

type Form = FormStore<typeof ruleGraphFormSchema>;

/** Name, description, effective date and the rules of a graph. */
export function RuleGraphFields({ form, fundFamilyId }: { form: Form; fundFamilyId: string }) {
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data: entities = [] } = useQuery(fundQueries.entities(fundFamilyId));
  const { data: calculations = [] } = useQuery(calculationQueries.family(fundFamilyId));
  const entityOptions = entities.map((e) => ({ value: e.id, label: e.name }));
  return (
    <div>
      <div className={css({ display: 'grid', gridTemplateColumns: '2fr 1fr', columnGap: '4' })}>
        <Field of={form} path={['name']}>
          {(field) => <TextControl field={field} id="rule-graph-name" label="Name" />}
        </Field>
        <Field of={form} path={['effective_date']}>
          {(field) => (
            <TextControl
              field={field}
              id="rule-graph-effective-date"
              label="Effective date"
              type="date"
              hint="The rules allocate from this date; an earlier date re-allocates what came after"
            />
          )}
        </Field>
      </div>
      <Field of={form} path={['description']}>
        {(field) => <TextControl field={field} id="rule-graph-description" label="Description" />}
      </Field>
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Rules</h2>
      <RulesEditor
        form={form}
        parents={[{ value: fundFamilyId, label: fund?.name ?? 'Fund family' }, ...entityOptions]}
        entities={entityOptions}
        calculations={calculations.map((c) => ({ value: c.id, label: c.display_name }))}
      />
    </div>
  );
}

/** Saves the form (create or edit), maps the server's field errors, and opens the saved graph. */
export function useSubmitRuleGraph(
  form: Form,
  fundFamilyId: string,
  graph: AllocationRuleGraph | null,
) {
  const save = useSaveRuleGraph(fundFamilyId, graph?.id ?? null);
  const [, navigate] = useLocation();
  return async (output: RuleGraphFormOutput) => {
    try {
      const saved = await save.mutateAsync(toGraphInput(output));
      reset(form, { initialInput: output });
      navigate(`/fund-family/${fundFamilyId}/structure/rule/${saved.id}/rule-graph-details`, {
        state: { skipBlocker: true },
      });
      setTimeout(() => toaster.create({ type: 'success', title: `${saved.name} saved` }), 100);
    } catch (error) {
      await reportServerErrors(error, (path, message) => {
        // The API's dotted paths ("rules.0.children.1.percent") are the form's paths too.
        const keys = path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
        setErrors(form, { path: keys as unknown as ['name'], errors: [message] });
        return true;
      });
      throw error;
    }
  };
}
