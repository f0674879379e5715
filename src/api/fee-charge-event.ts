import * as v from 'valibot';
import type { FeeChargeEventActionName } from '../../machines/fee-charge-event.machine';
import type { FeePeriod } from '../domain/fees';
import type { AuditStep } from '../domain/money';
import type { FeeCall } from './fee-call';
import type { FeeLateAdjustmentLedger } from './fee-late-adjustment';
import { offsetTypes } from './fees';
import { isoDateSchema, uuidSchema } from './money-input';

const centsSchema = v.pipe(
  v.number('Must be valid number'),
  v.safeInteger('Must be valid number'),
  v.minValue(0, 'greater than or equal to 0'),
);

/** POST /fee-charge-event/: draft a fee's charge for the posting period starting on a date. */
export const feeChargeEventCreateSchema = v.object({
  fund_family_id: uuidSchema,
  fee_id: uuidSchema,
  period_start: isoDateSchema,
});
export type FeeChargeEventCreate = v.InferOutput<typeof feeChargeEventCreateSchema>;

/** A fund-level offset (fee income or org costs) the draft takes, in cents. */
export const feeChargeOffsetSchema = v.object({
  type: v.picklist(offsetTypes, 'Invalid'),
  amount_cents: centsSchema,
  date: isoDateSchema,
  description: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});

/** A waiver the GP grants a commitment for the period, in cents. */
export const feeChargeWaiverSchema = v.object({
  commitment_id: uuidSchema,
  amount_cents: centsSchema,
});

/** POST fee-offset-applications/: the draft's offsets and waivers (replaces both lists). */
export const feeChargeEventInputsSchema = v.object({
  offsets: v.pipe(v.array(feeChargeOffsetSchema), v.maxLength(500)),
  waivers: v.pipe(v.array(feeChargeWaiverSchema), v.maxLength(20_000)),
});
export type FeeChargeEventInputs = v.InferOutput<typeof feeChargeEventInputsSchema>;

/**
 * One LP's figures. The engine's steps behind them ("how it was computed") are fetched per LP
 * (FeeChargeLineWorking): with them, a charge over 10,000 commitments answered 17 MB.
 */
export type FeeChargeLine = {
  commitment_id: string;
  investor_entity_name: string;
  fund_entity_name: string;
  class_name: string | null;
  /** Decimal cents: the basis the rate applied to (day-weighted averages are rarely whole). */
  basis: string;
  rate_percent: string;
  gross_cents: number;
  offsets_recognized_cents: number;
  offsets_applied_cents: number;
  waivers_applied_cents: number;
  net_cents: number;
  carried_forward: { offsets_cents: number; waivers_cents: number };
};

/** GET /fee-charge-event/{id}/line/{commitmentId}/: how one LP's gross and net were computed. */
export type FeeChargeLineWorking = {
  commitment_id: string;
  gross_audit: AuditStep[];
  application_audit: AuditStep[];
};

/** One proven invariant of the event, shown on the review step and recorded at publishing. */
export type FeeChargeCheck = { id: string; label: string; passed: boolean; detail: string };

export type FeeChargeTotals = {
  gross_cents: number;
  offsets_applied_cents: number;
  waivers_applied_cents: number;
  net_cents: number;
};

/** A ledger row the event posts (or posted), summed per code. */
export type FeeChargeLedgerSummary = { code: string; display_name: string; amount_cents: number };

/** GET /fee-charge-event/{id}/: the event and its computed figures. */
export type FeeChargeEventView = {
  id: string;
  fund_family_id: string;
  fee_id: string;
  fee_name: string;
  name: string;
  state: 'draft' | 'published';
  period: FeePeriod;
  effective_date: string;
  currency: string;
  terms: Record<string, string>;
  offsets: v.InferOutput<typeof feeChargeOffsetSchema>[];
  waivers: v.InferOutput<typeof feeChargeWaiverSchema>[];
  lines: FeeChargeLine[];
  totals: FeeChargeTotals;
  checks: FeeChargeCheck[];
  /** What publishing posts (a draft) or posted (published, read back from the ledger). */
  ledger: FeeChargeLedgerSummary[];
  /** Published: the rows each applied late adjustment posted, per code, oldest first. */
  late_adjustment_ledgers: FeeLateAdjustmentLedger[];
  /** Published with applied late adjustments: the totals with their changes; null otherwise. */
  totals_with_late_adjustments: FeeChargeTotals | null;
  audit: AuditStep[];
  prepared_by: string | null;
  published_by: string | null;
  published_at: string | null;
  actions: FeeChargeEventActionName[];
  /** The customer's maker-checker setting (the machine's preparerMayApprove fact). */
  preparer_may_approve: boolean;
  /** Why publish is not offered to this user, in words. */
  publish_refusals: string[];
  /** The capital call drafted to collect this published charge (POST call-for-fees/), if any. */
  fee_call: FeeCall | null;
};

/** A row of the postings tab (GET /fee-charge-event/list). */
export type FeeChargeEventListItem = {
  id: string;
  name: string;
  fee_name: string;
  state: 'draft' | 'published';
  period: FeePeriod;
  effective_date: string;
  /** Published: read back from its ledger rows; a draft: what publishing it would post now. */
  gross_cents: number;
  offsets_applied_cents: number;
  waivers_applied_cents: number;
  net_cents: number;
  created_by: { user_id: string; name: string } | null;
  /** The offsets and waivers entered on the event (the dashboard's offsets-waivers tab). */
  offsets: v.InferOutput<typeof feeChargeOffsetSchema>[];
  waivers: (v.InferOutput<typeof feeChargeWaiverSchema> & { investor_entity_name: string })[];
};

/** GET /fee-charge-event/fee-period-select/: the fee's periods and whether each is free. */
export type FeePeriodOption = FeePeriod & { label: string; taken_by: string | null };
export type FeePeriodSelect = { fee_id: string; fee_name: string; periods: FeePeriodOption[] };

export const feeChargeEventListQuerySchema = v.object({ fund_family_id: uuidSchema });
export const feePeriodSelectQuerySchema = v.object({
  fund_family_id: uuidSchema,
  fee_id: v.optional(uuidSchema),
});
