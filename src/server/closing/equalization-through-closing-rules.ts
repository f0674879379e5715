import type {
  ClosingNonCapitalEqualization,
  NonCapitalEqualizationLine,
} from '../../api/allocation-rules';
import type { Database } from '../db/database';
import type { EqualizationOutcome } from './closing-equalization';
import type { ClosingRuleRefunds } from './closing-rule-refunds';
import { investorNamesOf } from '../commitment/commitment-investor-names';

/**
 * Capital equalization under a closing's picked rules: what the existing commitments get back
 * in total stays the same (it is what the admitted pay), but it reaches them through the rules.
 * The refunds computed before any override go through the same rules, so the two compare.
 */
export function refundThroughClosingRules(
  outcome: EqualizationOutcome,
  refunds: ClosingRuleRefunds | null,
): EqualizationOutcome {
  if (!refunds) return outcome;
  const through = (amounts: Record<string, number>, label: string) => {
    const pool = Object.values(amounts).reduce((sum, cents) => sum + cents, 0);
    const { byCommitment, step } = refunds.split(pool, label);
    return {
      step,
      amounts: Object.fromEntries(Object.entries(byCommitment).filter(([, cents]) => cents !== 0)),
    };
  };
  const refunded = through(outcome.existing, 'Returned to existing commitments');
  outcome.existing = refunded.amounts;
  outcome.computedExisting = through(outcome.computedExisting, 'Computed refunds').amounts;
  // An override changes what every partner the rules reach gets back, not only its entity's.
  if (outcome.reallocated.length > 0)
    outcome.reallocated = [
      ...new Set([...Object.keys(outcome.existing), ...Object.keys(outcome.computedExisting)]),
    ];
  outcome.audit.push(...refunds.audit, refunded.step);
  return outcome;
}

/**
 * Non-capital equalization under a closing's picked rules: for each earlier item, what the
 * existing commitments give up in total is split through the rules instead of by commitment
 * within the fund entity. The admitted commitments' lines and the manager's fees are unchanged.
 */
export async function respreadThroughClosingRules(
  db: Database,
  result: ClosingNonCapitalEqualization,
  refunds: ClosingRuleRefunds | null,
): Promise<ClosingNonCapitalEqualization> {
  if (!refunds) return result;
  const items = new Map<string, { first: NonCapitalEqualizationLine; pool: number }>();
  for (const line of result.lines) {
    if (line.role !== 'existing') continue;
    const item = items.get(line.item) ?? { first: line, pool: 0 };
    item.pool += line.amount_cents;
    items.set(line.item, item);
  }
  const lines = result.lines.filter((line) => line.role !== 'existing');
  const audit = [...result.audit, ...refunds.audit];
  for (const [item, { first, pool }] of items) {
    const { byCommitment, step } = refunds.split(pool, `${item}: given up by existing commitments`);
    audit.push(step);
    for (const [id, cents] of Object.entries(byCommitment))
      if (cents !== 0)
        lines.push({ ...first, commitment_id: id, investor_entity_name: '', amount_cents: cents });
  }
  const names = await investorNamesOf(db, [
    ...new Set(lines.filter((l) => l.role === 'existing').map((l) => l.commitment_id)),
  ]);
  return {
    ...result,
    lines: lines.map((line) =>
      line.role === 'existing'
        ? { ...line, investor_entity_name: names.get(line.commitment_id) ?? line.commitment_id }
        : line,
    ),
    audit,
  };
}
