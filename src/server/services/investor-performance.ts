import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { performanceFromLedger, type LedgerPerformanceRow } from '../../domain/performance';
import type { FundFamilyPerformance, InvestorPerformance } from '../../api/investor-performance';
import type { Database } from '../db/database';
import { fund_families, transaction_codes, transactions } from '../db/schema';

type Scope = { customerId: string };

/** Codes that pay the investor; every other code flagged for net IRR is money the investor paid. */
const isDistribution = (code: { name: string; classification: string }) =>
  code.classification === 'proceeds' || code.name.includes('distribution');

/** Calls that pay fees and expenses: paid in, but paid away, so they leave NAV. */
const paidAway = new Set(['management_fee', 'expenses', 'carried_interest', 'taxes']);

/**
 * Performance per fund family of some investor entities, from their posted ledger rows at
 * `asOf` (the caller's today: domain code never reads a clock).
 */
export async function performanceOfEntities(
  db: Database,
  scope: Scope,
  input: { investorEntityIds: readonly string[]; fundFamilyId?: string; asOf: string },
): Promise<InvestorPerformance> {
  if (input.investorEntityIds.length === 0) return { as_of: input.asOf, fund_families: [] };
  const conditions: SQL[] = [
    eq(transactions.customer_id, scope.customerId),
    inArray(transactions.investor_entity_id, [...input.investorEntityIds]),
    eq(transactions.is_draft, false),
  ];
  if (input.fundFamilyId) conditions.push(eq(transactions.fund_family_id, input.fundFamilyId));
  const rows = await db
    .select({
      date: transactions.effective_date,
      commitment_id: transactions.commitment_id,
      amount: transactions.amount_cents,
      code_name: transaction_codes.name,
      code_label: transaction_codes.display_name,
      classification: transaction_codes.classification,
      affects_net_irr: transaction_codes.affects_net_irr,
      affects_nav: transaction_codes.affects_nav,
      fund_family_id: fund_families.id,
      fund_family_name: fund_families.name,
      currency: fund_families.currency,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_families, eq(fund_families.id, transactions.fund_family_id))
    .where(and(...conditions))
    .orderBy(asc(fund_families.name), asc(transactions.effective_date), asc(transactions.id));
  const families = new Map<string, typeof rows>();
  for (const row of rows)
    families.set(row.fund_family_id, [...(families.get(row.fund_family_id) ?? []), row]);
  const result: FundFamilyPerformance[] = [];
  for (const [fundFamilyId, familyRows] of families) {
    const first = familyRows[0]!;
    const ledger: LedgerPerformanceRow[] = familyRows.map((row) => ({
      date: row.date,
      commitmentId: row.commitment_id ?? '',
      code: row.code_label,
      amount: row.amount,
      direction: isDistribution({ name: row.code_name, classification: row.classification })
        ? 'distribution'
        : 'contribution',
      affectsNetIrr: row.affects_net_irr,
      staysInNav: row.affects_nav && !paidAway.has(row.classification),
    }));
    const computed = performanceFromLedger({ asOf: input.asOf, rows: ledger });
    result.push({
      fund_family_id: fundFamilyId,
      fund_family_name: first.fund_family_name,
      currency: first.currency,
      paid_in_cents: computed.metrics.paidIn,
      distributed_cents: computed.metrics.distributed,
      nav_cents: computed.nav,
      nav_steps: computed.navSteps,
      net_irr: computed.metrics.netIrr,
      tvpi: computed.metrics.tvpi,
      dpi: computed.metrics.dpi,
      cash_flows: computed.cashFlows.map((flow) => ({
        date: flow.date,
        transaction_code: flow.code,
        direction: flow.direction,
        amount_cents: flow.amount,
        in_nav: flow.inNav,
      })),
    });
  }
  return { as_of: input.asOf, fund_families: result };
}
