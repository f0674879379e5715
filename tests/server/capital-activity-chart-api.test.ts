import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CapitalActivityChart,
  CapitalActivityHistoryChart,
} from '../../src/api/capital-activity-chart';
import type { CapitalActivityList } from '../../src/api/capital-call';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The Capital Activity page's charts on the demo fund (README): the first close (2025-03-31)
 * commits 418,250,000.00; Capital call 1 (2025-06-30) calls 20% + 1% + 0.5% of it =
 * 89,923,750.00; the organizational expenses (2025-08-15) are an allocated charge, not paid in;
 * the second close (2025-09-30) commits 122,250,000.00 more (540,500,000.00) and its
 * equalization stays outstanding (draft). Unfunded = commitment − contributed (no distributions).
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
    expect(bars(answer.body)).toEqual([['Capital call 1', '2025-06-30', 89_923_750_00, 0]]);
  });

  it('draws contributed, distributed and unfunded at the end of each ledger date', async () => {
    const answer = await history();
    expect(answer.status).toBe(200);
    expect(lines(answer.body)).toEqual([
      ['2025-03-31', 0, 0, 418_250_000_00],
      ['2025-06-30', 89_923_750_00, 0, 328_326_250_00],
      ['2025-08-15', 89_923_750_00, 0, 328_326_250_00],
      ['2025-09-30', 89_923_750_00, 0, 450_576_250_00],
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
      ['Capital call 1', '2025-06-30', 89_923_750_00, 0],
      ['Capital call 2', '2026-01-20', 29_702_500_00, 0],
    ]);
    expect(lines((await history()).body).at(-1)).toEqual([
      '2026-01-20',
      119_626_250_00,
      0,
      420_873_750_00,
    ]);
  });
});
