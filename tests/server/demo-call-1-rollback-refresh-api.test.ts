import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrectionPreview, CustomerEventList } from '../../src/api/event-correction';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import { refreshAndWait } from './event-refresh-wait';
import { familyLedgerRows } from './family-ledger-rows';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The demo as seeded agrees with its own terms (issue 21): Capital call 1 (due 2025-06-30) was
 * posted under the terms in force that day, so a soft rollback from it and a refresh post it
 * again row for row. The call charged every LP 1% of its commitment, the GP's Harborview GP IV,
 * LLC too (50,000.00 of 5,000,000.00; README). The terms are entered at setup and the first
 * close places the GP's own commitment in Class G, whose fee waiver starts 2025-07-01, the day
 * after the call: so recomputing the call neither exempts the GP nor re-splits the other LPs'
 * fee (4,182,500.00 over 413,250,000.00, about 1.2% more each, as it did when the demo wrote
 * the GP's class into its commitment after the call, under terms dated from 2025-03-31).
 *
 * The rollback takes Capital call 1, Organizational expenses (2025-08-15) and the Second close
 * (2025-09-30); Capital call 2 is a draft and stays. The refresh recomputes them oldest first:
 * Capital call 1 comes back as it was, and the refresh stops at Organizational expenses, a fund
 * expense allocation, which keeps no inputs a refresh could recompute it from (spec §8 "Unable
 * to refresh event."), leaving it and the Second close out of date.
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
      // 1% of 5,000,000.00 in the call due 2025-06-30; none of the 2026-01-20 draft's fee.
      expect(await gpFee(ids['Capital call 1']!)).toBe(50_000_00);
      expect((await gpFee(ids['Capital call 2']!)) ?? 0).toBe(0);
    });

    it('posts Capital call 1 again row for row, the GP’s 50,000.00 fee included', async () => {
      const call1 = ids['Capital call 1']!;
      // 31 LPs × investment, fee and expenses.
      expect(rowsOf(before, call1)).toHaveLength(93);
      const ask = { fund_family_id: fundFamilyId, from_event_id: call1, kind: 'soft' };
      const seen = await call<CorrectionPreview>('POST', `${admin}rollback-preview/`, ask);
      expect(seen.status, JSON.stringify(seen.body)).toBe(200);
      expect(seen.body.events.map((e) => e.name)).toEqual([
        'Capital call 1',
        'Organizational expenses',
        'Second close',
      ]);
      const rolled = await call('POST', admin, { ...ask, token: seen.body.token });
      expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
      expect(rowsOf(await familyLedgerRows(t, fundFamilyId), call1)).toEqual([]);

      const preview = await call<CorrectionPreview>('POST', `${admin}refresh-preview/`, {
        fund_family_id: fundFamilyId,
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.stops_at?.event_id).toBe(ids['Organizational expenses']);
      const { correction } = await refreshAndWait(call, fundFamilyId, preview.body.token);
      expect(correction.message).toBe('Unable to refresh event.');

      const after = await familyLedgerRows(t, fundFamilyId);
      expect(rowsOf(after, call1)).toEqual(rowsOf(before, call1));
      expect(
        (await events()).map((e) => [e.name, e.state]).filter(([, state]) => state !== 'draft'),
      ).toEqual([
        ['First close', 'completed'],
        ['Capital call 1', 'completed'],
        ['Organizational expenses', 'out_of_date'],
        ['Second close', 'out_of_date'],
      ]);
      // The GP's fee in Capital call 1, as posted and as refreshed: 1% of 5,000,000.00.
      const [gpFee] = await t.deps.handle.query<{ cents: string }>(
        `select sum(t.amount_cents)::text as cents from transactions t
         join transaction_codes c on c.id = t.transaction_code_id
         join commitments m on m.id = t.commitment_id
         where t.fund_family_event_id = $1 and m.is_gp and c.name = 'contribution_management_fee'`,
        [call1],
      );
      expect(Number(gpFee!.cents)).toBe(50_000_00);
    }, 240_000);
  },
);
