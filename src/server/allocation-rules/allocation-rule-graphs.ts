import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type {
  AllocationRuleGraph,
  AllocationRuleGraphInput,
  AllocationRuleGraphSummary,
  AllocationRuleInput,
} from '../../api/allocation-rules';
import { DomainError } from '../../domain/domain-error';
import { invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import {
  allocation_rule_graph_versions,
  allocation_rule_graphs,
  fund_families,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../db/schema';
import { editProblem, ruleGraphProblems, ruleLines } from './allocation-structure';
import { computeDeemedEqualization } from '../closing/deemed-equalization-preview';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { calculationNamesOf, calculationWeights } from './rule-graph-engine-input';
import { loadStructureContext } from '../fund-family/structure-context';
import { formatDate } from '../../domain/date-display';

type Fund = typeof fund_families.$inferSelect;

/** Percentages mean something only on fixed percentages, a calculation only on its basis. */
const normalized = (rules: readonly AllocationRuleInput[]): AllocationRuleInput[] =>
  rules.map((rule) => ({
    ...rule,
    calculation_id: rule.basis === 'calculation' ? (rule.calculation_id ?? null) : null,
    children: rule.children.map((c) => ({
      child_id: c.child_id,
      percent: rule.basis === 'fixed_percentages' ? c.percent : null,
    })),
  }));

export async function loadGraph(db: Database, fund: Fund, graphId: string) {
  const [graph] = await db
    .select()
    .from(allocation_rule_graphs)
    .where(
      and(
        eq(allocation_rule_graphs.id, graphId),
        eq(allocation_rule_graphs.customer_id, fund.customer_id),
        eq(allocation_rule_graphs.fund_family_id, fund.id),
      ),
    );
  if (!graph) throw notFound('No such allocation rule graph in this fund family');
  const versions = await db
    .select()
    .from(allocation_rule_graph_versions)
    .where(eq(allocation_rule_graph_versions.allocation_rule_graph_id, graph.id))
    .orderBy(asc(allocation_rule_graph_versions.version));
  return { graph, versions };
}

/** The version in effect on `date`: the latest one effective on or before it. */
export async function versionOn(db: Database, graphId: string, date: string) {
  const [version] = await db
    .select()
    .from(allocation_rule_graph_versions)
    .where(
      and(
        eq(allocation_rule_graph_versions.allocation_rule_graph_id, graphId),
        lte(allocation_rule_graph_versions.effective_date, date),
      ),
    )
    .orderBy(
      desc(allocation_rule_graph_versions.effective_date),
      desc(allocation_rule_graph_versions.version),
    )
    .limit(1);
  return version ?? null;
}

function toGraph({ graph, versions }: Awaited<ReturnType<typeof loadGraph>>): AllocationRuleGraph {
  const latest = versions[versions.length - 1]!;
  return {
    id: graph.id,
    fund_family_id: graph.fund_family_id,
    name: graph.name,
    description: graph.description,
    effective_date: latest.effective_date,
    rules: latest.rules,
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      effective_date: v.effective_date,
      rules: v.rules,
      fund_family_event_id: v.fund_family_event_id,
      created_at: v.created_at.toISOString(),
    })),
  };
}

export async function getGraph(
  db: Database,
  customerId: string,
  fundFamilyId: string,
  graphId: string,
) {
  const fund = await loadFundFamily(db, customerId, fundFamilyId);
  return toGraph(await loadGraph(db, fund, graphId));
}

export async function listGraphs(
  db: Database,
  customerId: string,
  fundFamilyId: string,
): Promise<AllocationRuleGraphSummary[]> {
  const fund = await loadFundFamily(db, customerId, fundFamilyId);
  const graphs = await db
    .select()
    .from(allocation_rule_graphs)
    .where(
      and(
        eq(allocation_rule_graphs.customer_id, customerId),
        eq(allocation_rule_graphs.fund_family_id, fund.id),
      ),
    )
    .orderBy(asc(allocation_rule_graphs.name));
  const context = await loadStructureContext(db, fund, '9999-12-31');
  const calculationNames = await calculationNamesOf(db, fund);
  const summaries: AllocationRuleGraphSummary[] = [];
  for (const graph of graphs) {
    const { versions } = await loadGraph(db, fund, graph.id);
    const latest = versions[versions.length - 1]!;
    summaries.push({
      id: graph.id,
      name: graph.name,
      description: graph.description,
      effective_date: latest.effective_date,
      version_count: versions.length,
      rule_lines: ruleLines(context, latest.rules, calculationNames),
    });
  }
  return summaries;
}

/** Refuses a graph the engine could not allocate through, by field (400, nothing saved). */
async function checkRules(db: Database, fund: Fund, input: AllocationRuleGraphInput) {
  // Every commitment the fund family has by now must be reached, whatever the effective date.
  const context = await loadStructureContext(db, fund, '9999-12-31');
  const calculationNames = await calculationNamesOf(db, fund);
  const problems = ruleGraphProblems(context, input.rules, new Set(Object.keys(calculationNames)));
  if (Object.keys(problems).length === 0)
    Object.assign(problems, await calculationProblems(db, fund, input));
  if (Object.keys(problems).length > 0) {
    const first = Object.values(problems)[0]![0]!;
    throw invalid(problems, first);
  }
}

/** A calculation basis needs a value per commitment on the effective date: one figure will not do. */
async function calculationProblems(db: Database, fund: Fund, input: AllocationRuleGraphInput) {
  const problems: Record<string, string[]> = {};
  for (const [r, rule] of input.rules.entries()) {
    if (rule.basis !== 'calculation' || !rule.calculation_id) continue;
    try {
      await calculationWeights(db, fund, input.effective_date, [rule.calculation_id], []);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      problems[`rules.${r}.calculation_id`] = [error.message];
    }
  }
  return problems;
}

export async function createGraph(
  tx: Database,
  customerId: string,
  fundFamilyId: string,
  input: AllocationRuleGraphInput,
) {
  const fund = await loadFundFamily(tx, customerId, fundFamilyId);
  await checkRules(tx, fund, input);
  const [graph] = await tx
    .insert(allocation_rule_graphs)
    .values({
      customer_id: customerId,
      fund_family_id: fund.id,
      name: input.name,
      description: input.description,
    })
    .returning({ id: allocation_rule_graphs.id });
  if (!graph) throw new Error('rule graph insert returned nothing');
  await tx.insert(allocation_rule_graph_versions).values({
    customer_id: customerId,
    allocation_rule_graph_id: graph.id,
    version: 1,
    effective_date: input.effective_date,
    rules: normalized(input.rules),
  });
  return toGraph(await loadGraph(tx, fund, graph.id));
}

/** The checks an edit must pass before its deemed equalization is computed or posted. */
async function checkEdit(
  db: Database,
  fund: Fund,
  graphId: string,
  input: AllocationRuleGraphInput,
) {
  const loaded = await loadGraph(db, fund, graphId);
  const latest = loaded.versions[loaded.versions.length - 1]!;
  if (input.effective_date < latest.effective_date)
    throw invalid(
      {
        effective_date: [
          `On or after ${formatDate(latest.effective_date)}, the current rules' date`,
        ],
      },
      `On or after ${formatDate(latest.effective_date)}, the current rules' date`,
    );
  const problem = editProblem(latest.rules, input.rules);
  if (problem) throw invalid({ rules: [problem] }, problem);
  await checkRules(db, fund, input);
  return { loaded, latest };
}

/** Spec §2 edit tab "Review Edits": what saving this edit would post, without posting it. */
export async function previewEdit(
  db: Database,
  customerId: string,
  fundFamilyId: string,
  graphId: string,
  input: AllocationRuleGraphInput,
) {
  const fund = await loadFundFamily(db, customerId, fundFamilyId);
  await checkEdit(db, fund, graphId, input);
  const { postings: _, ...preview } = await computeDeemedEqualization(
    db,
    fund,
    input.effective_date,
    normalized(input.rules),
  );
  return preview;
}

/**
 * Saves an edit as a new version and, when earlier transactions are re-allocated, posts the
 * deemed equalization as the ledger rows of one allocation_rule_change event (spec §4).
 */
export async function editGraph(
  tx: Database,
  customerId: string,
  fundFamilyId: string,
  graphId: string,
  input: AllocationRuleGraphInput,
) {
  const fund = await loadFundFamily(tx, customerId, fundFamilyId);
  // Locks the graph so two edits cannot take the same version number.
  await tx.execute(
    sql`select 1 from ${allocation_rule_graphs} where ${allocation_rule_graphs.id} = ${graphId} for update`,
  );
  const { latest } = await checkEdit(tx, fund, graphId, input);
  const rules = normalized(input.rules);
  const deemed = await computeDeemedEqualization(tx, fund, input.effective_date, rules);
  let eventId: string | null = null;
  if (deemed.postings.length > 0) {
    const [sequence] = await tx
      .select({ next: sql<number>`coalesce(max(${fund_family_events.sequence}), 0)::int + 1` })
      .from(fund_family_events)
      .where(
        and(
          eq(fund_family_events.fund_family_id, fund.id),
          eq(fund_family_events.effective_date, input.effective_date),
        ),
      );
    const [event] = await tx
      .insert(fund_family_events)
      .values({
        customer_id: customerId,
        fund_family_id: fund.id,
        event_type: 'allocation_rule_change',
        state: 'completed',
        name: `Allocation rule change: ${input.name}`,
        effective_date: input.effective_date,
        sequence: sequence?.next ?? 1,
      })
      .returning({ id: fund_family_events.id });
    eventId = event!.id;
    const codes = await tx
      .select({ id: transaction_codes.id, name: transaction_codes.name })
      .from(transaction_codes)
      .where(eq(transaction_codes.fund_family_id, fund.id));
    const codeId = new Map(codes.map((c) => [c.name, c.id]));
    await tx.insert(transactions).values(
      deemed.postings.map((p) => ({
        customer_id: customerId,
        fund_family_id: fund.id,
        fund_family_event_id: event!.id,
        fund_entity_id: p.fund_entity_id,
        investor_entity_id: p.investor_entity_id,
        commitment_id: p.commitment_id,
        transaction_code_id: codeId.get(p.code)!,
        amount_cents: p.amount_cents,
        effective_date: input.effective_date,
        is_draft: p.is_draft,
      })),
    );
  }
  await tx
    .update(allocation_rule_graphs)
    .set({ name: input.name, description: input.description })
    .where(eq(allocation_rule_graphs.id, graphId));
  await tx.insert(allocation_rule_graph_versions).values({
    customer_id: customerId,
    allocation_rule_graph_id: graphId,
    version: latest.version + 1,
    effective_date: input.effective_date,
    rules,
    fund_family_event_id: eventId,
  });
  const { postings, ...preview } = deemed;
  return {
    graph: toGraph(await loadGraph(tx, fund, graphId)),
    preview,
    postedRows: postings.length,
  };
}
