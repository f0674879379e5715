import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateFundExpense } from '../../src/server/capital-call/capital-activity-fund-expense-allocation';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The fund expense allocation that seeds the demo's organizational expenses (issue 17: made
 * through a service, not written into the ledger). Worked by hand: 412,345.67 over the first
 * close's 418,250,000.00 by commitment, the fund's rounding (cents, GP then largest):
 * Aldridge State Pension Fund 2,500,000.00 → 41,234,567 × 2.5 / 418.25 = 246,470.81… → 2,464.70;
 * the GP 5,000,000.00 → 492,941.62… → 4,929.41, and the GP is first in line for the cent the
 * floors leave over: 4,929.42.
 */
describe.each(testDatabases())('the fund expense allocation on $name', (database) => {
  let t: TestApp;
  let customerId: string;
  let fundFamilyId: string;
  const query = <T>(sql: string, params: unknown[] = []) => t.deps.handle.query<T>(sql, params);

  beforeAll(async () => {
    t = await startTestApp(database);
    const [fund] = await query<{ id: string; customer_id: string }>(
      "SELECT id::text, customer_id::text FROM fund_families WHERE name = 'Harborview Capital Partners IV'",
    );
    fundFamilyId = fund!.id;
    customerId = fund!.customer_id;
  });
  afterAll(() => t.dispose());

  it('seeded the demo organizational expenses: 31 rows summing to 412,345.67, split by commitment', async () => {
    const rows = await query<{ lp: string; amount: string; event_type: string; state: string }>(
      `SELECT ie.full_name AS lp, t.amount_cents::text AS amount, e.event_type, e.state
         FROM transactions t
         JOIN fund_family_events e ON e.id = t.fund_family_event_id
         JOIN investor_entities ie ON ie.id = t.investor_entity_id
        WHERE e.fund_family_id = $1 AND e.name = 'Organizational expenses'`,
      [fundFamilyId],
    );
    expect(rows).toHaveLength(31);
    expect(rows.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(412_345_67);
    expect(new Set(rows.map((r) => `${r.event_type} ${r.state}`))).toEqual(
      new Set(['adjustment completed']),
    );
    const of = (lp: string) => Number(rows.find((r) => r.lp === lp)!.amount);
    expect(of('Aldridge State Pension Fund')).toBe(2_464_70);
    expect(of('Harborview GP IV, LLC')).toBe(4_929_42);
  });

  it('refuses a code that calls capital, and a date before any commitment', async () => {
    const scope = { customerId };
    const attempt = (input: Partial<Parameters<typeof allocateFundExpense>[3]>) =>
      t.deps.handle.db
        .transaction((tx) =>
          allocateFundExpense(tx, scope, fundFamilyId, {
            name: 'Audit fee',
            effective_date: '2025-12-31',
            amount_cents: 10_000_00,
            transaction_code: 'organizational_expenses',
            ...input,
          }).then(({ shares }) => {
            throw Object.assign(new Error('rolled back on purpose'), { shares });
          }),
        )
        .catch(
          (error: {
            status?: number;
            data?: unknown;
            message: string;
            shares?: Record<string, number>;
          }) => error,
        );
    const called = await attempt({ transaction_code: 'contribution_expenses' });
    expect([called.status, Object.keys(called.data as object)]).toEqual([
      400,
      ['transaction_code'],
    ]);
    const early = await attempt({ effective_date: '2025-01-01' });
    expect([early.status, Object.keys(early.data as object)]).toEqual([400, ['effective_date']]);
    // Both second-close and first-close commitments are in force at year end: 41 shares.
    const fine = await attempt({});
    expect(fine.message).toBe('rolled back on purpose');
    const shares = Object.values(fine.shares!);
    expect([shares.length, shares.reduce((a, b) => a + b, 0)]).toEqual([41, 10_000_00]);
  });
});
