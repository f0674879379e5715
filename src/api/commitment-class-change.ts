import * as v from 'valibot';
import type { AuditStep } from '../domain/money';
import { isoDateSchema, uuidSchema } from './money-input';

/** PUT …/change-commitment-class/{commitmentId}/{eventId}/: the draft's class and date. */
export const classChangeInputSchema = v.object({
  /** Null: out of every class, onto the fund's default terms. */
  to_investor_class_id: v.nullable(uuidSchema),
  effective_date: isoDateSchema,
});
export type ClassChangeInput = v.InferOutput<typeof classChangeInputSchema>;

/** POST /fund-family/{id}/change-commitment-class/: a draft class change of one commitment. */
export const classChangeCreateSchema = v.object({
  commitment_id: uuidSchema,
  ...classChangeInputSchema.entries,
});

export type ClassRef = { id: string; name: string } | null;

export type ClassChangeFeeLine = {
  start: string;
  end: string;
  old_cents: number;
  new_cents: number;
  adjustment_cents: number;
  old_audit: AuditStep[];
  new_audit: AuditStep[];
};

export type ClassChangeFee = {
  fee_id: string;
  fee_name: string;
  true_up_eligible: boolean;
  lines: ClassChangeFeeLine[];
  total_cents: number;
  audit: AuditStep[];
};

/** Step "fee true-up": the fees from the effective date at the new class's terms less the old's. */
export type ClassChangeFeeTrueUp = {
  /** The last day charged fees cover (in advance: the end of today's period); null: none yet. */
  through: string | null;
  fees: ClassChangeFee[];
  total_cents: number;
  /** Why the true-up cannot be computed (a missing rate, a failing basis); blocks finalizing. */
  problem: string | null;
};

export type ClassEconomicsDifference = { term: string; from: string; to: string };

/** Step "equalization": what differs between the classes and what moves between them. */
export type ClassChangeEqualization = {
  same_economics: boolean;
  differences: ClassEconomicsDifference[];
  amount_cents: number;
  explanation: string;
};

export type ClassChangeView = {
  id: string;
  fund_family_id: string;
  fund_family_event_id: string;
  commitment_id: string;
  investor_entity_name: string;
  owning_entity_name: string;
  currency: string;
  from_class: ClassRef;
  to_class: ClassRef;
  effective_date: string;
  state: 'draft' | 'finalized';
  finalized_at: string | null;
  class_options: { id: string; name: string }[];
  fee_true_up: ClassChangeFeeTrueUp;
  equalization: ClassChangeEqualization;
};

/** GET …/change-commitment-class/{commitmentId}/historical/: finalized changes, newest first. */
export type ClassChangeHistoryItem = {
  id: string;
  fund_family_event_id: string;
  from_class_name: string | null;
  to_class_name: string | null;
  effective_date: string;
  finalized_at: string;
  posted_fee_true_up_cents: number;
};

export type ClassChangeHistory = {
  commitment_id: string;
  investor_entity_name: string;
  currency: string;
  current_class_name: string | null;
  draft: {
    fund_family_event_id: string;
    to_class_name: string | null;
    effective_date: string;
  } | null;
  changes: ClassChangeHistoryItem[];
};
