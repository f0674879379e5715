import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeCallMessages } from '../../src/api/fee-call';
import type { FeeChargeEventListItem, FeeChargeEventView } from '../../src/api/fee-charge-event';
import type { CapitalCallBreakdown } from '../../src/api/capital-call-breakdown';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The demo's fee history (issue 20, README): its quarterly management fee charged at seed through
 * the fee charge event, each quarter from the first close's on, drafted by Will Writer and
 * published by April Approver; Q1 2026 waits as a draft. Worked by hand per LP (commitments
 * (10 + (37i mod 91)) × 250,000.00 and the GP's 5,000,000.00; 2% a year, Class A's three largest
 * first-close commitments 1.5%, Class G (the GP) 2% until 2025-06-30 and 0% from 2025-07-01;
 * actual/365; each LP to the cent):
 * - Q1 2025, the first close's day alone (2025-03-31, one day): 21,931.51, dated on the first
 *   close, not on 2025-01-01.
 * - Q2 2025 (91 days): 1,995,767.12; Aldridge 2,500,000.00 × 2% × 91/365 = 12,465.75.
 * - Q3 2025 (92 days, the GP exempt): 1,992,493.16.
 * - Q4 2025 (92 days, with the second close's ten): 2,608,767.13.
 * - Q1 2026 (90 days), a draft: 2,552,054.81 if published now.
 * Capital call 1 collects Q2 2025: its fee line calls each LP exactly the charge's net fee, and
 * the charge names it, so the charge cannot be called again.
 */
describe.each(testDatabases())('the demo fee history on $name', (database) => {
  let t: TestApp;
  let token = '';
  const call = jsonCaller(
    () => t,
    () => token,
  );
  let fundFamilyId = '';
  let charges: FeeChargeEventListItem[] = [];
  const chargeNamed = (name: string) => charges.find((c) => c.name === name)!;

  beforeAll(async () => {
    t = await startTestApp(database);
    token = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    fundFamilyId = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    charges = (
      await call<FeeChargeEventListItem[]>(
        'GET',
        `/api/fee-charge-event/?fund_family_id=${fundFamilyId}`,
      )
    ).body;
  });
  afterAll(() => t.dispose());

  it('lists each quarter from the first close published, and Q1 2026 as a draft', () => {
    const rows = charges
      .map((c) => [c.name, c.state, c.effective_date, c.gross_cents, c.net_cents])
      .sort((a, b) => String(a[2]).localeCompare(String(b[2])));
    expect(rows).toEqual([
      ['Management fee, Q1 2025', 'published', '2025-03-31', 21_931_51, 21_931_51],
      ['Management fee, Q2 2025', 'published', '2025-04-01', 1_995_767_12, 1_995_767_12],
      ['Management fee, Q3 2025', 'published', '2025-07-01', 1_992_493_16, 1_992_493_16],
      ['Management fee, Q4 2025', 'published', '2025-10-01', 2_608_767_13, 2_608_767_13],
      ['Management fee, Q1 2026', 'draft', '2026-01-01', 2_552_054_81, 2_552_054_81],
    ]);
    expect(charges.every((c) => c.created_by?.name === 'Will Writer')).toBe(true);
  });

  it('has Capital call 1 collect Q2 2025 as charged, once', async () => {
    const q2 = chargeNamed('Management fee, Q2 2025');
    const view = await call<FeeChargeEventView>('GET', `/api/fee-charge-event/${q2.id}/`);
    expect(view.body.fee_call).toMatchObject({ name: 'Capital call 1', state: 'completed' });
    // Each LP's net fee in the charge is what the call's fee line called it.
    const breakdown = await call<CapitalCallBreakdown>(
      'GET',
      `/api/fund-family/${fundFamilyId}/capital-call/${view.body.fee_call!.event_id}/breakdown`,
    );
    const feeUse = breakdown.body.uses.find((u) => u.kind === 'management_fees')!.id;
    const called = new Map(breakdown.body.rows.map((r) => [r.commitment_id, r.by_use[feeUse]]));
    expect(view.body.lines.map((l) => [l.commitment_id, l.net_cents])).toEqual(
      view.body.lines.map((l) => [l.commitment_id, called.get(l.commitment_id)]),
    );
    const aldridge = view.body.lines.find(
      (l) => l.investor_entity_name === 'Aldridge State Pension Fund',
    )!;
    expect(aldridge.net_cents).toBe(12_465_75);
    // A second call of the same charge is refused, naming the call that collects it.
    const again = await call<{ message: string }>(
      'POST',
      `/api/fee-charge-event/${q2.id}/call-for-fees/`,
      { notice_date: '2025-07-01', due_date: '2025-07-15' },
    );
    expect([again.status, again.body.message]).toEqual([
      409,
      feeCallMessages.alreadyCalled('Capital call 1'),
    ]);
  });

  it('leaves the other published quarters charged and not yet called', async () => {
    for (const name of ['Q1 2025', 'Q3 2025', 'Q4 2025']) {
      const charge = chargeNamed(`Management fee, ${name}`);
      const view = await call<FeeChargeEventView>('GET', `/api/fee-charge-event/${charge.id}/`);
      expect([name, view.body.fee_call]).toEqual([name, null]);
    }
  });
});
