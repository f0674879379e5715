import type { AuditStep } from '../domain';
import * as v from 'valibot';
import { ENTITY_FUNCTIONAL_TYPES } from '../domain/allocation-graph/types';
import type { ClosingEqualizationOverride } from './closing-overrides';
import { isoDateSchema, positiveCentsSchema, requiredText } from './money-input';

/** Entity functional types (spec §3 Enumerations), one list for the domain and the API. */
export const functionalTypes = ENTITY_FUNCTIONAL_TYPES;
/** The fund's general partner: a fund entity of these types can hold the GP commitment. */
export const gpFunctionalTypes: readonly string[] = [
  'general_partner',
  'general_partner_and_special_limited_partner',
] satisfies (typeof ENTITY_FUNCTIONAL_TYPES)[number][];

/** Entity legal types (spec §3 Enumerations). */
export const legalTypes = [
  'benefit_corporation',
  'c_corporation',
  'individual',
  'irrevocable_trust',
  'limited_partnership',
  'llc',
  'lllp',
  'llp',
  'non_legal_entity',
  'non_profit_corporation',
  'revocable_trust',
  's_corporation',
  'sole_proprietorship',
] as const;

export const currencies = ['EUR', 'GBP', 'USD'] as const;

/**
 * Spec §3 "Capital call methodology: gross or net fees": a call's computed management fee line
 * charges each LP its gross fee, or its net fee (gross − offsets applied − waivers applied).
 */
export const capitalCallMethodologies = ['gross', 'net'] as const;
export type CapitalCallMethodology = (typeof capitalCallMethodologies)[number];

export const fundFamilyConfigSchema = v.object({
  currency: v.picklist(currencies, 'Invalid'),
  rounding_methodology: v.picklist(['cents', 'dollar'], 'Invalid'),
  rounding_partner_ordering: v.picklist(
    ['largest_allocation', 'gp_then_largest_allocation'],
    'Invalid',
  ),
  capital_call_methodology: v.picklist(capitalCallMethodologies, 'Invalid'),
  equalization_interest_methodology: v.nullable(
    v.picklist(['irr', 'simple_interest', 'simple_interest_plus_one'], 'Invalid'),
  ),
  equalization_interest_rate_percent: v.nullable(
    v.pipe(
      v.number(),
      v.minValue(0, 'Greater than or equal to 0'),
      v.maxValue(100, 'Less than or equal to 100'),
    ),
  ),
  target_raise_cents: v.nullable(positiveCentsSchema),
  target_close_date: v.nullable(isoDateSchema),
  phase: v.nullable(v.pipe(v.string(), v.maxLength(100))),
});
export type FundFamilyConfig = v.InferOutput<typeof fundFamilyConfigSchema>;

export const createFundEntitySchema = v.object({
  name: requiredText(),
  short_name: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50))),
  functional_type: v.picklist(functionalTypes, 'Invalid'),
  legal_type: v.picklist(legalTypes, 'Invalid'),
});
export type CreateFundEntity = v.InferOutput<typeof createFundEntitySchema>;

export type FundEntity = CreateFundEntity & { id: string; fund_family_id: string };

export const createInvestorSchema = v.object({
  name: requiredText(),
  external_id: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  primary_contact_email: v.nullable(v.pipe(v.string(), v.trim(), v.email('Must be valid email'))),
  entity: v.object({
    full_name: requiredText(),
    legal_type: v.picklist(legalTypes, 'Invalid'),
  }),
});
export type CreateInvestor = v.InferOutput<typeof createInvestorSchema>;

export type InvestorEntity = {
  id: string;
  investor_id: string;
  full_name: string;
  legal_type: string;
};
export type Investor = {
  id: string;
  name: string;
  external_id: string | null;
  primary_contact_email: string | null;
  entities: InvestorEntity[];
};

export const createClosingSchema = v.object({
  fund_family_id: v.pipe(v.string(), v.uuid('Invalid')),
  name: requiredText(),
  closing_date: isoDateSchema,
});
export type CreateClosing = v.InferOutput<typeof createClosingSchema>;

export const addClosingCommitmentSchema = v.object({
  investor_entity_id: v.pipe(v.string(), v.uuid('Invalid')),
  owning_entity_id: v.pipe(v.string(), v.uuid('Invalid')),
  amount_cents: positiveCentsSchema,
  is_gp: v.optional(v.boolean(), false),
  /** Optional commitment class; none means the fund's default fees and waterfall. */
  investor_class_id: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Invalid'))), null),
});
export type AddClosingCommitment = v.InferOutput<typeof addClosingCommitmentSchema>;

export const removeClosingCommitmentSchema = v.object({
  commitment_id: v.pipe(v.string(), v.uuid('Invalid')),
});

export type ClosingCommitment = {
  commitment_id: string;
  investor_entity_id: string;
  investor_entity_name: string;
  owning_entity_id: string;
  owning_entity_name: string;
  amount_cents: number;
  is_gp: boolean;
  /** The commitment class, if any (null: the fund's defaults). */
  investor_class_name?: string | null;
  /** Capital equalization set by hand in the closing, or null: the computed amount. */
  equalization_override_cents: number | null;
};

/** One equalization line computed for a subsequent close, with how it was computed. */
export type ClosingEqualizationLine = {
  commitment_id: string;
  investor_entity_name: string;
  role: 'admitted' | 'existing';
  amount_cents: number;
  /**
   * Admitted: the amount is an override set by hand. Existing: the amount was re-allocated from
   * what the admitted pay with their overrides.
   */
  overridden: boolean;
  /** The amount without any override, while it is still computed (not once finalized). */
  computed_amount_cents: number | null;
};

/** What one admitted commitment owes the manager: the fees it would have paid since the fee start. */
export type ClosingFeeTrueUp = {
  commitment_id: string;
  investor_entity_name: string;
  amount_cents: number;
};

/**
 * Equalization interest (model LPA §5.1) of one commitment: what an admitted one pays on its
 * equalization, what an existing one receives. Not a capital contribution.
 */
export type ClosingEqualizationInterestLine = {
  commitment_id: string;
  investor_entity_name: string;
  role: 'admitted' | 'existing';
  amount_cents: number;
};

export type Closing = {
  id: string;
  fund_family_id: string;
  name: string;
  closing_date: string;
  state: 'draft' | 'sent_for_approval' | 'complete' | 'finalized' | 'discarded';
  is_first_close: boolean;
  commitments: ClosingCommitment[];
  total_cents: number;
  equalization: ClosingEqualizationLine[];
  /** True while admitted commitments owe equalization no capital event has settled yet. */
  equalization_outstanding: boolean;
  /** Equalization interest paid and received: outstanding like the equalization once finalized. */
  equalization_interest: ClosingEqualizationInterestLine[];
  /** How the interest was computed, call by call (kept when finalized). */
  equalization_interest_audit: AuditStep[];
  /** Why there is no equalization interest (no methodology or rate set…), or null. */
  equalization_interest_note: string | null;
  /** The management fee each admitted commitment owes since the fee start: posted when finalized. */
  fee_true_ups: ClosingFeeTrueUp[];
  /** How the equalization and fee true-ups were computed (kept with the posting when finalized). */
  equalization_audit: AuditStep[];
  /** How the fee true-ups were computed from the stored fee terms (kept when finalized). */
  fee_true_up_audit: AuditStep[];
  /** Why there is no fee true-up (first close, no management fee configured…), or null. */
  fee_true_up_note: string | null;
  /** The admitted commitments whose capital equalization can be set by hand, with their amounts. */
  equalization_overrides: ClosingEqualizationOverride[];
  /** Transitions the closing machine allows from here, for the buttons. */
  available_actions: ClosingAction[];
  /** Who sent it for approval (its preparer), once sent; null for a draft. */
  sent_for_approval_by: ClosingPerson | null;
  /** Who approved it, once complete. */
  approved_by: ClosingPerson | null;
  /**
   * Why the requesting user may not approve it (maker-checker: they sent it for approval and the
   * customer does not let preparers approve), or null.
   */
  approval_refusal: string | null;
};

export type ClosingPerson = { id: string; name: string };

export const closingActions = [
  'send-for-approval',
  'reject',
  'complete',
  'finalize',
  'discard',
] as const;
export type ClosingAction = (typeof closingActions)[number];

/** A commitment as the ledger knows it: its amount is the sum of its commitment rows. */
export type CommitmentInformation = {
  commitment_id: string;
  investor_entity_name: string;
  owning_entity_name: string;
  committed_cents: number;
  contributed_cents: number;
  unfunded_cents: number;
  /** Outstanding capital equalization, each side positive (interest apart, not capital). */
  equalization_to_pay_cents: number;
  equalization_to_receive_cents: number;
  closing_name: string | null;
};

/** Transaction code configuration with the flags of spec §3. */
export type TransactionCode = {
  id: string;
  name: string;
  display_name: string;
  classification: string;
  affects_equalization_interest: boolean;
  affects_fee_accrual_interest: boolean;
  affects_gross_irr: boolean;
  affects_nav: boolean;
  affects_net_irr: boolean;
  affects_waterfall: boolean;
  is_recallable: boolean;
  should_get_equalized: boolean;
};
