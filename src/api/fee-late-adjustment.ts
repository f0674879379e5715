import * as v from 'valibot';
import type { AuditStep } from '../domain/money';
import type { FeeChargeCheck, FeeChargeLedgerSummary, FeeChargeTotals } from './fee-charge-event';
import { feeChargeOffsetSchema, feeChargeWaiverSchema } from './fee-charge-event';

/** The screens a late adjustment is made on (spec §2 late-offsets and late-waivers). */
export type FeeLateAdjustmentKind = 'late_offsets' | 'late_waivers';

/**
 * POST create-late-offset-adjustment-event/ and create-late-cashless-contribution-waiver-
 * adjustment-event/, and PUT late-adjustment-event/{id}/: the late items (replacing both lists).
 */
export const feeLateAdjustmentInputsSchema = v.object({
  offsets: v.pipe(v.array(feeChargeOffsetSchema), v.maxLength(500)),
  waivers: v.pipe(v.array(feeChargeWaiverSchema), v.maxLength(20_000)),
});
export type FeeLateAdjustmentInputs = v.InferOutput<typeof feeLateAdjustmentInputsSchema>;

/** Draft, then applied (its differences posted) or discarded (nothing posted). */
export type FeeLateAdjustmentState = 'draft' | 'applied' | 'discarded';

/** One side of an LP's figures: as published (and earlier adjustments), or after the late items. */
export type FeeLateAdjustmentFigures = {
  gross_cents: number;
  offsets_applied_cents: number;
  waivers_applied_cents: number;
  net_cents: number;
};

/** One LP's review line, each figure with how it was computed (the engine's steps). */
export type FeeLateAdjustmentLine = {
  commitment_id: string;
  investor_entity_name: string;
  late_offsets_cents: number;
  late_waivers_cents: number;
  published: FeeLateAdjustmentFigures;
  after: FeeLateAdjustmentFigures;
  /** after − published; a negative net is a credit to the LP. */
  change: Omit<FeeLateAdjustmentFigures, 'gross_cents'>;
  published_audit: AuditStep[];
  after_audit: AuditStep[];
};

/** GET late-adjustment-event/{id}/: the draft's inputs and its review. */
export type FeeLateAdjustmentView = {
  id: string;
  fee_charge_event_id: string;
  fee_charge_event_name: string;
  fund_family_id: string;
  name: string;
  kind: FeeLateAdjustmentKind;
  state: FeeLateAdjustmentState;
  effective_date: string;
  currency: string;
  offsets: v.InferOutput<typeof feeChargeOffsetSchema>[];
  waivers: v.InferOutput<typeof feeChargeWaiverSchema>[];
  lines: FeeLateAdjustmentLine[];
  totals: { published: FeeChargeTotals; after: FeeChargeTotals; change: FeeChargeTotals };
  /** What applying posts (draft) or posted (applied), per code. */
  ledger: FeeChargeLedgerSummary[];
  checks: FeeChargeCheck[];
  /** The allocation of the late offsets and each LP's change, step by step. */
  audit: AuditStep[];
  prepared_by: string | null;
  /** Its preparers (maker-checker) and the customer's rule: the feeLateAdjustment machine's facts. */
  created_by: string | null;
  updated_by: string | null;
  preparer_may_approve: boolean;
  applied_by: string | null;
  applied_at: string | null;
  /** What the machine allows this user (apply: with the approve permission). */
  actions: ('edit' | 'apply' | 'discard' | 'delete')[];
  /** Why apply is not offered to this user, in words. */
  apply_refusals: string[];
};

/** An applied late adjustment's rows on the ledger per code (the posted charge's ledger card). */
export type FeeLateAdjustmentLedger = {
  id: string;
  name: string;
  kind: FeeLateAdjustmentKind;
  applied_at: string | null;
  ledger: FeeChargeLedgerSummary[];
  /** What its rows changed in the fee's totals (gross, offsets and waivers applied, net). */
  totals_change: FeeChargeTotals;
};

/** GET late-adjustment-event/: a published charge's late adjustments (its posted page lists them). */
export type FeeLateAdjustmentListItem = {
  id: string;
  name: string;
  kind: FeeLateAdjustmentKind;
  state: FeeLateAdjustmentState;
  net_change_cents: number;
  created_at: string;
};
