import type { FeeChargeCheck } from '../../api/fee-charge-event';
import type { FeeLedgerLine, FeeRunResult } from '../../domain/fees';
import { formatCents } from '../../domain/money';

/** Ledger amounts per commitment and code, the key both sides of the comparison use. */
export const ledgerKey = (commitmentId: string, code: string) => `${commitmentId}|${code}`;

export function ledgerSums(lines: readonly FeeLedgerLine[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const l of lines) {
    const key = ledgerKey(l.commitmentId, l.code);
    sums.set(key, (sums.get(key) ?? 0) + l.amount);
  }
  return sums;
}

/**
 * What the server proves before publishing (issue 20), each named for the review step and the
 * 409: per LP net = gross − offsets − waivers; offsets applied never exceed the offsettable
 * amount (recognized + carried) or the fee; waivers likewise; the event's totals are the sum of
 * its lines; its ledger rows (`posted`, per commitment and code) equal what the run posts.
 */
export function feeChargeChecks(run: FeeRunResult, posted: Map<string, number>): FeeChargeCheck[] {
  const problems = { net: [] as string[], offsets: [] as string[], waivers: [] as string[] };
  const sum = { gross: 0, offsetsApplied: 0, waiversApplied: 0, net: 0 };
  for (const line of run.lines) {
    const a = line.application;
    if (line.gross - line.offsetsApplied - line.waiversApplied !== line.net || line.net < 0)
      problems.net.push(line.commitmentId);
    if (line.offsetsApplied > a.offsetsAvailable || line.offsetsApplied > line.gross)
      problems.offsets.push(line.commitmentId);
    if (line.waiversApplied > a.waiversAvailable || line.waiversApplied > line.gross)
      problems.waivers.push(line.commitmentId);
    sum.gross += line.gross;
    sum.offsetsApplied += line.offsetsApplied;
    sum.waiversApplied += line.waiversApplied;
    sum.net += line.net;
  }
  const totalsMatch = (Object.keys(sum) as (keyof typeof sum)[]).every(
    (k) => sum[k] === run.totals[k],
  );
  const expected = ledgerSums(run.ledger);
  const keys = new Set([...expected.keys(), ...posted.keys()]);
  const ledgerDiffs = [...keys].filter((k) => (expected.get(k) ?? 0) !== (posted.get(k) ?? 0));
  const who = (ids: string[]) => (ids.length === 0 ? 'every LP' : `${ids.length} LP(s)`);
  return [
    {
      id: 'net_is_gross_less_offsets_and_waivers',
      label: 'Per LP: net = gross − offsets applied − waivers applied, never below zero',
      passed: problems.net.length === 0,
      detail: problems.net.length === 0 ? `holds for ${who([])}` : `fails for ${who(problems.net)}`,
    },
    {
      id: 'offsets_within_offsettable_and_fee',
      label: 'Per LP: offsets applied ≤ offsettable amount and ≤ the fee',
      passed: problems.offsets.length === 0,
      detail:
        problems.offsets.length === 0
          ? `holds for ${who([])}`
          : `fails for ${who(problems.offsets)}`,
    },
    {
      id: 'waivers_within_granted_and_fee',
      label: 'Per LP: waivers applied ≤ waivers granted and ≤ the fee',
      passed: problems.waivers.length === 0,
      detail:
        problems.waivers.length === 0
          ? `holds for ${who([])}`
          : `fails for ${who(problems.waivers)}`,
    },
    {
      id: 'totals_are_sum_of_lines',
      label: "The event's totals are the sum of its LPs' figures",
      passed: totalsMatch,
      detail: `net ${formatCents(sum.net)} over ${run.lines.length} commitments`,
    },
    {
      id: 'ledger_equals_event',
      label: "The event's ledger rows equal its figures (per LP and code)",
      passed: ledgerDiffs.length === 0,
      detail:
        ledgerDiffs.length === 0
          ? `${expected.size} LP/code amounts`
          : `${ledgerDiffs.length} LP/code amount(s) differ`,
    },
  ];
}
