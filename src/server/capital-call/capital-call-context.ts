import { and, eq } from 'drizzle-orm';
import type { AllocationRuleInput } from '../../api/allocation-rules';
import type { CapitalCallUseKind } from '../../api/capital-call';
import type { AllocationStructure } from '../../domain/allocation-graph';
import type { CapitalCallCommitment } from '../../domain/capital-call';
import { resolveFeeRate } from '../../domain/fees/fee-rate';
import { classificationDirection, commitmentLedgerFigures } from '../../domain/ledger-figures';
import { Dec } from '../../domain/money';
import { loadGraph, versionOn } from '../allocation-rules/allocation-rule-graphs';
import { defaultRules } from '../allocation-rules/allocation-structure';
import { ruleGraphEngineInput } from '../allocation-rules/rule-graph-engine-input';
import { invalid } from '../api-error';
import { figureTotalsByCommitment } from '../commitment/commitment-information';
import type { Database } from '../db/database';
import {
  commitments,
  fees,
  fund_entities,
  type fund_families,
  investor_entities,
  transaction_codes,
} from '../db/schema';
import { loadStructureContext } from '../fund-family/structure-context';
import { classesInForce } from '../commitment/class-in-force';
import { loadFeeRateOverrides } from '../fees/fee-rate-overrides';
import type { Scope } from '../scope';

type Fund = typeof fund_families.$inferSelect;

/** A transaction code a call can post under: a contribution called from partners. */
export type CallCode = {
  id: string;
  name: string;
  display_name: string;
  classification: string;
  is_recallable: boolean;
};

/** A commitment as the call shows it: the domain's figures plus the names around it. */
export type CallCommitment = CapitalCallCommitment & {
  investorEntityId: string;
  fundEntityName: string;
  /** Its class (fee rates may be the class's own). */
  investorClassId: string | null;
};

export type CallContext = {
  structure: AllocationStructure;
  values: Record<string, Record<string, number | string>>;
  commitments: CallCommitment[];
  codes: Map<string, CallCode>;
};

/**
 * The codes a call's uses post under: classifications that move money into the fund, flagged
 * "should get equalized" (called from partners, docs/figures.md), so each row is a contribution.
 */
export async function callCodes(db: Database, scope: Scope, fund: Fund): Promise<CallCode[]> {
  const rows = await db
    .select({
      id: transaction_codes.id,
      name: transaction_codes.name,
      display_name: transaction_codes.display_name,
      classification: transaction_codes.classification,
      is_recallable: transaction_codes.is_recallable,
      should_get_equalized: transaction_codes.should_get_equalized,
    })
    .from(transaction_codes)
    .where(
      and(
        eq(transaction_codes.customer_id, scope.customerId),
        eq(transaction_codes.fund_family_id, fund.id),
      ),
    );
  return rows
    .filter(
      (c) => c.should_get_equalized && classificationDirection(c.classification) === 'into_fund',
    )
    .map(({ should_get_equalized: _, ...code }) => code)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The classification a use kind's code is proposed from. */
const kindClassification: Record<CapitalCallUseKind, readonly string[]> = {
  investment: ['investment'],
  fund_expenses: ['expenses'],
  organizational_expenses: ['expenses'],
  working_capital: ['working_capital', 'expenses'],
  management_fees: ['management_fee'],
  // It posts under no call code: it settles the closing's own equalization rows.
  closing_equalization: [],
  special_contributions: ['special_contributions'],
};

/** The code proposed for a use kind: the first call code of the kind's classification. */
export function defaultCodeFor(kind: CapitalCallUseKind, codes: readonly CallCode[]) {
  for (const classification of kindClassification[kind]) {
    const code = codes.find((c) => c.classification === classification);
    if (code) return code.name;
  }
  return null;
}

/**
 * The rules a call allocates through on its due date: the version of the chosen graph in force
 * that day, or the default (pro rata by commitment). A graph of another fund or not yet in force
 * is a 400 on allocation_rule_graph_id.
 */
async function rulesOn(
  db: Database,
  fund: Fund,
  graphId: string | null,
  date: string,
  fallback: AllocationRuleInput[],
): Promise<AllocationRuleInput[]> {
  if (!graphId) return fallback;
  try {
    await loadGraph(db, fund, graphId);
  } catch {
    throw invalid({ allocation_rule_graph_id: ['Invalid'] });
  }
  const version = await versionOn(db, graphId, date);
  if (!version) {
    const message = 'These rules take effect after the due date';
    throw invalid({ allocation_rule_graph_id: [message] }, message);
  }
  return version.rules;
}

/**
 * Commitments exempt from management fees on `date`: the fund has fees, and for every one of
 * them the rate in force is an override of 0%, the commitment's own (a side letter) or its
 * class's (the demo's Class G).
 */
async function feeExemptCommitments(
  db: Database,
  scope: Scope,
  fund: Fund,
  date: string,
  classOf: ReadonlyMap<string, string | null>,
): Promise<Set<string>> {
  const fundFees = await db
    .select({ id: fees.id, rates: fees.rates })
    .from(fees)
    .where(and(eq(fees.customer_id, scope.customerId), eq(fees.fund_family_id, fund.id)));
  if (fundFees.length === 0 || classOf.size === 0) return new Set();
  const overrides = await loadFeeRateOverrides(
    db,
    scope,
    fundFees.map((f) => f.id),
  );
  const exempt = (commitmentId: string, classId: string | null) =>
    fundFees.every((fee) => {
      try {
        const { rate, source } = resolveFeeRate({
          schedule: overrides.scheduleOf(fee, commitmentId, classId),
          date,
        });
        return source !== 'fund' && new Dec(rate).isZero();
      } catch {
        return false;
      }
    });
  return new Set([...classOf].filter(([id, classId]) => exempt(id, classId)).map(([id]) => id));
}

/**
 * What a call allocates over on its due date: the structure (entities, the commitments posted by
 * then, the rules and the fund's rounding), each commitment's figures today from the ledger
 * (src/domain/ledger-figures, the figures every page shows), its fee exemption and names, and the
 * fund's call codes.
 */
export async function loadCallContext(
  db: Database,
  scope: Scope,
  fund: Fund,
  dueDate: string,
  graphId: string | null,
): Promise<CallContext> {
  const context = await loadStructureContext(db, fund, dueDate);
  const rules = await rulesOn(db, fund, graphId, dueDate, defaultRules(context));
  const engine = await ruleGraphEngineInput(db, fund, dueDate, context, rules);
  const ids = context.commitments.filter((c) => c.amount > 0).map((c) => c.id);
  const details =
    ids.length === 0
      ? []
      : await db
          .select({
            id: commitments.id,
            investor_entity_id: commitments.investor_entity_id,
            investor_class_id: commitments.investor_class_id,
            owning_entity_id: commitments.owning_entity_id,
            lp: investor_entities.full_name,
            fund_entity_name: fund_entities.name,
          })
          .from(commitments)
          .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
          .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
          // By fund family, not an IN list of every id: a fund of 10,000 commitments otherwise
          // spends longer building and planning the list than reading the rows (issue 18).
          .where(
            and(
              eq(commitments.customer_id, scope.customerId),
              eq(commitments.fund_family_id, fund.id),
            ),
          );
  const byId = new Map(details.map((d) => [d.id, d]));
  // The class in force on the due date, not today's: a call drafted after a class change for
  // an earlier date is allocated and charged as the commitment stood then.
  const classOf = await classesInForce(
    db,
    scope,
    new Map(details.map((d) => [d.id, d.investor_class_id])),
    dueDate,
  );
  const exempt = await feeExemptCommitments(db, scope, fund, dueDate, classOf);
  const ledger = await figureTotalsByCommitment(db, scope, ids);
  const callCommitments = ids.map((id): CallCommitment => {
    const detail = byId.get(id)!;
    const figures = commitmentLedgerFigures(ledger.get(id) ?? []);
    return {
      id,
      name: detail.lp,
      fundEntityId: detail.owning_entity_id,
      fundEntityName: detail.fund_entity_name,
      investorEntityId: detail.investor_entity_id,
      investorClassId: classOf.get(id) ?? null,
      feeExempt: exempt.has(id),
      committed: figures.committed.cents,
      contributed: figures.contributed.cents,
      recallable: figures.recallable.cents,
      unfunded: figures.unfunded,
    };
  });
  callCommitments.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const codes = await callCodes(db, scope, fund);
  return {
    structure: engine.structure,
    values: engine.values,
    commitments: callCommitments,
    codes: new Map(codes.map((c) => [c.name, c])),
  };
}
