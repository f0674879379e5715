import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeChargeEventView } from '../../src/api/fee-charge-event';
import type {
  FeeLateAdjustmentListItem,
  FeeLateAdjustmentView,
} from '../../src/api/fee-late-adjustment';
import { audit_log } from '../../src/server/db/schema';
import { postedRowsByName, startFeeChargeFund, type FeeChargeFund } from './fee-charge-fund';
import type { ConfigurationKit, ErrorBody } from './fund-configuration-kit';
import { testDatabases } from './test-databases';

/**
 * Late offsets and late waivers of a published quarter (issue 20), worked by hand. The fund's
 * fee: 2% a year on committed capital, actual/365, quarterly in advance; transaction fee offsets
 * at 100%, offsets first, waivers accrued per LP; class Founders 0%. First close 2026-01-15:
 * Atlas $6,000,000 and Birch $3,000,000 at the fund rate, Gus $1,000,000 in Founders.
 *
 * Published Q2 2026 (91 days), with a $3,000.00 transaction fee offset shared 2:1 by the
 * commitments bearing the fee (Gus's class is exempt) and a $1,000.00 waiver for Birch:
 * - Atlas gross 600,000,000¢ × 2% × 91/365 = 2,991,780.82 → 2,991,781¢; offsets 200,000;
 *   net 2,791,781¢.
 * - Birch gross 300,000,000¢ × 2% × 91/365 = 1,495,890.41 → 1,495,890¢; offsets 100,000,
 *   waiver 100,000; net 1,295,890¢.
 *
 * Late offsets: a $15,000.01 transaction fee (1,500,001¢) shared 2:1: exact 1,000,000.67 and
 * 500,000.33, floored 1,000,000 and 500,000, the cent left over to the largest (Atlas):
 * - Atlas offsets 200,000 + 1,000,001 = 1,200,001 (≤ its fee), net 1,791,780¢: Δ −1,000,001.
 * - Birch offsets 100,000 + 500,000 = 600,000, waiver 100,000, net 795,890¢: Δ −500,000.
 * Posted: Atlas management_fee_offset −1,000,001, Birch management_fee_offset −500,000.
 *
 * Late waivers (on the period as the late offsets left it): $8,000.00 for Birch (800,000¢):
 * waivers available 900,000, applied min(1,495,890 − 600,000, 900,000) = 895,890: net 0,
 * Δ waivers +795,890, Δ net −795,890 (4,110¢ carried forward).
 */
describe.each(testDatabases())('late offsets and late waivers on $name', (database) => {
  let k: ConfigurationKit;
  let as: FeeChargeFund['as'];
  let commitment: FeeChargeFund<'Atlas' | 'Birch' | 'Gus'>['commitment'];
  let feeId = '';
  let chargeId = '';
  let offsetsId = '';
  let waiversId = '';
  const base = () => `/fee-charge-event/${chargeId}/`;
  const one = (id: string) => `${base()}late-adjustment-event/${id}/`;
  const lateOffset = {
    type: 'transaction_fees',
    amount_cents: 1_500_001,
    date: '2026-05-10',
    description: 'Late deal fee',
  };

  const rowsOf = (eventId: string) => postedRowsByName(k, commitment, eventId);

  beforeAll(async () => {
    ({ k, as, feeId, commitment } = await startFeeChargeFund(
      database,
      { name: 'Late Fee Fund', shortName: 'LFF', lpSuffix: 'Late' },
      [
        ['Atlas', 6_000_000],
        ['Birch', 3_000_000],
        ['Gus', 1_000_000, 'Founders'],
      ],
    ));
    const created = await as<FeeChargeEventView>('writer', 'POST', '/fee-charge-event/', {
      fund_family_id: k.fundFamilyId,
      fee_id: feeId,
      period_start: '2026-04-01',
    });
    chargeId = created.body.id;
    const saved = await as('writer', 'POST', `${base()}fee-offset-applications/`, {
      offsets: [{ type: 'transaction_fees', amount_cents: 300_000, date: '2026-03-15' }],
      waivers: [{ commitment_id: commitment.Birch, amount_cents: 100_000 }],
    });
    expect(saved.status).toBe(200);
    const published = await as<FeeChargeEventView>('approver', 'PATCH', `${base()}publish/`);
    expect(published.status).toBe(200);
    const net = Object.fromEntries(published.body.lines.map((l) => [l.commitment_id, l.net_cents]));
    expect(net).toEqual({
      [commitment.Atlas]: 2_791_781,
      [commitment.Birch]: 1_295_890,
      [commitment.Gus]: 0,
    });
  });
  afterAll(() => k.t.dispose());

  it('drafts late offsets with each LP published, after and change as worked by hand', async () => {
    const created = await as<FeeLateAdjustmentView>(
      'writer',
      'POST',
      `${base()}create-late-offset-adjustment-event/`,
      { offsets: [lateOffset], waivers: [] },
    );
    expect(created.status).toBe(201);
    offsetsId = created.body.id;
    expect(created.body).toMatchObject({
      name: 'Late offsets, Management fee, Q2 2026',
      kind: 'late_offsets',
      state: 'draft',
      effective_date: '2026-04-01',
      offsets: [lateOffset],
      totals: {
        published: { gross_cents: 4_487_671, offsets_applied_cents: 300_000, net_cents: 4_087_671 },
        after: { gross_cents: 4_487_671, offsets_applied_cents: 1_800_001, net_cents: 2_587_670 },
        change: {
          gross_cents: 0,
          offsets_applied_cents: 1_500_001,
          waivers_applied_cents: 0,
          net_cents: -1_500_001,
        },
      },
      ledger: [{ code: 'management_fee_offset', amount_cents: -1_500_001 }],
      // The writer prepared it and may not approve: apply is not theirs.
      actions: ['edit', 'discard', 'delete'],
    });
    const line = (id: string) => created.body.lines.find((l) => l.commitment_id === id)!;
    expect(line(commitment.Atlas)).toMatchObject({
      late_offsets_cents: 1_000_001,
      published: { gross_cents: 2_991_781, offsets_applied_cents: 200_000, net_cents: 2_791_781 },
      after: { offsets_applied_cents: 1_200_001, net_cents: 1_791_780 },
      change: { offsets_applied_cents: 1_000_001, waivers_applied_cents: 0, net_cents: -1_000_001 },
    });
    expect(line(commitment.Birch)).toMatchObject({
      late_offsets_cents: 500_000,
      published: {
        offsets_applied_cents: 100_000,
        waivers_applied_cents: 100_000,
        net_cents: 1_295_890,
      },
      after: { offsets_applied_cents: 600_000, waivers_applied_cents: 100_000, net_cents: 795_890 },
      change: { net_cents: -500_000 },
    });
    expect(line(commitment.Gus)).toMatchObject({ late_offsets_cents: 0, change: { net_cents: 0 } });
    // How it was computed: the domain's steps end in the net fee on each side.
    const netStep = (steps: { step: string; value?: unknown }[]) =>
      steps.find((s) => s.step === 'Net fee')!.value;
    expect(netStep(line(commitment.Atlas).published_audit)).toBe(2_791_781);
    expect(netStep(line(commitment.Atlas).after_audit)).toBe(1_791_780);
    expect(created.body.checks.every((c) => c.passed)).toBe(true);
    expect(created.body.apply_refusals).toContain('applying needs the approve permission');
  });

  it('refuses bad input with 400 and changes nothing; another customer gets 404, a reader 403', async () => {
    const bad = [
      { offsets: [{ ...lateOffset, amount_cents: -1 }], waivers: [] },
      { offsets: [{ ...lateOffset, type: 'bogus' }], waivers: [] },
      { offsets: [lateOffset], waivers: [{ commitment_id: k.fundFamilyId, amount_cents: 5 }] },
    ];
    for (const body of bad) {
      const answer = await as<ErrorBody>('writer', 'PUT', one(offsetsId), body);
      expect(answer.status).toBe(400);
    }
    const waiverAnswer = await as<ErrorBody>('writer', 'PUT', one(offsetsId), bad[2]);
    expect(waiverAnswer.body.data?.['waivers.0.commitment_id']).toEqual([
      'Choose a commitment of this fund family.',
    ]);
    const unchanged = await as<FeeLateAdjustmentView>('reader', 'GET', one(offsetsId));
    expect(unchanged.body.offsets).toEqual([lateOffset]);
    expect(unchanged.body.totals.change.net_cents).toBe(-1_500_001);

    for (const [method, path] of [
      ['GET', one(offsetsId)],
      ['PUT', one(offsetsId)],
      ['PATCH', `${one(offsetsId)}apply/`],
      ['PATCH', `${one(offsetsId)}discard/`],
      ['DELETE', one(offsetsId)],
      ['GET', `${base()}late-adjustment-event/`],
      ['POST', `${base()}create-late-offset-adjustment-event/`],
    ] as const) {
      const body = method === 'PUT' || method === 'POST' ? { offsets: [], waivers: [] } : undefined;
      expect((await as('beacon', method, path, body)).status, `${method} ${path}`).toBe(404);
      if (method !== 'GET')
        expect((await as('reader', method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    // Apply posts to the ledger: an approver's, as publish is.
    expect((await as('writer', 'PATCH', `${one(offsetsId)}apply/`)).status).toBe(403);
    expect(await rowsOf(offsetsId)).toEqual([]);
  });

  it('is only for a published charge, and only under its own charge', async () => {
    const draft = await as<FeeChargeEventView>('writer', 'POST', '/fee-charge-event/', {
      fund_family_id: k.fundFamilyId,
      fee_id: feeId,
      period_start: '2026-07-01',
    });
    const refused = await as<ErrorBody>(
      'writer',
      'POST',
      `/fee-charge-event/${draft.body.id}/create-late-offset-adjustment-event/`,
      { offsets: [lateOffset], waivers: [] },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/adjust a published fee charge event/);
    const elsewhere = `/fee-charge-event/${draft.body.id}/late-adjustment-event/${offsetsId}/`;
    expect((await as('reader', 'GET', elsewhere)).status).toBe(404);
    expect((await as('writer', 'DELETE', `/fee-charge-event/${draft.body.id}/`)).status).toBe(200);
  });

  it('applies as the feeLateAdjustment machine allows: an item first, then not by a preparer', async () => {
    // April Approver drafts an empty one: nothing to apply is a 409, before anything is posted.
    const empty = await as<FeeLateAdjustmentView>(
      'approver',
      'POST',
      `${base()}create-late-offset-adjustment-event/`,
      { offsets: [], waivers: [] },
    );
    expect(empty.status).toBe(201);
    // The charge's second late offsets are numbered, so its pages tell the two apart.
    expect(empty.body.name).toBe('Late offsets 2, Management fee, Q2 2026');
    expect(empty.body.actions).toEqual(['edit', 'discard', 'delete']);
    expect(empty.body.apply_refusals).toEqual([
      'a late offset or a late waiver to apply',
      'the user applying is not a preparer unless the customer allows it',
    ]);
    const nothing = await as<ErrorBody>('approver', 'PATCH', `${one(empty.body.id)}apply/`);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({
      code: 'invalid_transition',
      message: 'Add a late offset or a late waiver before applying.',
    });
    // Will Writer adds an item; April created it, so she is still a preparer: 403.
    const saved = await as<FeeLateAdjustmentView>('writer', 'PUT', one(empty.body.id), {
      offsets: [{ ...lateOffset, amount_cents: 300 }],
      waivers: [],
    });
    expect(saved.body).toMatchObject({
      created_by: expect.any(String),
      updated_by: expect.any(String),
    });
    expect(saved.body.created_by).not.toBe(saved.body.updated_by);
    const own = await as<ErrorBody>('approver', 'PATCH', `${one(empty.body.id)}apply/`);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('separation_of_duties');
    expect(await rowsOf(empty.body.id)).toEqual([]);
    expect((await as('writer', 'DELETE', one(empty.body.id))).status).toBe(200);
  });

  it('applies: posts only the differences, once; an applied adjustment cannot be deleted', async () => {
    const applied = await as<FeeLateAdjustmentView>('approver', 'PATCH', `${one(offsetsId)}apply/`);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ state: 'applied', actions: [] });
    expect(applied.body.checks.every((c) => c.passed)).toBe(true);
    expect(await rowsOf(offsetsId)).toEqual([
      ['Atlas', 'management_fee_offset', -1_000_001, '2026-04-01'],
      ['Birch', 'management_fee_offset', -500_000, '2026-04-01'],
    ]);
    const twice = await as<ErrorBody>('approver', 'PATCH', `${one(offsetsId)}apply/`);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('invalid_transition');
    expect((await as('writer', 'PUT', one(offsetsId), { offsets: [], waivers: [] })).status).toBe(
      409,
    );
    expect((await as('writer', 'PATCH', `${one(offsetsId)}discard/`)).status).toBe(409);
    const deleted = await as<ErrorBody>('writer', 'DELETE', one(offsetsId));
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(
      'Only offsettable expenses and fee waivers not yet applied can be deleted.',
    );
    expect(await rowsOf(offsetsId)).toHaveLength(2);
    // The charge's posted view: its own rows as published, and the adjustment's beside them.
    const charge = await as<FeeChargeEventView>('reader', 'GET', base());
    const perCode = (rows: { code: string; amount_cents: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.code, r.amount_cents]));
    expect(perCode(charge.body.ledger)).toEqual({
      management_fee: 4_487_671,
      management_fee_offset: -300_000,
      management_fee_waiver: -100_000,
      fee_waiver_accrual: 100_000,
    });
    expect(
      charge.body.late_adjustment_ledgers.map((a) => [a.id, a.name, perCode(a.ledger)]),
    ).toEqual([
      [offsetsId, 'Late offsets, Management fee, Q2 2026', { management_fee_offset: -1_500_001 }],
    ]);
    // What the late offsets changed in the totals, and the totals now: the published net
    // 4,487,671 − 300,000 − 100,000 = 4,087,671, less the late 1,500,001 = 2,587,670.
    expect(charge.body.late_adjustment_ledgers[0]!.totals_change).toEqual({
      gross_cents: 0,
      offsets_applied_cents: 1_500_001,
      waivers_applied_cents: 0,
      net_cents: -1_500_001,
    });
    expect(charge.body.totals_with_late_adjustments).toEqual({
      gross_cents: 4_487_671,
      offsets_applied_cents: 1_800_001,
      waivers_applied_cents: 100_000,
      net_cents: 2_587_670,
    });
    // Read again later, the applied adjustment still shows its own change.
    const again = await as<FeeLateAdjustmentView>('reader', 'GET', one(offsetsId));
    expect(again.body.totals.change.net_cents).toBe(-1_500_001);
    expect(again.body.ledger).toEqual([
      expect.objectContaining({ code: 'management_fee_offset', amount_cents: -1_500_001 }),
    ]);
  });

  it('late waivers start from the period as applied; discarded, they post nothing', async () => {
    const created = await as<FeeLateAdjustmentView>(
      'writer',
      'POST',
      `${base()}create-late-cashless-contribution-waiver-adjustment-event/`,
      { offsets: [], waivers: [{ commitment_id: commitment.Birch, amount_cents: 800_000 }] },
    );
    expect(created.status).toBe(201);
    waiversId = created.body.id;
    const birch = created.body.lines.find((l) => l.commitment_id === commitment.Birch)!;
    expect(birch).toMatchObject({
      late_waivers_cents: 800_000,
      published: {
        offsets_applied_cents: 600_000,
        waivers_applied_cents: 100_000,
        net_cents: 795_890,
      },
      after: { waivers_applied_cents: 895_890, net_cents: 0 },
      change: { offsets_applied_cents: 0, waivers_applied_cents: 795_890, net_cents: -795_890 },
    });
    expect(created.body.ledger).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'management_fee_waiver', amount_cents: -795_890 }),
        expect.objectContaining({ code: 'fee_waiver_accrual', amount_cents: 795_890 }),
      ]),
    );
    const list = await as<FeeLateAdjustmentListItem[]>(
      'reader',
      'GET',
      `${base()}late-adjustment-event/`,
    );
    expect(list.body.map((i) => [i.kind, i.state, i.net_change_cents])).toEqual([
      ['late_offsets', 'applied', -1_500_001],
      ['late_waivers', 'draft', -795_890],
    ]);

    const discarded = await as<FeeLateAdjustmentView>(
      'writer',
      'PATCH',
      `${one(waiversId)}discard/`,
    );
    expect(discarded.status).toBe(200);
    expect(discarded.body).toMatchObject({ state: 'discarded', actions: ['delete'] });
    const apply = await as<ErrorBody>('approver', 'PATCH', `${one(waiversId)}apply/`);
    expect(apply.status).toBe(409);
    expect(apply.body.code).toBe('invalid_transition');
    expect(await rowsOf(waiversId)).toEqual([]);
    expect((await as('writer', 'DELETE', one(waiversId))).status).toBe(200);
    expect((await as('reader', 'GET', one(waiversId))).status).toBe(404);
    const after = await as<FeeLateAdjustmentListItem[]>(
      'reader',
      'GET',
      `${base()}late-adjustment-event/`,
    );
    expect(after.body.map((i) => i.state)).toEqual(['applied']);
    // A discarded (then deleted) adjustment posted nothing: the charge's card lists the applied one.
    const charge = await as<FeeChargeEventView>('reader', 'GET', base());
    expect(charge.body.late_adjustment_ledgers.map((a) => a.id)).toEqual([offsetsId]);

    const entries = await k.t.deps.handle.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(
        and(eq(audit_log.target_type, 'fee_late_adjustment'), eq(audit_log.target_id, waiversId)),
      )
      .orderBy(asc(audit_log.id));
    expect(entries.map((e) => e.action)).toEqual(['create', 'discard', 'delete']);
  });
});
