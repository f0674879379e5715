import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import type { CapitalCallBreakdown } from '../../src/api/capital-call-breakdown';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The demo's calls are made by the capital-call service at seed (README): Capital call 1
 * (2025-06-30, finalized, drafted from the published Q2 2025 fee charge: 20% of the first
 * close's 418,250,000.00 for investments, 0.5% for expenses, and each LP's Q2 2025 fee as
 * charged, 2% a year × 91/365 (Class A 1.5%), 1,995,767.12: 87,737,017.12) and Capital call 2 (due 2026-01-20, a draft): 27,025,000.00 for an investment, 5% of each of
 * the 41 commitments (540,500,000.00), and a management fee of 2,677,500.00 typed as 0.5% of
 * the 535,500,000.00 outside the GP's fee-exempt Class G, which therefore pays no fee.
 */
describe.each(testDatabases())('the demo capital calls on $name', (database) => {
  let t: TestApp;
  const token = { writer: '', approver: '' };
  const call = jsonCaller(
    () => t,
    () => token.approver,
  );
  let base: string;
  let list: CapitalActivityList;

  beforeAll(async () => {
    t = await startTestApp(database);
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    base = `/api/fund-family/${families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id}`;
    list = (await call<CapitalActivityList>('GET', `${base}/capital-activity`)).body;
  });
  afterAll(() => t.dispose());

  it('lists the seeded call finalized and the next one in draft, drafted by the writer', () => {
    const calls = list.events
      .filter((e) => e.event_type === 'capital_activity')
      .map((e) => [e.name, e.effective_date, e.state, e.called_cents, e.created_by?.name]);
    expect(calls).toEqual([
      ['Capital call 2', '2026-01-20', 'draft', 29_702_500_00, 'Will Writer'],
      ['Capital call 1', '2025-06-30', 'completed', 87_737_017_12, 'Will Writer'],
    ]);
  });

  it('keeps the first call as it was proven: finalized by the approver, every check passed', async () => {
    const first = list.events.find((e) => e.name === 'Capital call 1')!;
    const event = await call<CapitalCallEvent>('GET', `${base}/fund-family-event/${first.id}`);
    expect(event.body.finalized_by?.name).toBe('April Approver');
    expect(event.body.checks.map((c) => c.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
      'passed',
    ]);
    const breakdown = await call<CapitalCallBreakdown>(
      'GET',
      `${base}/capital-call/${first.id}/breakdown`,
    );
    // Aldridge State Pension Fund committed 2,500,000.00: 20% and 0.5% of it, 500,000.00 and
    // 12,500.00, and its Q2 2025 fee 2,500,000.00 × 2% × 91/365 = 12,465.753… → 12,465.75:
    // 524,965.75 called (20.9986%), 1,975,034.25 unfunded after.
    const aldridge = breakdown.body.rows.find((r) => r.lp === 'Aldridge State Pension Fund')!;
    expect([aldridge.called_cents, aldridge.unfunded_after_cents, aldridge.percent_called]).toEqual(
      [524_965_75, 1_975_034_25, '20.9986'],
    );
    expect(breakdown.body.rows).toHaveLength(31);
  });

  it('finalizes the draft: the GP pays no fee and each LP 5.5% of its commitment', async () => {
    const draft = list.events.find((e) => e.name === 'Capital call 2')!;
    const breakdown = await call<CapitalCallBreakdown>(
      'GET',
      `${base}/capital-call/${draft.id}/breakdown`,
    );
    const [investment, fee] = breakdown.body.uses.map((u) => u.id);
    const gp = breakdown.body.rows.find((r) => r.lp === 'Harborview GP IV, LLC')!;
    expect(gp.by_use).toEqual({ [investment!]: 250_000_00, [fee!]: 0 });
    const aldridge = breakdown.body.rows.find((r) => r.lp === 'Aldridge State Pension Fund')!;
    expect(aldridge.by_use).toEqual({ [investment!]: 125_000_00, [fee!]: 12_500_00 });
    // 1,975,034.25 unfunded after Capital call 1, less 125,000.00 + 12,500.00.
    expect(aldridge.unfunded_after_cents).toBe(1_837_534_25);
    expect(breakdown.body.rows).toHaveLength(41);

    const refused = await call<{ code: string }>(
      'PATCH',
      `${base}/fund-family-event/${draft.id}/finalize`,
      undefined,
      token.writer,
    );
    expect(refused.status).toBe(403);
    const done = await call<CapitalCallEvent>(
      'PATCH',
      `${base}/fund-family-event/${draft.id}/finalize`,
    );
    expect([done.status, done.body.state]).toEqual([200, 'completed']);
  });
});
