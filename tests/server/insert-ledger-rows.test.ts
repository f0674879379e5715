import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLedgerRows } from '../../src/server/ledger/insert-ledger-rows';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/** The set-based ledger insert writes exactly the rows given: nulls, drafts, cents and dates. */
describe.each(testDatabases())('insertLedgerRows on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.dispose());

  it('posts every row as given, across statements', async () => {
    const [row] = await t.deps.handle.query<Record<string, string>>(
      `SELECT customer_id::text, fund_family_id::text, fund_family_event_id::text,
              fund_entity_id::text, investor_entity_id::text, commitment_id::text,
              transaction_code_id::text
         FROM transactions WHERE commitment_id IS NOT NULL LIMIT 1`,
    );
    const base = {
      customer_id: row!.customer_id!,
      fund_family_id: row!.fund_family_id!,
      fund_family_event_id: row!.fund_family_event_id!,
      fund_entity_id: row!.fund_entity_id!,
      transaction_code_id: row!.transaction_code_id!,
    };
    const many = Array.from({ length: 10_002 }, (_, i) => ({
      ...base,
      investor_entity_id: row!.investor_entity_id!,
      commitment_id: row!.commitment_id!,
      amount_cents: i === 0 ? -9_007_199_254_740 : 1 + i,
      effective_date: '2031-02-28',
    }));
    await t.deps.handle.db.transaction((tx) =>
      insertLedgerRows(tx, [
        ...many,
        {
          ...base,
          investor_entity_id: null,
          commitment_id: null,
          amount_cents: 12_345,
          effective_date: '2031-03-01',
          is_draft: true,
        },
      ]),
    );
    const [totals] = await t.deps.handle.query<{ n: number; cents: string; first: string }>(
      `SELECT count(*)::int AS n, sum(amount_cents)::text AS cents, min(amount_cents)::text AS first
         FROM transactions WHERE effective_date = '2031-02-28' AND NOT is_draft`,
    );
    // Rows 1 … 10,001 carry 2 … 10,002: (2 + 10,002) × 10,001 / 2 = 50,025,002; row 0 the credit.
    expect(totals).toEqual({
      n: 10_002,
      cents: String(50_025_002 - 9_007_199_254_740),
      first: '-9007199254740',
    });
    const [fundRow] = await t.deps.handle.query<Record<string, unknown>>(
      `SELECT investor_entity_id, commitment_id, amount_cents::int AS amount, is_draft
         FROM transactions WHERE effective_date = '2031-03-01'`,
    );
    expect(fundRow).toEqual({
      investor_entity_id: null,
      commitment_id: null,
      amount: 12_345,
      is_draft: true,
    });
  });
});
