import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  equalizeCapital,
  type AuditStep,
  type EarlierCall,
  type EqualizationCommitment,
  type EqualizationPayment,
} from '../../domain';
import type { Database } from '../db/database';
import { overrideEntityEqualization } from './closing-equalization-overrides';
import { postedAsOf } from '../ledger/posted-ledger';
import { contributedCapital, refundSteps } from './equalization-contributions';
import { withTransferTwins } from '../investor-transfer/transfer-codes';
import { fund_entities, fund_family_events, transaction_codes, transactions } from '../db/schema';
import { investorNamesOf } from '../commitment/commitment-investor-names';

export type AdmittedCommitment = {
  id: string;
  owningEntityId: string;
  amount: number;
  isGp: boolean;
  /** For the audit of an override. */
  name: string;
  /** Capital equalization set by hand in the draft closing, or null: the computed amount. */
  override: number | null;
};

/** One fund entity's equalization as equalization interest is computed on it. */
export type InterestBasis = {
  entityName: string;
  /** The computed payments, call line by call line, fee portions included (they bear none). */
  payments: EqualizationPayment[];
  /** Per admitted commitment: capital equalization computed, and paid (an override if set). */
  computedPaid: Record<string, number>;
  paid: Record<string, number>;
  existing: EqualizationCommitment[];
};

export type EqualizationOutcome = {
  /**
   * Per commitment, positive: the capital an admitted commitment pays in equalization, and
   * what an existing one gets back (the two sum to the same amount).
   */
  admitted: Record<string, number>;
  existing: Record<string, number>;
  /**
   * Per admitted commitment that equalizes (its fund entity has existing commitments and
   * earlier equalized calls): the capital equalization computed, before any override.
   */
  computedAdmitted: Record<string, number>;
  /** Per existing commitment: what it would get back without the overrides. */
  computedExisting: Record<string, number>;
  /** Admitted commitments paying an override, and existing ones re-allocated because of it. */
  overridden: string[];
  reallocated: string[];
  /** Per admitted commitment: its share of earlier management fees, due to the manager. */
  feeTrueUp: Record<string, number>;
  feeCatchUpToManager: number;
  /** How it was computed, fund entity by fund entity, for a person to read. */
  audit: AuditStep[];
  /** Ledger context needed to post the result. */
  owningEntityOf: Record<string, string>;
  investorEntityOf: Record<string, string>;
  interestBases: InterestBasis[];
  /** Equalization interest (closing-equalization-interest.ts): paid, received, how. */
  interest: { paid: Record<string, number>; received: Record<string, number>; audit: AuditStep[] };
};

/**
 * Capital equalization for a subsequent close, fund entity by fund entity: the ledger says
 * who was already committed and what was called before the closing date, and the domain's
 * equalizeCapital decides who pays and who is paid back (by contributions, transfers followed).
 */
export async function computeClosingEqualization(
  db: Database,
  input: {
    customerId: string;
    fundFamilyId: string;
    closingDate: string;
    admitted: AdmittedCommitment[];
    rounding: {
      rounding: 'cents' | 'dollar';
      ordering: 'largest_allocation' | 'gp_then_largest_allocation';
    };
  },
): Promise<EqualizationOutcome> {
  const outcome: EqualizationOutcome = {
    admitted: {},
    existing: {},
    computedAdmitted: {},
    computedExisting: {},
    overridden: [],
    reallocated: [],
    feeTrueUp: {},
    feeCatchUpToManager: 0,
    audit: [],
    owningEntityOf: {},
    investorEntityOf: {},
    interestBases: [],
    interest: { paid: {}, received: {}, audit: [] },
  };
  if (input.admitted.length === 0) return outcome;
  const admittedIds = input.admitted.map((c) => c.id);
  const posted = postedAsOf({
    customerId: input.customerId,
    fundFamilyId: input.fundFamilyId,
    asOf: input.closingDate,
  });
  const existingRows = await db
    .select({
      commitment_id: transactions.commitment_id,
      fund_entity_id: transactions.fund_entity_id,
      investor_entity_id: transactions.investor_entity_id,
      amount: sql<number>`sum(${transactions.amount_cents})::bigint`,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    // Commitments moved by investor transfers count where they now are.
    .where(and(posted, inArray(transaction_codes.name, withTransferTwins(['commitment']))))
    .groupBy(
      transactions.commitment_id,
      transactions.fund_entity_id,
      transactions.investor_entity_id,
    );
  const callRows = await db
    .select({
      event_id: transactions.fund_family_event_id,
      effective_date: fund_family_events.effective_date,
      fund_entity_id: transactions.fund_entity_id,
      code: transaction_codes.name,
      classification: transaction_codes.classification,
      affects_equalization_interest: transaction_codes.affects_equalization_interest,
      amount: sql<number>`sum(${transactions.amount_cents})::bigint`,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .where(and(posted, eq(transaction_codes.should_get_equalized, true)))
    .groupBy(
      transactions.fund_family_event_id,
      fund_family_events.effective_date,
      transactions.fund_entity_id,
      transaction_codes.name,
      transaction_codes.classification,
      transaction_codes.affects_equalization_interest,
    );

  // Refunds follow contributions, those a transfer moved included (equalization-contributions.ts).
  const contributed = await contributedCapital(db, {
    customerId: input.customerId,
    fundFamilyId: input.fundFamilyId,
    asOf: input.closingDate,
  });
  const admittedSet = new Set(admittedIds);
  const nameOf = new Map(input.admitted.map((c) => [c.id, c.name]));
  const overrides = new Map(
    input.admitted.flatMap((c) => (c.override === null ? [] : [[c.id, c.override] as const])),
  );
  for (const row of existingRows) {
    if (!row.commitment_id || admittedSet.has(row.commitment_id)) continue;
    outcome.owningEntityOf[row.commitment_id] = row.fund_entity_id;
    if (row.investor_entity_id)
      outcome.investorEntityOf[row.commitment_id] = row.investor_entity_id;
  }
  const existingNames = await investorNamesOf(db, Object.keys(outcome.owningEntityOf));
  const entities = new Set(input.admitted.map((c) => c.owningEntityId));
  const entityNames = new Map(
    (
      await db
        .select({ id: fund_entities.id, name: fund_entities.name })
        .from(fund_entities)
        .where(inArray(fund_entities.id, [...entities]))
    ).map((e) => [e.id, e.name]),
  );
  for (const entityId of entities) {
    const admitted = input.admitted
      .filter((c) => c.owningEntityId === entityId)
      .map((c) => ({ id: c.id, commitment: c.amount, isGp: c.isGp }));
    const existing = existingRows
      .filter(
        (r) =>
          r.fund_entity_id === entityId && r.commitment_id && !admittedSet.has(r.commitment_id),
      )
      .map((r) => ({
        id: r.commitment_id as string,
        commitment: Number(r.amount),
        contributed: contributed.get(r.commitment_id as string) ?? 0,
      }))
      .filter((c) => c.commitment > 0);
    const calls = new Map<string, EarlierCall & { lines: EarlierCall['lines'][number][] }>();
    for (const row of callRows.filter((r) => r.fund_entity_id === entityId)) {
      const call = calls.get(row.event_id) ?? {
        id: row.event_id,
        dueDate: row.effective_date,
        lines: [],
      };
      call.lines.push({
        code: row.code,
        shouldGetEqualized: true,
        affectsEqualizationInterest: row.affects_equalization_interest,
        isManagementFee: row.classification === 'management_fee',
        amount: Number(row.amount),
      });
      calls.set(row.event_id, call);
    }
    if (existing.length === 0 || calls.size === 0) continue;
    const result = equalizeCapital({
      existing,
      admitted,
      calls: [...calls.values()],
      rounding: input.rounding,
    });
    const computedPaid: Record<string, number> = Object.fromEntries(admitted.map((c) => [c.id, 0]));
    for (const payment of result.payments) {
      const side = payment.isManagementFee ? outcome.feeTrueUp : computedPaid;
      side[payment.commitmentId] = (side[payment.commitmentId] ?? 0) + payment.amount;
    }
    const entityName = entityNames.get(entityId) ?? entityId;
    const applied = overrideEntityEqualization({
      entityName,
      computedPaid,
      computedReturned: result.returnedToExisting,
      existing,
      overrides,
      nameOf: (id) => nameOf.get(id) ?? id,
      rounding: input.rounding,
    });
    Object.assign(outcome.admitted, applied.paid);
    Object.assign(outcome.computedAdmitted, computedPaid);
    Object.assign(outcome.computedExisting, result.returnedToExisting);
    for (const [id, amount] of Object.entries(applied.returned)) {
      if (amount !== 0) outcome.existing[id] = amount;
    }
    outcome.interestBases.push({
      entityName,
      payments: result.payments,
      computedPaid,
      paid: applied.paid,
      existing,
    });
    outcome.overridden.push(...applied.overridden);
    if (applied.overridden.length > 0) outcome.reallocated.push(...existing.map((c) => c.id));
    outcome.feeCatchUpToManager += result.feeCatchUpToManager;
    outcome.audit.push(
      {
        step: entityName,
        formula: 'the fund entity’s existing and admitted commitments and earlier equalized calls',
        inputs: {
          existing_cents: existing.reduce((sum, c) => sum + c.commitment, 0),
          admitted_cents: admitted.reduce((sum, c) => sum + c.commitment, 0),
          calls: calls.size,
        },
      },
      ...result.audit.map((step) => ({ ...step, step: `${entityName}: ${step.step}` })),
      ...refundSteps(
        entityName,
        existing,
        result.returnedToExisting,
        (id) => existingNames.get(id) ?? id,
      ),
      ...applied.audit,
    );
  }
  return outcome;
}
