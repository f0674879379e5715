import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalCallBreakdown } from '../../src/api/capital-call-breakdown';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * What a draft call's figures and a fee charge's run read (the charge: its own row too), besides
 * the tables the large tables read (0033): each must note its changes, or a kept computation
 * would show figures from before a change.
 */
const followedForComputedFigures = [
  'allocation_rule_graphs',
  'allocation_rule_graph_versions',
  'calculations',
  'calculation_versions',
  'commitment_class_changes',
  'fees',
  'investor_class_fee_overrides',
  'capital_calls',
  'fee_charge_events',
  'fund_families',
  'fund_entities',
  'commitments',
  'investor_entities',
  'transactions',
  'transaction_codes',
  'closings',
  'closing_commitments',
  'fund_family_events',
];

/**
 * Issue 17: a draft call's figures are computed once and served again (its wizard reads them on
 * every step, its page polls) until anything they read changes, by the API or straight in the
 * database. The demo's draft Capital call 2 calls a 2,677,500.00 management fee, which the GP's
 * fee-exempt Class G does not pay.
 */
describe.each(testDatabases())(
  'a draft call’s figures served from the cache on $name',
  (database) => {
    let t: TestApp;
    let admin: string;
    const call = jsonCaller(
      () => t,
      () => admin,
    );
    let breakdownPath: string;
    let gpCommitmentId: string;

    const breakdown = async () => {
      const answer = await call<CapitalCallBreakdown>('GET', breakdownPath);
      expect(answer.status).toBe(200);
      return answer.body;
    };
    /** The GP's class's fee rate from 2025-03-31, set straight in the database. */
    const setGpClassRate = (rate: string) =>
      t.deps.handle.query(
        `UPDATE investor_class_fee_overrides
       SET rates = jsonb_build_array(jsonb_build_object('from', '2025-03-31', 'rate', $2::text))
       WHERE investor_class_id = (SELECT investor_class_id FROM commitments WHERE id = $1)`,
        [gpCommitmentId, rate],
      );
    const feeUseOf = (b: CapitalCallBreakdown) => b.uses.find((u) => u.kind === 'management_fees')!;
    const gpRow = (b: CapitalCallBreakdown) =>
      b.rows.find((r) => r.commitment_id === gpCommitmentId)!;

    beforeAll(async () => {
      t = await startTestApp(database);
      admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
      const funds = (await call<{ id: string; name: string }[]>('GET', '/api/fund-family/')).body;
      const fundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
      const activity = await call<CapitalActivityList>(
        'GET',
        `/api/fund-family/${fundId}/capital-activity`,
      );
      const draft = activity.body.events.find((e) => e.name === 'Capital call 2')!;
      expect(draft.state).toBe('draft');
      breakdownPath = `/api/fund-family/${fundId}/capital-call/${draft.id}/breakdown`;
      const [gp] = await t.deps.handle.query<{ id: string }>(
        'SELECT id FROM commitments WHERE fund_family_id = $1 AND is_gp',
        [fundId],
      );
      gpCommitmentId = gp!.id;
    });
    afterAll(() => t.dispose());

    it('shows a change of the draft made in the database at the next read', async () => {
      const before = await breakdown();
      expect(await breakdown()).toEqual(before);
      const investment = before.uses.find((u) => u.kind === 'investment')!;
      expect(before.total.by_use[investment.id]).toBe(27_025_000_00);
      await t.deps.handle.query(
        `UPDATE capital_calls
       SET uses = jsonb_set(uses, '{0,amount_cents}', to_jsonb(2702500100::bigint))
       WHERE fund_family_event_id = $1`,
        [before.event_id],
      );
      const after = await breakdown();
      expect(after.total.by_use[investment.id]).toBe(27_025_001_00);
      expect(after.total.called_cents).toBe(before.total.called_cents + 1_00);
    });

    it('shows a class’s fee override changed in the database at the next read', async () => {
      const before = await breakdown();
      expect(gpRow(before).by_use[feeUseOf(before).id]).toBe(0);
      // Class G pays 2% like everyone else from now on: the GP is no longer fee-exempt.
      await setGpClassRate('0.02');
      const after = await breakdown();
      const gp = gpRow(after);
      // 2,677,500.00 over all 540,500,000.00 committed, the GP's 5,000,000.00 among it:
      // 267,750,000¢ × 5,000,000 / 540,500,000 = 2,476,873.26¢, floored, plus a spare cent of its
      // fund's split, which the fund's rounding gives the GP first (gp_then_largest_allocation).
      expect(gp.committed_cents).toBe(5_000_000_00);
      expect(gp.by_use[feeUseOf(after).id]).toBe(2_476_874);
      expect(after.total.by_use[feeUseOf(after).id]).toBe(2_677_500_00);
    });

    it('finalizes on the data as it is, not as it was when the draft was last read', async () => {
      const read = await breakdown();
      expect(gpRow(read).by_use[feeUseOf(read).id]).toBe(2_476_874);
      // The GP's class is fee-exempt again after the approver's last look: finalize must not post
      // the kept figures (the GP's 24,768.74), but the draft on today's data.
      await setGpClassRate('0');
      const approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
      const finalized = await call(
        'PATCH',
        breakdownPath.replace(/capital-call\/(.*)\/breakdown$/, 'fund-family-event/$1/finalize'),
        undefined,
        approver,
      );
      expect(finalized.status).toBe(200);
      const [gpFee] = await t.deps.handle.query<{ cents: string | null }>(
        `SELECT sum(t.amount_cents)::text AS cents FROM transactions t
       JOIN transaction_codes c ON c.id = t.transaction_code_id
       WHERE t.fund_family_event_id = $1 AND t.commitment_id = $2
         AND c.name = 'contribution_management_fee'`,
        [read.event_id, gpCommitmentId],
      );
      expect(gpFee!.cents).toBeNull();
      const posted = await breakdown();
      expect(posted.state).toBe('completed');
      expect(gpRow(posted).by_use[feeUseOf(posted).id]).toBe(0);
      expect(posted.total.by_use[feeUseOf(posted).id]).toBe(2_677_500_00);
    });

    it('follows the changes of every table a draft’s or a fee charge’s figures read', async () => {
      const triggers = await t.deps.handle.query<{ table_name: string; events: string }>(
        `SELECT c.relname AS table_name,
              string_agg(DISTINCT CASE
                WHEN t.tgtype & 4 <> 0 THEN 'insert'
                WHEN t.tgtype & 8 <> 0 THEN 'delete'
                WHEN t.tgtype & 16 <> 0 THEN 'update' END, ',') AS events
       FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE NOT t.tgisinternal AND p.proname LIKE 'customer_data_changes_follow%'
       GROUP BY c.relname`,
      );
      const byTable = new Map(triggers.map((r) => [r.table_name, r.events]));
      for (const table of followedForComputedFigures)
        expect([table, byTable.get(table)]).toEqual([table, 'delete,insert,update']);
    });
  },
);
