import * as v from 'valibot';
import type { AuditStep } from '../domain';
import { DAY_OF_TIMINGS, type DayOfTiming } from '../domain/transfer/transfer-processing-date';
import type { TransferActionName, TransferState } from '../../machines/transfer.machine';
import { isoDateSchema, positiveCentsSchema, uuidSchema } from './money-input';

export { DAY_OF_TIMINGS as dayOfTimings };

/** Spec §2 investor-transfers setup, step "details/create": who transfers, and when. */
export const createInvestorTransferSchema = v.object({
  fund_family_id: uuidSchema,
  transferor_commitment_id: uuidSchema,
  transfer_date: isoDateSchema,
  day_of_timing: v.picklist(DAY_OF_TIMINGS, 'Invalid'),
});
export type CreateInvestorTransfer = v.InferOutput<typeof createInvestorTransferSchema>;

export const updateInvestorTransferSchema = v.object({
  transfer_date: isoDateSchema,
  day_of_timing: v.picklist(DAY_OF_TIMINGS, 'Invalid'),
});
export type UpdateInvestorTransfer = v.InferOutput<typeof updateInvestorTransferSchema>;

/** Step "transferees": each receiving investor entity and the commitment amount it receives. */
export const investorTransfereesSchema = v.object({
  transferees: v.pipe(
    v.array(
      v.object({
        investor_entity_id: uuidSchema,
        amount_cents: positiveCentsSchema,
      }),
    ),
    v.minLength(1, 'At least 1 items'),
    v.check(
      (list) => new Set(list.map((t) => t.investor_entity_id)).size === list.length,
      'Each investor entity can receive only once.',
    ),
  ),
});
export type InvestorTransferees = v.InferOutput<typeof investorTransfereesSchema>;

export type InvestorTransferParty = {
  commitment_id: string | null;
  investor_entity_id: string;
  investor_entity_name: string;
};

/** One code's balance and how it moves: the transferor gives, each transferee (by entity id) gets. */
export type InvestorTransferMove = {
  code: string;
  code_display_name: string;
  balance_cents: number;
  transferor_cents: number;
  retained_cents: number;
  transferees: Record<string, number>;
};

export type InvestorTransfer = {
  id: string;
  fund_family_id: string;
  state: TransferState;
  transfer_date: string;
  day_of_timing: DayOfTiming;
  /** When processed: the date used; before that: the date processing would use today. */
  processing_date: string;
  processing_timing: DayOfTiming;
  backdated: boolean;
  /** The transfer date has come (processing now is possible; otherwise it can be scheduled). */
  due: boolean;
  currency: 'EUR' | 'GBP' | 'USD';
  transferor: InvestorTransferParty & { owning_entity_name: string; committed_cents: number };
  transferees: (InvestorTransferParty & { amount_cents: number })[];
  transferred_cents: number;
  /** How each posted balance moves (kept as posted once processed). */
  moves: InvestorTransferMove[];
  /** Outstanding (draft) rows of the transferor: they stay with it until a capital event settles them. */
  outstanding: { code: string; amount_cents: number }[];
  /** Why the moves cannot be computed right now (e.g. the amounts exceed the commitment). */
  problem: string | null;
  audit: AuditStep[];
  available_actions: TransferActionName[];
};
