import * as v from 'valibot';
import type { AuditStep } from '../domain/money';
import { isoDateSchema, positiveCentsSchema, requiredText, uuidSchema } from './money-input';

/**
 * Bases a rule graph can be saved with: pro rata by commitment, fixed percentages, or pro rata
 * by the value a calculation of the fund family gives each commitment on the allocation date
 * (a fee basis, say).
 */
export const allocationRuleBases = ['commitment', 'fixed_percentages', 'calculation'] as const;
export type AllocationRuleBasis = (typeof allocationRuleBases)[number];

/** A percentage as typed: up to 6 decimals, so a sum of exactly 100 can be checked exactly. */
const percentSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,3}(\.\d{1,6})?$/, 'Must be valid percentage'),
);

/**
 * One rule of a graph: what reaches `parent_id` (the fund family at the top, or a fund entity)
 * flows on to the listed fund entities and, for a fund entity, to its own commitments.
 */
export const allocationRuleSchema = v.object({
  parent_id: uuidSchema,
  basis: v.picklist(allocationRuleBases, 'Invalid'),
  /** The calculation a rule on the calculation basis allocates by; null on other bases. */
  calculation_id: v.optional(v.nullable(uuidSchema)),
  children: v.array(
    v.object({
      child_id: uuidSchema,
      percent: v.nullable(percentSchema),
    }),
  ),
});
export type AllocationRuleInput = v.InferOutput<typeof allocationRuleSchema>;

export const allocationRuleGraphSchema = v.object({
  name: requiredText(),
  description: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1000))),
  /** The rules apply to allocations on and after this date. */
  effective_date: isoDateSchema,
  rules: v.pipe(v.array(allocationRuleSchema), v.minLength(1, 'At least 1 items')),
});
export type AllocationRuleGraphInput = v.InferOutput<typeof allocationRuleGraphSchema>;

/** A version of a graph: the rules from its effective date until the next version's. */
export type AllocationRuleGraphVersion = {
  id: string;
  version: number;
  effective_date: string;
  rules: AllocationRuleInput[];
  /** The allocation_rule_change event holding its deemed equalization, when one was posted. */
  fund_family_event_id: string | null;
  created_at: string;
};

export type AllocationRuleGraph = {
  id: string;
  fund_family_id: string;
  name: string;
  description: string | null;
  /** The latest version's effective date and rules. */
  effective_date: string;
  rules: AllocationRuleInput[];
  versions: AllocationRuleGraphVersion[];
};

export type AllocationRuleGraphSummary = {
  id: string;
  name: string;
  description: string | null;
  effective_date: string;
  version_count: number;
  /** "Fund family → 3 entities, fixed percentages" and so on, one line per rule. */
  rule_lines: string[];
};

/** One commitment's change from re-allocating earlier transactions under the edited rules. */
export type DeemedEqualizationLine = {
  commitment_id: string;
  investor_entity_name: string;
  fund_entity_name: string;
  amount_cents: number;
};

/** The three parts of an edit's deemed equalization, each with how it was computed. */
export type DeemedEqualizationPart = {
  lines: DeemedEqualizationLine[];
  /** Transactions re-allocated, with their deltas. */
  transactions: { transaction: string; date: string; code: string; total_cents: number }[];
  audit: AuditStep[];
};

export type DeemedEqualizationPreview = {
  effective_date: string;
  capital: DeemedEqualizationPart;
  non_capital: DeemedEqualizationPart;
  fee_true_up: DeemedEqualizationPart;
};

export const allocationsPlaygroundSchema = v.object({
  /** Null: the default rule, pro rata by commitment. */
  allocation_rule_graph_id: v.nullable(uuidSchema),
  amount_cents: positiveCentsSchema,
  date: isoDateSchema,
});
export type AllocationsPlaygroundInput = v.InferOutput<typeof allocationsPlaygroundSchema>;

/** One hop of the path a node's cents took, with the arithmetic behind it. */
export type AllocationPathHop = {
  from: string;
  to: string;
  basis: string;
  /** The weights are commitments in cents (pro rata by commitment), shown as money. */
  weight_is_money: boolean;
  parent_amount_cents: number;
  weight: string;
  weight_total: string;
  exact: string;
  amount_cents: number;
};

export type AllocationsPlaygroundRow = {
  id: string;
  kind: 'fund_family' | 'fund_entity' | 'commitment';
  name: string;
  /** The fund entity a commitment is made to; null otherwise. */
  fund_entity_name: string | null;
  amount_cents: number;
  paths: AllocationPathHop[][];
};

export type AllocationsPlaygroundResult = {
  amount_cents: number;
  /** What reached commitments; equals the amount unless part stopped at an entity without any. */
  allocated_to_commitments_cents: number;
  rows: AllocationsPlaygroundRow[];
  audit: AuditStep[];
};

export const closingAllocationRuleSchema = v.object({
  allocation_rule_graph_id: v.nullable(uuidSchema),
});

/** The rule graph a closing's allocations use (spec §2 closing tab "closing allocation rules"). */
export type ClosingAllocationRule = {
  allocation_rule_graph_id: string | null;
  /** "Default: pro rata by commitment" when no graph is picked. */
  name: string;
  effective_date: string | null;
  rule_lines: string[];
  /** How an amount allocated on the closing date splits, commitments of this closing included. */
  preview: AllocationsPlaygroundResult;
  can_change: boolean;
};

/** One commitment's change from re-spreading one earlier non-capital item at a closing. */
export type NonCapitalEqualizationLine = {
  item: string;
  kind: 'expense' | 'management_fee' | 'distribution';
  date: string;
  commitment_id: string;
  investor_entity_name: string;
  role: 'admitted' | 'existing';
  amount_cents: number;
};

export type ClosingNonCapitalEqualization = {
  lines: NonCapitalEqualizationLine[];
  /** Admitted commitments' share of earlier fees, due to the manager. */
  to_manager_cents: number;
  audit: AuditStep[];
  /** True once finalized: the lines are the posted ledger rows. */
  posted: boolean;
};
