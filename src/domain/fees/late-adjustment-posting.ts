import type { AuditStep } from '../money';
import type { AppliedFee } from './apply-offsets-and-waivers';
import { feeLedgerLines, type FeeLedgerTerms } from './fee-ledger-lines';
import type { FeeLedgerLine, FeeRunLine, FeeRunResult } from './fee-run-types';
import type { LateAdjustmentLine } from './late-offset-waiver-adjustment';

export type LateAdjustmentPostingInput = {
  /** The published period's run: each line's gross fee and its working stay as they are. */
  published: Pick<FeeRunResult, 'period' | 'lines'>;
  lines: readonly LateAdjustmentLine[];
  audit: readonly AuditStep[];
  terms: FeeLedgerTerms;
};

export type LateAdjustmentPosting = {
  /** The period as posted so far, and as it stands once the late items are applied. */
  before: FeeRunResult;
  after: FeeRunResult;
  /** What the adjustment event posts: the after ledger less the before ledger, per LP and code. */
  difference: FeeLedgerLine[];
};

const ledgerKey = (l: FeeLedgerLine) => `${l.commitmentId}|${l.code}`;

/**
 * The ledger of a period before and after its late items, each mapped as a fee run maps it, and
 * their difference: posting the difference leaves the period's rows summing to the after ledger
 * exactly (a GP's cashless share re-allocated whole rather than its change allocated apart).
 */
export const lateAdjustmentPosting = ({
  published,
  lines,
  audit,
  terms,
}: LateAdjustmentPostingInput): LateAdjustmentPosting => {
  const runLine = new Map(published.lines.map((l) => [l.commitmentId, l]));
  const runOf = (side: 'before' | 'after'): FeeRunResult => {
    const sideLines: FeeRunLine[] = lines.map((l) => {
      const applied: AppliedFee = l[side];
      const posted = runLine.get(l.commitmentId)!;
      return {
        commitmentId: l.commitmentId,
        gross: applied.gross,
        offsetsRecognized:
          posted.offsetsRecognized + applied.offsetsAvailable - posted.application.offsetsAvailable,
        offsetsApplied: applied.offsetsApplied,
        waiversApplied: applied.waiversApplied,
        net: applied.net,
        carryForward: applied.carryForward,
        fee: posted.fee,
        application: applied,
      };
    });
    const totals = { gross: 0, offsetsApplied: 0, waiversApplied: 0, net: 0 };
    for (const l of sideLines) {
      totals.gross += l.gross;
      totals.offsetsApplied += l.offsetsApplied;
      totals.waiversApplied += l.waiversApplied;
      totals.net += l.net;
    }
    const posting = feeLedgerLines(sideLines, terms);
    return {
      period: published.period,
      lines: sideLines,
      ledger: posting.ledger,
      totals,
      audit: [...audit, ...posting.audit],
    };
  };
  const before = runOf('before');
  const after = runOf('after');
  const difference = new Map<string, FeeLedgerLine>();
  for (const [sign, ledger] of [
    [1, after.ledger],
    [-1, before.ledger],
  ] as const)
    for (const l of ledger) {
      const found = difference.get(ledgerKey(l));
      if (found) found.amount += sign * l.amount;
      else difference.set(ledgerKey(l), { ...l, amount: sign * l.amount });
    }
  return { before, after, difference: [...difference.values()].filter((l) => l.amount !== 0) };
};
