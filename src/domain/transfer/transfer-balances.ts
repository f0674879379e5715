import { allocateWithAudit, type AllocateOptions } from '../allocate';
import { DomainError } from '../domain-error';
import { assertCents, formatCents, type AuditStep } from '../money';

/** Spec §5: the message when transferees would receive more than the transferor holds. */
export const transferExceedsCommitment = "Transfer amount cannot exceed the investor's commitment.";

/** The transferor's posted balance of one transaction code, in cents. */
export type TransferBalance = { code: string; amount: number };

export type TransferInput = {
  /** The transferor's committed balance (its commitment rows), in cents. */
  commitment: number;
  /** Every posted balance of the transferor's capital account, by code (commitment included). */
  balances: readonly TransferBalance[];
  /** Who receives how much of the commitment, in cents. */
  transferees: readonly { id: string; amount: number }[];
  rounding: AllocateOptions;
};

/** What one code's balance does: the transferor gives `transferor` (≤ 0), each transferee gets its part. */
export type TransferMove = {
  code: string;
  balance: number;
  transferor: number;
  transferees: Record<string, number>;
  retained: number;
};

export type TransferOutcome = { moves: TransferMove[]; steps: AuditStep[] };

// The transferor's retained share takes part in the allocation so that rounding leftovers fall
// by the fund's rounding order between everyone, and what moves plus what stays is the balance.
const RETAINED = 'retained by the transferor';

/**
 * An investor transfer (spec §3, §4): every balance of the transferor's capital account moves to
 * the transferees pro rata to the commitment each receives (transferred ÷ commitment), split to
 * the cent with `allocate`, so for each code the transferor's loss equals the transferees' gain
 * exactly and the commitment rows move exactly the amounts transferred.
 */
export function transferBalances(input: TransferInput): TransferOutcome {
  const commitment = assertCents(input.commitment, 'commitment');
  if (commitment <= 0)
    throw new DomainError('The transferor has no commitment to transfer', 'no_commitment');
  if (input.transferees.length === 0)
    throw new DomainError('Add at least one transferee', 'no_transferees');
  const seen = new Set<string>();
  for (const t of input.transferees) {
    assertCents(t.amount, `amount to ${t.id}`);
    if (t.amount <= 0) throw new DomainError('Amount must be positive.', 'invalid_amount');
    if (seen.has(t.id))
      throw new DomainError(`${t.id} appears twice among the transferees`, 'duplicate_share');
    seen.add(t.id);
  }
  const transferred = input.transferees.reduce((sum, t) => sum + t.amount, 0);
  if (transferred > commitment)
    throw new DomainError(transferExceedsCommitment, 'transfer_exceeds_commitment');
  const retainedWeight = commitment - transferred;
  const shares = [
    ...input.transferees.map((t) => ({ id: t.id, weight: t.amount })),
    ...(retainedWeight > 0 ? [{ id: RETAINED, weight: retainedWeight }] : []),
  ];
  const steps: AuditStep[] = [
    {
      step: 'Share of the commitment transferred',
      formula: 'transferred ÷ commitment',
      inputs: {
        transferred: formatCents(transferred),
        commitment: formatCents(commitment),
        transferees: input.transferees.length,
      },
      value: `${((transferred / commitment) * 100).toFixed(6)}%`,
    },
  ];
  const moves: TransferMove[] = [];
  for (const balance of input.balances) {
    const amount = assertCents(balance.amount, `balance of ${balance.code}`);
    if (amount === 0) continue;
    const { allocations, audit } = allocateWithAudit(amount, shares, input.rounding);
    const transferees: Record<string, number> = {};
    let moved = 0;
    for (const t of input.transferees) {
      transferees[t.id] = allocations[t.id] ?? 0;
      moved += transferees[t.id]!;
    }
    const retained = allocations[RETAINED] ?? 0;
    moves.push({ code: balance.code, balance: amount, transferor: -moved, transferees, retained });
    steps.push({
      step: `Move ${balance.code}`,
      formula:
        'each transferee: balance × its amount ÷ commitment, to the cent by the rounding order',
      inputs: {
        balance: formatCents(amount),
        ...Object.fromEntries(audit.lines.map((line) => [line.id, formatCents(line.amount)])),
      },
      value: formatCents(-moved),
      note: `the transferor gives ${formatCents(moved)} and keeps ${formatCents(retained)}; ${audit.steps[2]?.note ?? ''}`.trim(),
    });
  }
  return { moves, steps };
}
