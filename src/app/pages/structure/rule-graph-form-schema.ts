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
      v.pipe(
        v.object({
          parent_id: v.pipe(v.string(), v.nonEmpty('Required')),
          basis: v.picklist(allocationRuleBases, 'Invalid'),
          /** Empty unless the basis is a calculation. */
          calculation_id: v.string(),
          children: v.array(
            v.object({
              child_id: v.pipe(v.string(), v.nonEmpty('Required')),
              percent: v.pipe(v.string(), v.trim()),
            }),
          ),
        }),
        v.forward(
          v.check((rule) => rule.basis !== 'calculation' || rule.calculation_id !== '', 'Required'),
          ['calculation_id'],
        ),
      ),
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
          calculation_id: rule.calculation_id ?? '',
          children: rule.children.map((c) => ({ child_id: c.child_id, percent: c.percent ?? '' })),
        })),
      }
    : {
        name: '',
        description: '',
        effective_date: today,
        rules: [
          { parent_id: fundFamilyId, basis: 'fixed_percentages', calculation_id: '', children: [] },
        ],
      };

/** Percentages travel only with fixed-percentage rules, a calculation only with its basis. */
export const toGraphInput = (output: RuleGraphFormOutput): AllocationRuleGraphInput => ({
  name: output.name,
  description: output.description || null,
  effective_date: output.effective_date,
  rules: output.rules.map((rule) => ({
    parent_id: rule.parent_id,
    basis: rule.basis,
    calculation_id: rule.basis === 'calculation' ? rule.calculation_id : null,
    children: rule.children.map((c) => ({
      child_id: c.child_id,
      percent: rule.basis === 'fixed_percentages' ? c.percent || null : null,
    })),
  })),
});
