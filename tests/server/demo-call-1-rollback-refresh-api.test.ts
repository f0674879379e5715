import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrectionPreview, CustomerEventList } from '../../src/api/event-correction';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import { refreshAndWait } from './event-refresh-wait';
import { familyLedgerRows } from './family-ledger-rows';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The demo as seeded agrees with its own terms (issues 20, 21): its history was seeded in date
 * order through the services, each event on what the fund knew then, so a soft rollback and a
 * refresh post it again row for row. Capital call 1 (due 2025-06-30) collects the published Q2
 * 2025 fee charge: each LP's fee as charged, 2% a year × 91/365 of its commitment (Class A
 * 1.5%), the GP's Harborview GP IV, LLC too: 5,000,000.00 × 2% × 91/365 = 24,931.506… →
 * 24,931.51 (README). The terms are entered at setup and the first close places the GP's own
 * commitment in Class G, whose fee waiver starts 2025-07-01: the Q3 2025 charge (dated
 * 2025-07-01, 92 days) charges the GP nothing, and neither does Capital call 2.
 *
 * The rollback takes Capital call 1, the Q3 2025 charge (2025-07-01), Organizational expenses
 * (2025-08-15), the Second close (2025-09-30) and the Q4 2025 charge (2025-10-01); the Q1 2026
 * charge and Capital call 2 are drafts and stay. The refresh recomputes them oldest first:
 * Capital call 1 from its stored uses (the fee line's overrides are the Q2 charge's fees), the
 * Q3 2025 charge by the fee engine on the commitments as they stood (the second close is still
 * set aside, as it had not happened when the charge was seeded), both as they were; then
 * Organizational expenses, a fund expense allocation split again from its stored inputs
 * (412,345.67 over the 31 first-close commitments by commitment), the Second close's
 * equalization, and the Q4 2025 charge over the 40 commitments then in force: the whole history
 * comes back row for row.
 */
describe.each(testDatabases())(
  'the demo rolled back from Capital call 1 and refreshed on $name',
  (database) => {
    let t: TestApp;
    let token = '';
    const call = jsonCaller(
      () => t,
      () => token,
    );
    const admin = '/api/customer-event-admin/';
    let fundFamilyId = '';
    const ids: Record<string, string> = {};
    let before: string[] = [];
    const rowsOf = (rows: string[], ...eventIds: string[]) =>
      rows.filter((r) => eventIds.some((id) => r.startsWith(`${id}|`)));
    const events = async () =>
      (await call<CustomerEventList>('GET', `${admin}?fundFamilyId=${fundFamilyId}`)).body.events;

    beforeAll(async () => {
      t = await startTestApp(database);
      // Soft rollback and refresh are for internal users (the flag is off for Demo Capital).
      token = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
      const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
      fundFamilyId = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
      for (const e of await events()) ids[e.name] = e.id;
      before = await familyLedgerRows(t, fundFamilyId);
    }, 120_000);
    afterAll(async () => {
      await stopJobQueueFor(t.deps.handle);
      await t.dispose();
    });

    it('charges the GP in Capital call 1 (before its waiver), not in Capital call 2 (after it)', async () => {
      const gpFee = async (eventId: string) => {
        const rows = await call<{ rows: { lp: string; by_use: Record<string, number> }[] }>(
          'GET',
          `/api/fund-family/${fundFamilyId}/capital-call/${eventId}/breakdown`,
        );
        const event = await call<{ uses: { id: string; kind: string }[] }>(
          'GET',
          `/api/fund-family/${fundFamilyId}/fund-family-event/${eventId}`,
        );
        const fee = event.body.uses.find((u) => u.kind === 'management_fees')!.id;
        return rows.body.rows.find((r) => r.lp === 'Harborview GP IV, LLC')!.by_use[fee];
      };
      // Its Q2 2025 fee, 24,931.51, in the call due 2025-06-30; none of the 2026-01-20 draft's.
      expect(await gpFee(ids['Capital call 1']!)).toBe(24_931_51);
      expect((await gpFee(ids['Capital call 2']!)) ?? 0).toBe(0);
    });

    it('posts Capital call 1 and every event after it again row for row, the GP’s fee included', async () => {
      const call1 = ids['Capital call 1']!;
      const q3 = ids['Management fee, Q3 2025']!;
      // 31 LPs × investment, fee and expenses; Q3 2025: the 30 LPs outside Class G.
      expect(rowsOf(before, call1)).toHaveLength(93);
      expect(rowsOf(before, q3)).toHaveLength(30);
      const ask = { fund_family_id: fundFamilyId, from_event_id: call1, kind: 'soft' };
      const seen = await call<CorrectionPreview>('POST', `${admin}rollback-preview/`, ask);
      expect(seen.status, JSON.stringify(seen.body)).toBe(200);
      expect(seen.body.events.map((e) => e.name)).toEqual([
        'Capital call 1',
        'Management fee, Q3 2025',
        'Organizational expenses',
        'Second close',
        'Management fee, Q4 2025',
      ]);
      const rolled = await call('POST', admin, { ...ask, token: seen.body.token });
      expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
      expect(rowsOf(await familyLedgerRows(t, fundFamilyId), call1, q3)).toEqual([]);

      const preview = await call<CorrectionPreview>('POST', `${admin}refresh-preview/`, {
        fund_family_id: fundFamilyId,
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.stops_at).toBeNull();
      const { correction } = await refreshAndWait(call, fundFamilyId, preview.body.token);
      expect(correction).toMatchObject({ state: 'done', done_count: 5, failed_event_id: null });

      // Every row of the fund family as seeded, each event's own, none more or fewer.
      const after = await familyLedgerRows(t, fundFamilyId);
      expect(rowsOf(after, ids['Organizational expenses']!)).toHaveLength(31);
      expect(after).toEqual(before);
      expect(
        (await events()).map((e) => [e.name, e.state]).filter(([, state]) => state !== 'draft'),
      ).toEqual([
        ['First close', 'completed'],
        ['Management fee, Q1 2025', 'completed'],
        ['Management fee, Q2 2025', 'completed'],
        ['Capital call 1', 'completed'],
        ['Management fee, Q3 2025', 'completed'],
        ['Organizational expenses', 'completed'],
        ['Second close', 'completed'],
        ['Management fee, Q4 2025', 'completed'],
      ]);
      // The GP's fee in Capital call 1, as posted and as refreshed: its Q2 2025 fee.
      const [gpFee] = await t.deps.handle.query<{ cents: string }>(
        `select sum(t.amount_cents)::text as cents from transactions t
         join transaction_codes c on c.id = t.transaction_code_id
         join commitments m on m.id = t.commitment_id
         where t.fund_family_event_id = $1 and m.is_gp and c.name = 'contribution_management_fee'`,
        [call1],
      );
      expect(Number(gpFee!.cents)).toBe(24_931_51);
    }, 240_000);
  },
);
