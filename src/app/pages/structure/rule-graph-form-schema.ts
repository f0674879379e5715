import * as v from 'valibot';
import {
  allocationRuleBases,
  type AllocationRuleGraph,
  type AllocationRuleGraphInput,
} from '../../../api/allocation-rules';
import { isoDateSchema, requiredText } from '../../../api/money-input';
import '../../../api/validation-messages';

/** The rule graph form: the API's shape with text inputs (empty description, empty percent). */
export const ruleGraphFormSchema = v.object({
  name: requiredText(),
  description: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
  effective_date: isoDateSchema,
  rules: v.pipe(
    v.array(
      v.object({
        parent_id: v.pipe(v.string(), v.nonEmpty('Required')),
        basis: v.picklist(allocationRuleBases, 'Invalid'),
        children: v.array(
          v.object({
            child_id: v.pipe(v.string(), v.nonEmpty('Required')),
            percent: v.pipe(v.string(), v.trim()),
          }),
        ),
      }),
    ),
    v.minLength(1, 'At least 1 items'),
  ),
});
export type RuleGraphFormInput = v.InferInput<typeof ruleGraphFormSchema>;
export type RuleGraphFormOutput = v.InferOutput<typeof ruleGraphFormSchema>;

export const toFormInput = (
  graph: AllocationRuleGraph | null,
  fundFamilyId: string,
  today: string,
): RuleGraphFormInput =>
  graph
    ? {
        name: graph.name,
        description: graph.description ?? '',
        effective_date: graph.effective_date,
        rules: graph.rules.map((rule) => ({
          parent_id: rule.parent_id,
          basis: rule.basis,
          children: rule.children.map((c) => ({ child_id: c.child_id, percent: c.percent ?? '' })),
        })),
      }
    : {
        name: '',
        description: '',
        effective_date: today,
        rules: [{ parent_id: fundFamilyId, basis: 'fixed_percentages', children: [] }],
      };

/** Percentages only travel with fixed-percentage rules; the API keeps them null otherwise. */
export const toGraphInput = (output: RuleGraphFormOutput): AllocationRuleGraphInput => ({
  name: output.name,
  description: output.description || null,
  effective_date: output.effective_date,
  rules: output.rules.map((rule) => ({
    parent_id: rule.parent_id,
    basis: rule.basis,
    children: rule.children.map((c) => ({
      child_id: c.child_id,
      percent: rule.basis === 'fixed_percentages' ? c.percent || null : null,
    })),
  })),
});
