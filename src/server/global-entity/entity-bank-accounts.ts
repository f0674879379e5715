import { and, eq } from 'drizzle-orm';
import type { UpdateBankAccount } from '../../api/entity-details';
import { maskAccountNumber } from '../../api/global-entities';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { entity_bank_accounts } from '../db/schema';
import { entityKindOf } from './global-entity-service';
import type { Scope } from '../scope';

type BankAccountRow = typeof entity_bank_accounts.$inferSelect;

/** What the audit log keeps of an account: never the full account number. */
const auditView = (row: Omit<BankAccountRow, 'id' | 'customer_id' | 'created_at'>) => ({
  entity_id: row.entity_id,
  bank_name: row.bank_name,
  account_name: row.account_name,
  account_number_masked: maskAccountNumber(row.account_number),
  aba_routing_number: row.aba_routing_number,
  swift_code: row.swift_code,
});

/** The account, when it is one of this entity's and the entity is the customer's; else 404. */
async function loadBankAccount(
  tx: Database,
  scope: Scope,
  entityId: string,
  bankAccountId: string,
) {
  await entityKindOf(tx, scope, entityId);
  const [row] = await tx
    .select()
    .from(entity_bank_accounts)
    .where(
      and(
        eq(entity_bank_accounts.id, bankAccountId),
        eq(entity_bank_accounts.customer_id, scope.customerId),
        eq(entity_bank_accounts.entity_id, entityId),
      ),
    );
  if (!row) throw notFound('No such bank account for this entity');
  return row;
}

/** PATCH /global-entity/{id}/bank-accounts/{bankAccountId}/, in the caller's transaction. */
export async function updateBankAccount(
  tx: Database,
  scope: Scope,
  entityId: string,
  bankAccountId: string,
  input: UpdateBankAccount,
) {
  const before = await loadBankAccount(tx, scope, entityId, bankAccountId);
  const after = {
    ...before,
    ...input,
    account_number: input.account_number ?? before.account_number,
  };
  await tx
    .update(entity_bank_accounts)
    .set({
      bank_name: after.bank_name,
      account_name: after.account_name,
      account_number: after.account_number,
      aba_routing_number: after.aba_routing_number,
      swift_code: after.swift_code,
    })
    .where(eq(entity_bank_accounts.id, before.id));
  return { before: auditView(before), after: auditView(after) };
}

/** DELETE /global-entity/{id}/bank-accounts/{bankAccountId}/, in the caller's transaction. */
export async function deleteBankAccount(
  tx: Database,
  scope: Scope,
  entityId: string,
  bankAccountId: string,
) {
  const before = await loadBankAccount(tx, scope, entityId, bankAccountId);
  await tx.delete(entity_bank_accounts).where(eq(entity_bank_accounts.id, before.id));
  return { before: auditView(before) };
}
