import { DomainError } from '../domain-error';
import { assertCents } from '../money';
import { CreditFacilityMessages, type PrincipalUse } from './credit-facility-enums';
import {
  byAge,
  outstandingPrincipal,
  type Tranche,
  type TrancheEventResult,
  type TrancheMovement,
} from './tranche';

const positive = (amount: number, what: string) => {
  assertCents(amount, what);
  if (amount <= 0)
    throw new DomainError(CreditFacilityMessages.amountMustBePositive, 'amount_not_positive');
};

export type DrawdownInput = {
  tranches: readonly Tranche[];
  eventId: string;
  date: string;
  uses: readonly { use: PrincipalUse; amount: number }[];
  /** min(facility commitment, borrowing base); the drawdown may not exceed what is left. */
  limit?: number;
};

/** A drawdown creates one tranche per principal use, dated the drawdown's date. */
export const drawdown = ({
  tranches,
  eventId,
  date,
  uses,
  limit,
}: DrawdownInput): TrancheEventResult => {
  if (uses.length === 0) throw new DomainError('A drawdown needs at least one principal use.');
  const seen = new Set<string>();
  for (const u of uses) {
    positive(u.amount, `Drawdown for ${u.use}`);
    if (seen.has(u.use))
      throw new DomainError(`Principal use ${u.use} appears twice in the drawdown.`);
    seen.add(u.use);
  }
  const amount = uses.reduce((s, u) => s + u.amount, 0);
  const outstanding = outstandingPrincipal(tranches);
  if (limit !== undefined && outstanding + amount > limit) {
    throw new DomainError(
      `The drawdown would bring the outstanding principal to ${outstanding + amount} cents, above the available ${limit}.`,
      'drawdown_above_availability',
    );
  }
  const created = uses.map((u) => ({
    id: `${eventId}:${u.use}`,
    use: u.use,
    principal: u.amount,
    effectiveDate: date,
  }));
  return {
    tranches: [...tranches, ...created],
    movements: created.map((t) => ({ trancheId: t.id, use: t.use, date, change: t.principal })),
    audit: created.map((t) => ({ step: `Drew ${t.id} for ${t.use}`, value: t.principal })),
  };
};

const retire = (
  tranches: readonly Tranche[],
  amount: number,
  date: string,
  eligible: (t: Tranche) => boolean,
  what: string,
): TrancheEventResult => {
  const pool = tranches.filter((t) => eligible(t) && t.principal > 0).sort(byAge);
  const available = outstandingPrincipal(pool);
  if (amount > available) {
    throw new DomainError(
      `The ${what} of ${amount} cents exceeds the outstanding principal of ${available}.`,
      'paydown_above_outstanding',
    );
  }
  let left = amount;
  const paid = new Map<string, number>();
  for (const t of pool) {
    if (left === 0) break;
    const x = Math.min(left, t.principal);
    paid.set(t.id, x);
    left -= x;
  }
  const movements: TrancheMovement[] = [];
  const audit: TrancheEventResult['audit'] = [];
  const next = tranches.map((t) => {
    const x = paid.get(t.id);
    if (!x) return t;
    movements.push({ trancheId: t.id, use: t.use, date, change: -x });
    audit.push({ step: `Paid down ${t.id} (${t.use}, ${t.effectiveDate})`, value: x });
    return { ...t, principal: t.principal - x };
  });
  return { tranches: next, movements, audit };
};

/** Spec §9: a paydown is auto-allocated to the oldest tranches first. */
export const paydown = ({
  tranches,
  amount,
  date,
}: {
  tranches: readonly Tranche[];
  amount: number;
  date: string;
}): TrancheEventResult => {
  positive(amount, 'Paydown');
  return retire(tranches, amount, date, () => true, 'paydown');
};

/**
 * Legacy paydown: the user names how much comes off each principal use (how paydowns were
 * entered before auto-allocation); within a use the oldest tranches still go first.
 */
export const legacyPaydown = ({
  tranches,
  byUse,
  date,
}: {
  tranches: readonly Tranche[];
  byUse: readonly { use: PrincipalUse; amount: number }[];
  date: string;
}): TrancheEventResult => {
  if (byUse.length === 0)
    throw new DomainError(CreditFacilityMessages.selectTranche, 'no_tranche_selected');
  let state: TrancheEventResult = { tranches: [...tranches], movements: [], audit: [] };
  for (const { use, amount } of byUse) {
    positive(amount, `Paydown for ${use}`);
    const step = retire(state.tranches, amount, date, (t) => t.use === use, `paydown for ${use}`);
    state = {
      tranches: step.tranches,
      movements: [...state.movements, ...step.movements],
      audit: [...state.audit, ...step.audit],
    };
  }
  return state;
};

/**
 * Reallocation moves part of a tranche to another use; the remainder stays with the original use
 * (spec §9). The moved part keeps the original effective date: it was borrowed then, so it keeps
 * its place in the oldest-first paydown order.
 */
export const reallocateTranche = ({
  tranches,
  trancheId,
  amount,
  toUse,
  eventId,
  date,
}: {
  tranches: readonly Tranche[];
  trancheId: string;
  amount: number;
  toUse: PrincipalUse;
  eventId: string;
  date: string;
}): TrancheEventResult => {
  positive(amount, 'Reallocation');
  const source = tranches.find((t) => t.id === trancheId);
  if (!source) throw new DomainError(CreditFacilityMessages.selectTranche, 'no_tranche_selected');
  if (amount > source.principal) {
    throw new DomainError(
      `Cannot reallocate ${amount} cents from ${trancheId}, which has ${source.principal}.`,
    );
  }
  const moved: Tranche = {
    id: `${eventId}:${trancheId}:${toUse}`,
    use: toUse,
    principal: amount,
    effectiveDate: source.effectiveDate,
  };
  return {
    tranches: [
      ...tranches.map((t) => (t.id === trancheId ? { ...t, principal: t.principal - amount } : t)),
      moved,
    ],
    movements: [
      { trancheId, use: source.use, date, change: -amount },
      { trancheId: moved.id, use: toUse, date, change: amount },
    ],
    audit: [
      { step: `Moved from ${trancheId} (${source.use}) to ${toUse}`, value: amount },
      { step: `Remainder stays with ${source.use}`, value: source.principal - amount },
    ],
  };
};

/** Merging tranches makes one tranche dated the event's effective date (spec §9). */
export const mergeTranches = ({
  tranches,
  trancheIds,
  eventId,
  date,
  use,
}: {
  tranches: readonly Tranche[];
  trancheIds: readonly string[];
  eventId: string;
  date: string;
  use?: PrincipalUse;
}): TrancheEventResult => {
  if (trancheIds.length === 0)
    throw new DomainError(CreditFacilityMessages.selectTranche, 'no_tranche_selected');
  const chosen = tranches.filter((t) => trancheIds.includes(t.id));
  if (chosen.length !== new Set(trancheIds).size)
    throw new DomainError('A selected tranche does not exist.');
  if (chosen.length < 2) throw new DomainError('Select at least two tranches to merge.');
  const uses = new Set(chosen.map((t) => t.use));
  const mergedUse = use ?? (uses.size === 1 ? chosen[0]!.use : undefined);
  if (!mergedUse)
    throw new DomainError(
      'Tranches of different uses need a principal use for the merged tranche.',
    );
  const merged: Tranche = {
    id: `${eventId}:merged`,
    use: mergedUse,
    principal: outstandingPrincipal(chosen),
    effectiveDate: date,
  };
  return {
    tranches: [...tranches.filter((t) => !trancheIds.includes(t.id)), merged],
    movements: [
      ...chosen.map((t) => ({ trancheId: t.id, use: t.use, date, change: -t.principal })),
      { trancheId: merged.id, use: mergedUse, date, change: merged.principal },
    ],
    audit: [
      ...chosen.map((t) => ({ step: `Merged ${t.id}`, value: t.principal })),
      { step: `Merged tranche ${merged.id} dated ${date}`, value: merged.principal },
    ],
  };
};
