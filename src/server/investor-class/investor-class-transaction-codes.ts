import { and, asc, eq } from 'drizzle-orm';
import type { ClassCodeOverrides, ClassTransactionCode } from '../../api/investor-class-codes';
import { postedByTheProduct } from '../../api/transaction-codes';
import { invalid } from '../api-error';
import type { Database } from '../db/database';
import { investor_class_transaction_code_overrides, transaction_codes } from '../db/schema';
import type { Scope } from '../scope';
import { loadInvestorClassRow } from './investor-class-service';

const required = new Set<string>(postedByTheProduct);

/** The family's codes with one class's overrides applied (spec §7 with-overrides/). */
export async function classTransactionCodes(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  investorClassId: string,
): Promise<ClassTransactionCode[]> {
  const investorClass = await loadInvestorClassRow(db, scope, investorClassId);
  if (investorClass.fund_family_id !== fundFamilyId)
    throw invalid({ investor_class_id: ['This class is not of this fund family.'] });
  const [codes, overrides] = await Promise.all([
    db
      .select()
      .from(transaction_codes)
      .where(
        and(
          eq(transaction_codes.customer_id, scope.customerId),
          eq(transaction_codes.fund_family_id, fundFamilyId),
        ),
      )
      .orderBy(asc(transaction_codes.name)),
    db
      .select()
      .from(investor_class_transaction_code_overrides)
      .where(eq(investor_class_transaction_code_overrides.investor_class_id, investorClass.id)),
  ]);
  const byCode = new Map(overrides.map((o) => [o.transaction_code_id, o]));
  return codes.map(({ customer_id: _c, fund_family_id: _f, created_at: _t, ...code }) => {
    const override = byCode.get(code.id);
    return {
      ...code,
      display_name: override?.display_name ?? code.display_name,
      fund_display_name: code.display_name,
      is_enabled: override?.is_enabled ?? true,
      is_overridden: override !== undefined,
      is_required: required.has(code.name),
    };
  });
}

/**
 * Replaces the class's overrides. A row equal to the family's settings (enabled, same or no
 * name) is not stored, so the class follows later renames of the family's code.
 */
export async function saveClassTransactionCodes(
  tx: Database,
  scope: Scope,
  investorClassId: string,
  input: ClassCodeOverrides,
): Promise<ClassTransactionCode[]> {
  const investorClass = await loadInvestorClassRow(tx, scope, investorClassId);
  const before = await classTransactionCodes(
    tx,
    scope,
    investorClass.fund_family_id,
    investorClass.id,
  );
  const codes = new Map(before.map((c) => [c.id, c]));
  const errors: Record<string, string[]> = {};
  input.overrides.forEach((o, i) => {
    const code = codes.get(o.transaction_code_id);
    if (!code) errors[`overrides.${i}.transaction_code_id`] = ['No such code in this fund family.'];
    else if (code.is_required && !o.is_enabled)
      errors[`overrides.${i}.is_enabled`] = [
        `The product posts ${code.name} for every class; it cannot be switched off.`,
      ];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const kept = input.overrides.flatMap((o) => {
    const code = codes.get(o.transaction_code_id)!;
    const name = o.display_name || null;
    const renamed = name !== null && name !== code.fund_display_name;
    return o.is_enabled && !renamed ? [] : [{ ...o, display_name: renamed ? name : null }];
  });
  await tx
    .delete(investor_class_transaction_code_overrides)
    .where(eq(investor_class_transaction_code_overrides.investor_class_id, investorClass.id));
  if (kept.length > 0)
    await tx.insert(investor_class_transaction_code_overrides).values(
      kept.map((o) => ({
        customer_id: scope.customerId,
        investor_class_id: investorClass.id,
        transaction_code_id: o.transaction_code_id,
        is_enabled: o.is_enabled,
        display_name: o.display_name,
      })),
    );
  return before;
}
