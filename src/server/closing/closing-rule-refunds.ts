import { eq } from 'drizzle-orm';
import { allocate, allocateThroughStructure, formatCents, type AuditStep } from '../../domain';
import type { Database } from '../db/database';
import { closing_allocation_rules, type closings } from '../db/schema';
import { loadGraph, versionOn } from '../allocation-rules/allocation-rule-graphs';
import { ruleLines } from '../allocation-rules/allocation-structure';
import { asInvalid } from '../allocation-rules/allocations-playground';
import { loadFundFamily } from '../fund-family/fund-family-service';
import {
  calculationNamesOf,
  ruleGraphEngineInput,
} from '../allocation-rules/rule-graph-engine-input';
import { loadStructureContext } from '../fund-family/structure-context';
import { formatDate } from '../../domain/date-display';

/**
 * What the existing commitments get back (or give up) in a closing's equalization, split
 * through the closing's picked allocation rules instead of by commitment within each entity.
 */
export type ClosingRuleRefunds = {
  ruleName: string;
  /** How the refund weights were found from the rules. */
  audit: AuditStep[];
  /** Splits `pool` cents (negative to take back) over the existing commitments, exactly. */
  split: (pool: number, label: string) => { byCommitment: Record<string, number>; step: AuditStep };
};

/** A commitment the closing admits, as the closing's commitments list has it. */
type Admitted = {
  commitment_id: string;
  owning_entity_id: string;
  amount_cents: number;
  is_gp: boolean;
};

/**
 * The share of this amount each commitment gets through the rules is what the weights are
 * read from: large, so rounding to the cent moves a weight by at most a trillionth.
 */
const referenceCents = 1_000_000_000_000;

/**
 * Null when the closing picked no rule graph (each entity then refunds its own partners by
 * commitment) or when the rules give the admitted commitments nothing. Otherwise each existing
 * commitment weighs what admitting the new commitments takes from its share under the rules:
 * its share without them minus its share with them. So an entity on fixed percentages keeps its
 * share and refunds nobody, while entities weighed by commitment all give some up.
 */
export async function closingRuleRefunds(
  db: Database,
  closing: Pick<
    typeof closings.$inferSelect,
    'id' | 'customer_id' | 'fund_family_id' | 'closing_date'
  >,
  admitted: readonly Admitted[],
): Promise<ClosingRuleRefunds | null> {
  const [picked] = await db
    .select({ graphId: closing_allocation_rules.allocation_rule_graph_id })
    .from(closing_allocation_rules)
    .where(eq(closing_allocation_rules.closing_id, closing.id));
  if (!picked?.graphId || admitted.length === 0) return null;
  const fund = await loadFundFamily(db, closing.customer_id, closing.fund_family_id);
  const { graph } = await loadGraph(db, fund, picked.graphId);
  const version = await versionOn(db, graph.id, closing.closing_date);
  if (!version) return null;
  const context = await loadStructureContext(
    db,
    fund,
    closing.closing_date,
    admitted.map((c) => ({
      id: c.commitment_id,
      owning_entity_id: c.owning_entity_id,
      name: c.commitment_id,
      amount: c.amount_cents,
      is_gp: c.is_gp,
    })),
  );
  const engine = await ruleGraphEngineInput(db, fund, closing.closing_date, context, version.rules);
  const admittedIds = admitted.map((c) => c.commitment_id);
  const [withAdmitted, withoutAdmitted] = asInvalid(() => [
    allocateThroughStructure({ ...engine, amount: referenceCents }).commitments,
    allocateThroughStructure({ ...engine, amount: referenceCents, excludedIds: admittedIds })
      .commitments,
  ]);
  const admittedSet = new Set(admittedIds);
  const weights = Object.entries(withoutAdmitted)
    .filter(([id]) => !admittedSet.has(id))
    .map(([id, without]) => ({ id, weight: without - (withAdmitted[id] ?? 0) }))
    // A share the admission does not touch can still differ by a rounded cent: it weighs nothing.
    .filter((w) => w.weight > 1);
  if (weights.length === 0) return null;
  const rounding = context.fundFamily.rounding;
  const isGp = new Map(context.commitments.map((c) => [c.id, c.is_gp]));
  const nameOf = new Map(context.commitments.map((c) => [c.id, c.name]));
  const shares = weights.map((w) => ({ ...w, isGp: isGp.get(w.id) === true }));
  const ruleName = `${graph.name} (effective ${formatDate(version.effective_date)})`;
  const calculationNames = await calculationNamesOf(db, fund);
  return {
    ruleName,
    audit: [
      {
        step: `Closing allocation rules: ${ruleName}`,
        formula:
          'refund weight of an existing commitment = its share of the reference amount through the rules without the admitted commitments − its share with them',
        inputs: {
          rules: ruleLines(context, version.rules, calculationNames).join('; '),
          reference_amount: formatCents(referenceCents),
          weighted_commitments: shares.length,
        },
      },
      {
        step: 'Refund weights',
        formula: 'share without the admitted − share with them, in cents of the reference amount',
        inputs: Object.fromEntries(
          shares.map((w) => [`${nameOf.get(w.id) ?? w.id} (${w.id.slice(0, 8)})`, w.weight]),
        ),
      },
    ],
    split: (pool, label) => {
      const byCommitment: Record<string, number> = {};
      if (pool !== 0)
        for (const [id, cents] of Object.entries(allocate(Math.abs(pool), shares, rounding)))
          byCommitment[id] = Math.sign(pool) * cents;
      return {
        byCommitment,
        step: {
          step: `${label} through ${ruleName}`,
          formula: 'pool × refund weight ÷ Σ refund weights, rounded, summing exactly to the pool',
          inputs: { pool_cents: pool, commitments: shares.length },
          value: pool,
          unit: 'cents',
        },
      };
    },
  };
}
