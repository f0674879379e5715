import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CapitalActivityChart,
  CapitalActivityHistoryChart,
} from '../../src/api/capital-activity-chart';
import type { CapitalCallCreateData } from '../../src/api/capital-call';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import {
  commitments,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../../src/server/db/schema';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The Capital Activity page's charts on the demo fund (README): the first close (2025-03-31)
 * commits 418,250,000.00; Capital call 1 (2025-06-30) calls 20% of it for investments
 * (83,650,000.00), 0.5% for expenses (2,091,250.00) and the Q2 2025 management fee as charged
 * (1,995,767.12: 2% a year × 91/365 of each commitment, Class A 1.5%, each LP to the cent;
 * README): 87,737,017.12; the organizational expenses (2025-08-15) and the quarterly fee charges
 * (2025-03-31, 04-01, 07-01, 10-01) are allocated charges, not paid in, so their dates are
 * points where nothing moves; the second close (2025-09-30) commits 122,250,000.00 more
 * (540,500,000.00) and its equalization stays outstanding (draft). Unfunded = commitment −
 * contributed (no distributions).
 */
describe.each(testDatabases())('the capital activity charts on $name', (database) => {
  let t: TestApp;
  const token = { reader: '', approver: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.reader,
  );
  let base: string;
  const chart = (who = token.reader) =>
    call<CapitalActivityChart>('GET', `${base}/capital-activity/chart`, undefined, who);
  const history = (who = token.reader) =>
    call<CapitalActivityHistoryChart>(
      'GET',
      `${base}/capital-activity/history/chart`,
      undefined,
      who,
    );
  const bars = (body: CapitalActivityChart) =>
    body.events.map((e) => [e.name, e.effective_date, e.called_cents, e.distributed_cents]);
  const lines = (body: CapitalActivityHistoryChart) =>
    body.points.map((p) => [p.date, p.contributed_cents, p.distributed_cents, p.unfunded_cents]);

  beforeAll(async () => {
    t = await startTestApp(database);
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    base = `/api/fund-family/${families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id}`;
  });
  afterAll(() => t.dispose());

  it('bars each completed event by what it called and distributed: the seeded call only', async () => {
    const answer = await chart();
    expect(answer.status).toBe(200);
    expect(answer.body.currency).toBe('USD');
    expect(bars(answer.body)).toEqual([['Capital call 1', '2025-06-30', 87_737_017_12, 0]]);
  });

  it('draws contributed, distributed and unfunded at the end of each ledger date', async () => {
    const answer = await history();
    expect(answer.status).toBe(200);
    // 418,250,000.00 − 87,737,017.12 = 330,512,982.88; 540,500,000.00 − 87,737,017.12 =
    // 452,762,982.88. Q1 2025's charge shares the first close's date; Q1 2026 is a draft.
    expect(lines(answer.body)).toEqual([
      ['2025-03-31', 0, 0, 418_250_000_00],
      ['2025-04-01', 0, 0, 418_250_000_00],
      ['2025-06-30', 87_737_017_12, 0, 330_512_982_88],
      ['2025-07-01', 87_737_017_12, 0, 330_512_982_88],
      ['2025-08-15', 87_737_017_12, 0, 330_512_982_88],
      ['2025-09-30', 87_737_017_12, 0, 452_762_982_88],
      ['2025-10-01', 87_737_017_12, 0, 452_762_982_88],
    ]);
  });

  it('shows another customer nothing and asks who is calling', async () => {
    expect((await chart(token.beacon)).status).toBe(404);
    expect((await history(token.beacon)).status).toBe(404);
    expect((await chart('')).status).toBe(401);
    expect((await history('')).status).toBe(401);
  });

  it('adds Capital call 2 once it is finalized (29,702,500.00 on 2026-01-20)', async () => {
    const list = await call<CapitalActivityList>('GET', `${base}/capital-activity`);
    const draft = list.body.events.find((e) => e.name === 'Capital call 2')!;
    const done = await call<{ state: string }>(
      'PATCH',
      `${base}/fund-family-event/${draft.id}/finalize`,
      undefined,
      token.approver,
    );
    expect([done.status, done.body.state]).toEqual([200, 'completed']);
    expect(bars((await chart()).body)).toEqual([
      ['Capital call 1', '2025-06-30', 87_737_017_12, 0],
      ['Capital call 2', '2026-01-20', 29_702_500_00, 0],
    ]);
    // 87,737,017.12 + 29,702,500.00 = 117,439,517.12; 540,500,000.00 − that = 423,060,482.88.
    expect(lines((await history()).body).at(-1)).toEqual([
      '2026-01-20',
      117_439_517_12,
      0,
      423_060_482_88,
    ]);
  });

  it('bars a distribution and adds a recallable one back to unfunded (docs/figures.md)', async () => {
    // No distribution route exists yet: one is written to the ledger as a completed event, the
    // way the demo's organizational expenses are. Aldridge receives 250,000.00 and Nettlefield
    // 100,000.00 of return of capital, a recallable code: distributed 350,000.00 and unfunded
    // 423,060,482.88 + 350,000.00 = 423,410,482.88; contributed stays 117,439,517.12.
    const db = t.deps.handle.db;
    const fundFamilyId = base.split('/').at(-1)!;
    const data = await call<CapitalCallCreateData>('GET', `${base}/capital-call/create-data`);
    const idOf = (lp: string) => data.body.commitments.find((c) => c.lp === lp)!.commitment_id;
    const commitmentOf = async (id: string) =>
      (await db.select().from(commitments).where(eq(commitments.id, id)))[0]!;
    const aldridge = await commitmentOf(idOf('Aldridge State Pension Fund'));
    const nettlefield = await commitmentOf(idOf('Nettlefield Foundation'));
    const codeId = (
      await db
        .select({ id: transaction_codes.id, fund: transaction_codes.fund_family_id })
        .from(transaction_codes)
        .where(eq(transaction_codes.name, 'distribution_return_of_capital'))
    ).find((c) => c.fund === fundFamilyId)!.id;
    const [event] = await db
      .insert(fund_family_events)
      .values({
        customer_id: aldridge.customer_id,
        fund_family_id: fundFamilyId,
        event_type: 'distribution',
        state: 'completed',
        name: 'Distribution 1',
        effective_date: '2026-03-31',
        sequence: 1,
      })
      .returning();
    const row = (commitment: typeof aldridge, cents: number) => ({
      customer_id: commitment.customer_id,
      fund_family_id: fundFamilyId,
      fund_family_event_id: event!.id,
      fund_entity_id: commitment.owning_entity_id,
      investor_entity_id: commitment.investor_entity_id,
      commitment_id: commitment.id,
      transaction_code_id: codeId,
      amount_cents: cents,
      effective_date: '2026-03-31',
    });
    await db.insert(transactions).values([row(aldridge, 250_000_00), row(nettlefield, 100_000_00)]);
    expect(bars((await chart()).body).at(-1)).toEqual([
      'Distribution 1',
      '2026-03-31',
      0,
      350_000_00,
    ]);
    expect(lines((await history()).body).slice(-2)).toEqual([
      ['2026-01-20', 117_439_517_12, 0, 423_060_482_88],
      ['2026-03-31', 117_439_517_12, 350_000_00, 423_410_482_88],
    ]);
  });
});
