import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundEntity, Investor } from '../../src/api/fund-structure';
import type { InvestorPerformance } from '../../src/api/investor-performance';
import type { Table } from '../../src/api/table-data';
import {
  commitments,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

// Hand-worked (as in tests/domain/performance/performance-from-ledger.test.ts): $10,000.00 called
// for investments and $200.00 for fees on 2024-01-01, $3,000.00 returned on 2025-01-01.
// Paid-in 10,200.00, distributions 3,000.00, NAV 7,000.00, TVPI 10,000/10,200, DPI 3,000/10,200,
// net IRR (10,000/10,200)^(365/366) − 1 = −1.95548%.
describe.each(testDatabases())('investor performance and investor entity pages on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let beacon: string;
  let fundId: string;
  let investor: Investor;
  let entityId: string;

  const call = async <T>(method: string, path: string, token = admin) => {
    const response = await t.request(path, { method, token });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };

  beforeAll(async () => {
    // Today is passed in from the server's clock: fixed here so the figures are exact.
    t = await startTestApp(db, { now: () => new Date('2025-01-01T12:00:00Z') });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const funds = (await call<{ id: string; name: string }[]>('GET', '/api/fund-family/')).body;
    fundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    const response = await t.request('/api/investor/bulk-create/', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        rows: [
          {
            name: 'Elm Street Pension',
            external_id: null,
            primary_contact_email: null,
            entity_full_name: 'Elm Street Pension LP',
            entity_legal_type: 'limited_partnership',
          },
        ],
      }),
    });
    investor = ((await response.json()) as Investor[])[0]!;
    entityId = investor.entities[0]!.id;
    const fundEntity = (
      await call<FundEntity[]>('GET', `/api/fund-family/${fundId}/fund-entities/`)
    ).body[0]!;
    const d = t.deps.handle.db;
    const customerId = (
      await d
        .select({ customer_id: transaction_codes.customer_id })
        .from(transaction_codes)
        .where(eq(transaction_codes.fund_family_id, fundId))
        .limit(1)
    )[0]!.customer_id;
    const codeId = async (name: string) =>
      (
        await d
          .select({ id: transaction_codes.id })
          .from(transaction_codes)
          .where(
            and(eq(transaction_codes.fund_family_id, fundId), eq(transaction_codes.name, name)),
          )
      )[0]!.id;
    const [commitment] = await d
      .insert(commitments)
      .values({
        customer_id: customerId,
        fund_family_id: fundId,
        owning_entity_id: fundEntity.id,
        investor_entity_id: entityId,
      })
      .returning();
    const [event] = await d
      .insert(fund_family_events)
      .values({
        customer_id: customerId,
        fund_family_id: fundId,
        event_type: 'capital_call',
        state: 'completed',
        name: 'Performance test event',
        effective_date: '2024-01-01',
        sequence: 987_654,
      })
      .returning();
    const row = async (code: string, amount: number, date: string) => ({
      customer_id: customerId,
      fund_family_id: fundId,
      fund_family_event_id: event!.id,
      fund_entity_id: fundEntity.id,
      investor_entity_id: entityId,
      commitment_id: commitment!.id,
      transaction_code_id: await codeId(code),
      amount_cents: amount,
      effective_date: date,
    });
    await d
      .insert(transactions)
      .values([
        await row('commitment', 5_000_000, '2024-01-01'),
        await row('contribution_investment', 1_000_000, '2024-01-01'),
        await row('contribution_management_fee', 20_000, '2024-01-01'),
        await row('distribution_return_of_capital', 300_000, '2025-01-01'),
      ]);
  });
  afterAll(() => t.dispose());

  const checkFigures = (performance: InvestorPerformance) => {
    expect(performance.as_of).toBe('2025-01-01');
    expect(performance.fund_families).toHaveLength(1);
    const [family] = performance.fund_families;
    expect(family).toMatchObject({
      fund_family_id: fundId,
      paid_in_cents: 1_020_000,
      distributed_cents: 300_000,
      nav_cents: 700_000,
    });
    expect(family!.tvpi.value).toBeCloseTo(10_000 / 10_200, 9);
    expect(family!.dpi.value).toBeCloseTo(3_000 / 10_200, 9);
    expect(family!.net_irr.value).toBeCloseTo(-0.019554797, 7);
    // The commitment row moves no cash: three flows explain the figures.
    expect(family!.cash_flows.map((f) => [f.date, f.direction, f.amount_cents, f.in_nav])).toEqual([
      ['2024-01-01', 'contribution', 1_000_000, true],
      ['2024-01-01', 'contribution', 20_000, false],
      ['2025-01-01', 'distribution', 300_000, true],
    ]);
    expect(family!.net_irr.steps.length).toBeGreaterThan(1);
  };

  it("gives the investor's performance per fund family from the ledger", async () => {
    const performance = await call<InvestorPerformance>(
      'GET',
      `/api/investor/${investor.id}/performance/`,
    );
    expect(performance.status).toBe(200);
    checkFigures(performance.body);
  });

  it("gives the fund family investor entity's performance, activity and commitments", async () => {
    const base = `/api/fund-family/${fundId}/investor-entities/${entityId}`;
    const performance = await call<InvestorPerformance>('GET', `${base}/performance/`);
    expect(performance.status).toBe(200);
    checkFigures(performance.body);
    const activity = await call<Table>('GET', `${base}/activity-table-data/`);
    expect(activity.body.rows).toHaveLength(4);
    const commitmentsTable = await call<Table>(
      'GET',
      `/api/commitment-information-table-data/?fund_family_id=${fundId}&investor_entity_id=${entityId}`,
    );
    expect(commitmentsTable.body.rows).toHaveLength(1);
    expect(commitmentsTable.body.rows[0]!.cells.investor_entity?.link).toEqual({
      type: 'generic',
      to: `/fund-family/${fundId}/investor-entities/${entityId}`,
    });
  });

  it("gives another customer's user none of it", async () => {
    const base = `/api/fund-family/${fundId}/investor-entities/${entityId}`;
    for (const path of [
      `/api/investor/${investor.id}/performance/`,
      `${base}/performance/`,
      `${base}/activity-table-data/`,
      `/api/commitment-information-table-data/?fund_family_id=${fundId}&investor_entity_id=${entityId}`,
    ])
      expect((await call('GET', path, beacon)).status).toBe(404);
  });
});
