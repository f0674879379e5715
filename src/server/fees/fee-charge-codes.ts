import { and, eq, inArray } from 'drizzle-orm';
import type { FeeChargeLedgerSummary, FeeChargeTotals } from '../../api/fee-charge-event';
import type { FeeLedgerLine } from '../../domain/fees';
import type { Database } from '../db/database';
import { transaction_codes } from '../db/schema';
import type { Scope } from '../scope';

/**
 * The codes a fee charge posts under, one per line of the fee engine (FeeLedgerLine). Classified
 * management_fee and not "should get equalized": each is an allocated charge, not paid-in
 * (docs/figures.md). They do not affect NAV or net IRR: the fee's NAV effect is taken by the
 * call's management-fee contribution (paid away), so a charge on top would take it twice; the
 * rows record what each LP owes, its offsets and its waivers, net = their sum.
 */
export const feeChargeCodeDefinitions: Record<FeeLedgerLine['code'], string> = {
  management_fee: 'Management fee charged',
  management_fee_offset: 'Management fee offset',
  management_fee_waiver: 'Management fee waiver',
  fee_waiver_accrual: 'Fee waiver accrual',
  gp_cashless_contribution: 'GP cashless contribution (waived fee)',
};

/** Ledger sums keyed `commitment|code` as the views show them: one row per code, in its words. */
export function ledgerByCode(sums: ReadonlyMap<string, number>): FeeChargeLedgerSummary[] {
  const byCode = new Map<string, number>();
  for (const [key, amount] of sums) {
    const code = key.split('|')[1]!;
    byCode.set(code, (byCode.get(code) ?? 0) + amount);
  }
  return [...byCode].map(([code, amount]) => ({
    code,
    display_name: feeChargeCodeDefinitions[code as keyof typeof feeChargeCodeDefinitions] ?? code,
    amount_cents: amount,
  }));
}

/**
 * What posted ledger rows, summed per code, make of the fee's totals: the charge is the gross,
 * offset and waiver rows (negative on the ledger) are what was applied, and the net is the three
 * together. A waiver's counterpart (an accrual, or the GP's cashless contribution) is no part of
 * what the LP owes. The one reading of a late adjustment's rows: its list entry, its ledger card
 * and the posted page's totals all take it from here.
 */
export function feeTotalsOfLedger(ledger: readonly FeeChargeLedgerSummary[]): FeeChargeTotals {
  const of = (code: FeeLedgerLine['code']) =>
    ledger.filter((row) => row.code === code).reduce((sum, row) => sum + row.amount_cents, 0);
  const gross = of('management_fee');
  const offsets = of('management_fee_offset');
  const waivers = of('management_fee_waiver');
  return {
    gross_cents: gross,
    offsets_applied_cents: -offsets,
    waivers_applied_cents: -waivers,
    net_cents: gross + offsets + waivers,
  };
}

/** Totals added key by key: a published charge's and its late adjustments' changes. */
export function addFeeTotals(...totals: readonly FeeChargeTotals[]): FeeChargeTotals {
  const sum = (key: keyof FeeChargeTotals) => totals.reduce((s, t) => s + t[key], 0);
  return {
    gross_cents: sum('gross_cents'),
    offsets_applied_cents: sum('offsets_applied_cents'),
    waivers_applied_cents: sum('waivers_applied_cents'),
    net_cents: sum('net_cents'),
  };
}

/** The fund family's fee charge codes by name, added the first time a fee is published. */
export async function feeChargeCodes(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<Map<string, string>> {
  const names = Object.keys(feeChargeCodeDefinitions);
  const where = and(
    eq(transaction_codes.customer_id, scope.customerId),
    eq(transaction_codes.fund_family_id, fundFamilyId),
    inArray(transaction_codes.name, names),
  );
  const found = await tx
    .select({ id: transaction_codes.id, name: transaction_codes.name })
    .from(transaction_codes)
    .where(where);
  const missing = names.filter((n) => !found.some((f) => f.name === n));
  if (missing.length > 0)
    found.push(
      ...(await tx
        .insert(transaction_codes)
        .values(
          missing.map((name) => ({
            customer_id: scope.customerId,
            fund_family_id: fundFamilyId,
            name,
            display_name: feeChargeCodeDefinitions[name as FeeLedgerLine['code']],
            classification: 'management_fee',
          })),
        )
        .returning({ id: transaction_codes.id, name: transaction_codes.name })),
    );
  return new Map(found.map((f) => [f.name, f.id]));
}
