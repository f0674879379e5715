import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { CapitalCallBreakdown } from '../../src/api/capital-call-breakdown';
import type { ClassChangeView } from '../../src/api/commitment-class-change';
import type {
  CorrectionPreview,
  CustomerEventList,
  EventCorrectionRun,
} from '../../src/api/event-correction';
import { commitment_class_changes, commitments } from '../../src/server/db/schema';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import { startClassChangeFixture, type ClassChangeFixture } from './class-change-fixture';
import { refreshAndWait } from './event-refresh-wait';
import { testDatabases } from './test-databases';

type Confirmed = { correction: EventCorrectionRun; preview: CorrectionPreview };

/**
 * Rollback and refresh over a commitment's class change (issue 21, the class in force). The
 * fixture (class-change-fixture.ts): a 2% quarterly in-advance fee, Alder $10,000,000.00 in
 * Anchor (1.5%), Birch $4,000,000.01 in no class (2%); today is 2025-05-10. Then:
 * - Alder moves Anchor → Standard (2%) from 2025-04-01. Q2 is charged in advance, so the change
 *   trues it up: 1,000,000,000¢ × (2% − 1.5%) × 91/365 = 1,246,575.34¢ → 1,246,575¢;
 * - a call due 2025-07-01 calls Q3's fee (92 days), Alder at Standard's 2%:
 *   1,000,000,000¢ × 2% × 92/365 = 5,041,095.89¢ → 5,041,096¢ (at Anchor's 1.5% it would be
 *   3,780,822¢); Birch 400,000,001¢ × 2% × 92/365 = 2,016,438.36¢ → 2,016,438¢.
 * Rolling back from the class change takes both events; the refresh must post both again as
 * they were, so Alder must be back in Anchor before the change is posted again, and in Standard
 * when the call is.
 */
describe.each(testDatabases())('corrections over a class change on $name', (database) => {
  let k: ClassChangeFixture;
  const token = { admin: '', writer: '', approver: '' };
  let changeEventId = '';
  let callEventId = '';
  const admin = '/customer-event-admin/';

  const alderClass = async () => {
    const [row] = await k.t.deps.handle.db
      .select({ classId: commitments.investor_class_id })
      .from(commitments)
      .where(eq(commitments.id, k.commitmentId));
    return row!.classId;
  };
  /** The family's ledger rows as (event, commitment, code, amount, date, draft), sorted. */
  const ledgerRows = async () => {
    const rows = await k.t.deps.handle.query<Record<string, unknown>>(
      `select t.fund_family_event_id as event, coalesce(t.commitment_id::text, '') as commitment,
         c.name as code, t.amount_cents::text as amount, t.effective_date::text as date,
         t.is_draft as draft
       from transactions t join transaction_codes c on c.id = t.transaction_code_id
       where t.fund_family_id = $1`,
      [k.fundFamilyId],
    );
    return rows.map((r) => Object.values(r).map(String).join('|')).sort();
  };
  const rowsOf = async (eventId: string) =>
    (await ledgerRows())
      .filter((r) => r.startsWith(`${eventId}|`))
      .map((r) => r.split('|').slice(1, 4).join('|'));
  const events = async () =>
    (await k.call<CustomerEventList>('GET', `${admin}?fundFamilyId=${k.fundFamilyId}`)).body.events;
  const rollBack = async (kind: 'soft' | 'hard') => {
    const seen = await k.call<CorrectionPreview>(
      'POST',
      `${admin}rollback-preview/`,
      { fund_family_id: k.fundFamilyId, from_event_id: changeEventId, kind },
      token.admin,
    );
    expect(seen.status).toBe(200);
    const done = await k.call<Confirmed>(
      'POST',
      admin,
      {
        fund_family_id: k.fundFamilyId,
        from_event_id: changeEventId,
        kind,
        token: seen.body.token,
      },
      token.admin,
    );
    expect([done.status, done.body.correction.state]).toEqual([200, 'done']);
    return seen.body;
  };

  beforeAll(async () => {
    k = await startClassChangeFixture(database, 'Class Correction Fund', {
      now: () => new Date('2025-05-10T15:00:00Z'),
    });
    token.admin = (await k.t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.writer = (await k.t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.approver = (await k.t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    const base = `/fund-family/${k.fundFamilyId}`;
    const change = await k.call<ClassChangeView>('POST', `${base}/change-commitment-class/`, {
      commitment_id: k.commitmentId,
      to_investor_class_id: k.classId.standard,
      effective_date: '2025-04-01',
    });
    expect(change.status).toBe(201);
    changeEventId = change.body.fund_family_event_id;
    const finalized = await k.call<ClassChangeView>(
      'PATCH',
      `${base}/change-commitment-class/${k.commitmentId}/${changeEventId}/finalize/`,
    );
    expect(finalized.status).toBe(200);
    const call = await k.call<CapitalCallEvent>(
      'POST',
      `${base}/fund-family-event`,
      {
        name: null,
        notice_date: '2025-06-20',
        due_date: '2025-07-01',
        allocation_rule_graph_id: null,
        uses: [
          {
            kind: 'management_fees',
            description: 'Management fee Q3 2025',
            fee_period: { start: '2025-07-01', end: '2025-09-30' },
            transaction_code: 'contribution_management_fee',
            overrides: [],
          },
        ],
      },
      token.writer,
    );
    expect(call.status).toBe(201);
    callEventId = call.body.id;
    const done = await k.call<CapitalCallEvent>(
      'PATCH',
      `${base}/fund-family-event/${callEventId}/finalize`,
      undefined,
      token.approver,
    );
    expect([done.status, done.body.state]).toEqual([200, 'completed']);
  }, 120_000);
  afterAll(async () => {
    await stopJobQueueFor(k.t.deps.handle);
    await k.t.dispose();
  });

  it('posted the true-up and the call at the new class, by hand', async () => {
    expect(await alderClass()).toBe(k.classId.standard);
    expect(await rowsOf(changeEventId)).toEqual([
      `${k.commitmentId}|management_fee_true_up|1246575`,
    ]);
    expect((await rowsOf(callEventId)).sort()).toEqual(
      [
        `${k.commitmentId}|contribution_management_fee|5041096`,
        `${k.otherCommitmentId}|contribution_management_fee|2016438`,
      ].sort(),
    );
    const listed = (await events()).find((e) => e.id === changeEventId)!;
    expect([listed.event_type, listed.refreshable]).toEqual(['adjustment', true]);
  });

  it('a call drafted now for a day before the change charges the class in force that day', async () => {
    // Q1 2025 (90 days), due 2025-03-31, before the change of 2025-04-01: Alder in Anchor,
    // 1,000,000,000¢ × 1.5% × 90/365 = 3,698,630.14¢ → 3,698,630¢ (at today's Standard 2% it
    // would be 4,931,507¢); Birch 400,000,001¢ × 2% × 90/365 = 1,972,602.75¢ → 1,972,603¢.
    const base = `/fund-family/${k.fundFamilyId}`;
    const q1 = await k.call<CapitalCallEvent>(
      'POST',
      `${base}/fund-family-event`,
      {
        name: 'Q1 fee, drafted late',
        notice_date: '2025-03-20',
        due_date: '2025-03-31',
        allocation_rule_graph_id: null,
        uses: [
          {
            kind: 'management_fees',
            description: 'Management fee Q1 2025',
            fee_period: { start: '2025-01-01', end: '2025-03-31' },
            transaction_code: 'contribution_management_fee',
            overrides: [],
          },
        ],
      },
      token.writer,
    );
    expect(q1.status).toBe(201);
    expect(q1.body.total_cents).toBe(3_698_630 + 1_972_603);
    const breakdown = await k.call<CapitalCallBreakdown>(
      'GET',
      `${base}/capital-call/${q1.body.id}/breakdown`,
      undefined,
      token.writer,
    );
    const useId = q1.body.uses[0]!.id;
    expect(
      Object.fromEntries(breakdown.body.rows.map((r) => [r.commitment_id, r.by_use[useId]])),
    ).toEqual({ [k.commitmentId]: 3_698_630, [k.otherCommitmentId]: 1_972_603 });
    const deleted = await k.call(
      'DELETE',
      `${base}/fund-family-event/${q1.body.id}`,
      undefined,
      token.writer,
    );
    expect(deleted.status).toBe(200);
  });

  it('a soft rollback puts Alder back in Anchor; the refresh posts both events again row for row', async () => {
    const before = await ledgerRows();
    const seen = await rollBack('soft');
    expect(seen.events.map((e) => [e.id, e.state_after, e.refreshable])).toEqual([
      [changeEventId, 'out_of_date', true],
      [callEventId, 'out_of_date', true],
    ]);
    expect(seen.totals.change_cents).toBe(-(1_246_575 + 5_041_096 + 2_016_438));
    expect(await alderClass()).toBe(k.classId.anchor);
    expect(await rowsOf(changeEventId)).toEqual([]);
    expect(await rowsOf(callEventId)).toEqual([]);

    const refreshSeen = await k.call<CorrectionPreview>(
      'POST',
      `${admin}refresh-preview/`,
      { fund_family_id: k.fundFamilyId },
      token.admin,
    );
    expect(refreshSeen.body.stops_at).toBeNull();
    expect(refreshSeen.body.totals.change_cents).toBe(1_246_575 + 5_041_096 + 2_016_438);
    // The preview is a dry run: Alder is still in Anchor.
    expect(await alderClass()).toBe(k.classId.anchor);
    const refreshed = await refreshAndWait(k.call, k.fundFamilyId, refreshSeen.body.token, {
      as: token.admin,
      admin,
    });
    expect([refreshed.started.state, refreshed.correction.done_count]).toEqual(['running', 2]);
    expect(await alderClass()).toBe(k.classId.standard);
    // Row for row (the call's fee at Standard's 2%, not Anchor's 3,780,822¢).
    expect(await ledgerRows()).toEqual(before);
    expect((await events()).map((e) => [e.id, e.state]).slice(-2)).toEqual([
      [changeEventId, 'completed'],
      [callEventId, 'completed'],
    ]);
  });

  it('a hard rollback deletes the class change and leaves Alder in the class it had before', async () => {
    await rollBack('hard');
    expect(await alderClass()).toBe(k.classId.anchor);
    const changes = await k.t.deps.handle.db
      .select()
      .from(commitment_class_changes)
      .where(eq(commitment_class_changes.commitment_id, k.commitmentId));
    expect(changes).toEqual([]);
    expect((await events()).map((e) => e.id)).not.toContain(changeEventId);
    expect(await rowsOf(callEventId)).toEqual([]);
  });
});
