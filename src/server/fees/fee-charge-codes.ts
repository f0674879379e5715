import { and, eq, inArray } from 'drizzle-orm';
import type { FeeChargeLedgerSummary } from '../../api/fee-charge-event';
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
