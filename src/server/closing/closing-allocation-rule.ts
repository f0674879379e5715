import { and, eq } from 'drizzle-orm';
import type { ClosingAllocationRule } from '../../api/allocation-rules';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { closing_allocation_rules, closings } from '../db/schema';
import { loadGraph, versionOn } from '../allocation-rules/allocation-rule-graphs';
import { defaultRules, ruleLines } from '../allocation-rules/allocation-structure';
import { allocateForPlayground } from '../allocation-rules/allocations-playground';
import { closingCommitments } from './closing-commitments';
import {
  computeClosingNonCapital,
  postedClosingNonCapital,
} from './closing-non-capital-equalization';
import { loadFundFamily } from '../fund-family/fund-family-service';
import {
  calculationNamesOf,
  ruleGraphEngineInput,
} from '../allocation-rules/rule-graph-engine-input';
import { loadStructureContext } from '../fund-family/structure-context';
import { formatDate } from '../../domain/date-display';

/** What the closing allocation rules tab allocates to show the split: $1,000,000.00. */
const previewAmountCents = 1_000_000_00;

async function loadScopedClosing(db: Database, customerId: string, closingId: string) {
  const [closing] = await db
    .select()
    .from(closings)
    .where(and(eq(closings.id, closingId), eq(closings.customer_id, customerId)));
  if (!closing) throw notFound('No such closing for this customer');
  return closing;
}

/**
 * Spec §2 closing tab "closing allocation rules": the graph the closing's allocations use (the
 * default, pro rata by commitment, unless one is picked), its rules on the closing date, and
 * how an amount allocated that day splits with this closing's commitments admitted.
 */
export async function getClosingAllocationRule(
  db: Database,
  customerId: string,
  closingId: string,
): Promise<ClosingAllocationRule> {
  const closing = await loadScopedClosing(db, customerId, closingId);
  const fund = await loadFundFamily(db, customerId, closing.fund_family_id);
  const admitted =
    closing.state === 'finalized'
      ? []
      : (await closingCommitments(db, closing.id)).map((c) => ({
          id: c.commitment_id,
          owning_entity_id: c.owning_entity_id,
          name: c.investor_entity_name,
          amount: c.amount_cents,
          is_gp: c.is_gp,
        }));
  const context = await loadStructureContext(db, fund, closing.closing_date, admitted);
  const [picked] = await db
    .select()
    .from(closing_allocation_rules)
    .where(eq(closing_allocation_rules.closing_id, closing.id));
  let rules = defaultRules(context);
  let name = 'Default: pro rata by commitment';
  let effective: string | null = null;
  const graphId = picked?.allocation_rule_graph_id ?? null;
  if (graphId) {
    const { graph } = await loadGraph(db, fund, graphId);
    const version = await versionOn(db, graph.id, closing.closing_date);
    name = graph.name;
    if (version) {
      rules = version.rules;
      effective = version.effective_date;
    }
  }
  const engine = await ruleGraphEngineInput(db, fund, closing.closing_date, context, rules);
  return {
    allocation_rule_graph_id: graphId,
    name,
    effective_date: effective,
    rule_lines: ruleLines(context, rules, await calculationNamesOf(db, fund)),
    preview:
      context.commitments.length === 0
        ? {
            amount_cents: previewAmountCents,
            allocated_to_commitments_cents: 0,
            rows: [],
            audit: [],
          }
        : allocateForPlayground(context, engine, previewAmountCents),
    can_change: closing.state === 'draft',
  };
}

/** A draft closing picks a rule graph of its fund family in effect on its date, or the default. */
export async function setClosingAllocationRule(
  tx: Database,
  customerId: string,
  closingId: string,
  graphId: string | null,
) {
  const closing = await loadScopedClosing(tx, customerId, closingId);
  if (closing.state !== 'draft')
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: 'Only a draft closing can change its allocation rules.',
    });
  await tx
    .delete(closing_allocation_rules)
    .where(eq(closing_allocation_rules.closing_id, closing.id));
  if (!graphId) return;
  const fund = await loadFundFamily(tx, customerId, closing.fund_family_id);
  try {
    await loadGraph(tx, fund, graphId);
  } catch {
    throw invalid({ allocation_rule_graph_id: ['Invalid'] });
  }
  if (!(await versionOn(tx, graphId, closing.closing_date))) {
    const message = `These rules take effect after the closing date ${formatDate(closing.closing_date)}`;
    throw invalid({ allocation_rule_graph_id: [message] }, message);
  }
  await tx.insert(closing_allocation_rules).values({
    closing_id: closing.id,
    customer_id: customerId,
    allocation_rule_graph_id: graphId,
  });
}

/** Spec §2 closing tab "non-capital equalization": computed while open, the kept posting after. */
export async function getClosingNonCapital(db: Database, customerId: string, closingId: string) {
  const closing = await loadScopedClosing(db, customerId, closingId);
  if (closing.state === 'finalized') {
    const posted = await postedClosingNonCapital(db, closing.id);
    if (posted) return posted;
  }
  if (closing.state === 'discarded' || closing.state === 'finalized')
    return { lines: [], to_manager_cents: 0, audit: [], posted: closing.state === 'finalized' };
  return computeClosingNonCapital(db, closing, await closingCommitments(db, closing.id));
}
