import type { TestApp } from './test-app';

/**
 * A fund family's ledger rows as (event, commitment, code, amount, date, draft), sorted: what a
 * rollback followed by a refresh must give back row for row (row ids aside).
 */
export async function familyLedgerRows(t: TestApp, fundFamilyId: string): Promise<string[]> {
  const rows = await t.deps.handle.query<Record<string, unknown>>(
    `select t.fund_family_event_id as event, coalesce(t.commitment_id::text, '') as commitment,
       c.name as code, t.amount_cents::text as amount, t.effective_date::text as date,
       t.is_draft as draft
     from transactions t join transaction_codes c on c.id = t.transaction_code_id
     where t.fund_family_id = $1`,
    [fundFamilyId],
  );
  return rows.map((r) => Object.values(r).map(String).join('|')).sort();
}
