import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerCapitalActivity,
  EqualizationAvailability,
} from '../../src/api/capital-activity-customer';
import type {
  CapitalActivityEdit,
  FundFamilyEvent,
  OutstandingOffsets,
  TransactionMap,
} from '../../src/api/capital-activity-event';
import type { FeesSummaryTable, InvestorOverview } from '../../src/api/capital-activity-investors';
import type { SubEvent, SubEventList } from '../../src/api/capital-activity-sub-events';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * Capital activity's reads on the seeded demo (README; the figures worked by hand in
 * e2e/figures-agree.spec.ts and e2e/fund-setup.spec.ts):
 * - first close 2025-03-31: 418,250,000.00 over 31 commitments, per fund entity main
 *   250,250,000.00, parallel 56,250,000.00, feeder 111,750,000.00; second close 2025-09-30:
 *   122,250,000.00 over 10 more (540,500,000.00 in all).
 * - The management fee is charged quarterly through fee charge events (README): Q1 2025 (the
 *   first close's day, dated 2025-03-31), Q2, Q3 and Q4 2025 published, Q1 2026 a draft. They
 *   post the fee to the capital accounts; they call nothing (called 0).
 * - Capital call 1 (2025-06-30) called 20% investments and 0.5% expenses of the first close and
 *   collects the Q2 2025 charge's fees (2% a year × 91/365 of each commitment, Class A 1.5%,
 *   each LP to the cent: 1,995,767.12): 83,650,000.00 + 1,995,767.12 + 2,091,250.00 =
 *   87,737,017.12 (main investments 20% × 250,250,000.00 = 50,050,000.00, parallel
 *   11,250,000.00, feeder 22,350,000.00). 16.2326% of 540,500,000.00 is paid in
 *   (87,737,017.12 / 540,500,000 = 0.16232565...); unfunded 452,762,982.88.
 * - The second close's capital equalization is outstanding: per entity 9,139,877.87,
 *   3,523,437.50, 6,392,280.24 = 19,055,595.61 paid by the 10 admitted and received by the 31
 *   in; its interest 384,244.35 the same way.
 * - Aldridge State Pension Fund (main, first close) committed 2,500,000.00, paid in 500,000.00
 *   + 12,465.75 (2,500,000.00 × 2% × 91/365 = 12,465.753…) + 12,500.00 = 524,965.75
 *   (20.9986%), unfunded 1,975,034.25; Nettlefield Foundation (second close) 12,750,000.00,
 *   nothing paid.
 */
describe.each(testDatabases())('capital activity reads on $name', (database) => {
  let t: TestApp;
  const token = { writer: '', approver: '', reader: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.approver,
  );
  let familyId: string;
  let base: string;
  let events: CustomerCapitalActivity['events'];
  const eventId = (name: string) => events.find((e) => e.name === name)!.id;

  beforeAll(async () => {
    t = await startTestApp(database);
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    familyId = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    base = `/api/fund-family/${familyId}`;
    events = (await call<CustomerCapitalActivity>('GET', '/api/capital-activity/')).body.events;
  });
  afterAll(() => t.dispose());

  it("lists every event of the customer's fund families, newest first, with the family", async () => {
    expect(
      events.map((e) => [e.fund_family_name, e.name, e.event_type, e.state, e.called_cents]),
    ).toEqual([
      [
        'Harborview Capital Partners IV',
        'Capital call 2',
        'capital_activity',
        'draft',
        29_702_500_00,
      ],
      ['Harborview Capital Partners IV', 'Management fee, Q1 2026', 'charge_fee', 'draft', 0],
      ['Harborview Capital Partners IV', 'Management fee, Q4 2025', 'charge_fee', 'completed', 0],
      ['Harborview Capital Partners IV', 'Second close', 'closing', 'completed', 0],
      ['Harborview Capital Partners IV', 'Organizational expenses', 'adjustment', 'completed', 0],
      ['Harborview Capital Partners IV', 'Management fee, Q3 2025', 'charge_fee', 'completed', 0],
      [
        'Harborview Capital Partners IV',
        'Capital call 1',
        'capital_activity',
        'completed',
        87_737_017_12,
      ],
      ['Harborview Capital Partners IV', 'Management fee, Q2 2025', 'charge_fee', 'completed', 0],
      // Dated on the first close's day, after it (sequence 2): newest first, it comes first.
      ['Harborview Capital Partners IV', 'Management fee, Q1 2025', 'charge_fee', 'completed', 0],
      ['Harborview Capital Partners IV', 'First close', 'closing', 'completed', 0],
    ]);
    // Another customer's user sees its own families' events only.
    const other = await call<CustomerCapitalActivity>(
      'GET',
      '/api/capital-activity/',
      undefined,
      token.beacon,
    );
    expect(other.status).toBe(200);
    expect(other.body.events.filter((e) => e.fund_family_id === familyId)).toEqual([]);
    expect((await call('GET', '/api/capital-activity/', undefined, token.reader)).status).toBe(200);
  });

  it('shows the second close’s equalization as outstanding for a call to settle', async () => {
    const availability = await call<EqualizationAvailability>(
      'GET',
      '/api/capital-activity/equalization-availability',
    );
    expect(availability.body.fund_families).toHaveLength(1);
    const [family] = availability.body.fund_families;
    expect(family!.fund_family_id).toBe(familyId);
    expect(family!.capital).toEqual({
      to_pay_cents: 19_055_595_61,
      to_receive_cents: 19_055_595_61,
    });
    expect(family!.interest).toEqual({ to_pay_cents: 384_244_35, to_receive_cents: 384_244_35 });
    // 41 commitments (10 admitted pay, 31 receive), each one capital and one interest row.
    expect(family!.closings.map((c) => [c.name, c.effective_date, c.commitments, c.rows])).toEqual([
      ['Second close', '2025-09-30', 41, 82],
    ]);
    const other = await call<EqualizationAvailability>(
      'GET',
      '/api/capital-activity/equalization-availability',
      undefined,
      token.beacon,
    );
    expect(other.body.fund_families.filter((f) => f.fund_family_id === familyId)).toEqual([]);
  });

  it('gives each LP committed, called, distributed, unfunded and percent called', async () => {
    const overview = await call<InvestorOverview>('GET', `${base}/investor-overview`);
    expect(overview.body.rows).toHaveLength(41);
    const pick = (lp: string) => {
      const row = overview.body.rows.find((r) => r.lp === lp)!;
      return [
        row.committed_cents,
        row.called_cents,
        row.distributed_cents,
        row.unfunded_cents,
        row.percent_called,
      ];
    };
    expect(pick('Aldridge State Pension Fund')).toEqual([
      2_500_000_00,
      524_965_75,
      0,
      1_975_034_25,
      '20.9986',
    ]);
    expect(pick('Nettlefield Foundation')).toEqual([12_750_000_00, 0, 0, 12_750_000_00, '0.0000']);
    expect(overview.body.total).toEqual({
      committed_cents: 540_500_000_00,
      called_cents: 87_737_017_12,
      distributed_cents: 0,
      unfunded_cents: 452_762_982_88,
      percent_called: '16.2326',
    });
  });

  it('answers a non-call event in the polling shape and a call in its own', async () => {
    const closing = await call<FundFamilyEvent>(
      'GET',
      `${base}/fund-family-event/${eventId('Second close')}`,
    );
    expect(closing.body).toEqual({
      id: eventId('Second close'),
      fund_family_id: familyId,
      event_type: 'closing',
      name: 'Second close',
      effective_date: '2025-09-30',
      state: 'completed',
      is_running: false,
      workflow_message: null,
      created_at: expect.any(String),
    });
    const capitalCall = await call<CapitalCallEvent>(
      'GET',
      `${base}/fund-family-event/${eventId('Capital call 1')}`,
    );
    expect([capitalCall.body.event_type, capitalCall.body.total_cents]).toEqual([
      'capital_activity',
      87_737_017_12,
    ]);
    expect(capitalCall.body.uses).toHaveLength(3);
  });

  it("maps an event's ledger rows by code and fund entity, posted and outstanding apart", async () => {
    const first = await call<TransactionMap>(
      'GET',
      `${base}/fund-family-event/${eventId('Capital call 1')}/transaction-map`,
    );
    // 31 commitments × 3 uses, all posted.
    expect(first.body.row_count).toBe(93);
    const investments = first.body.groups.filter(
      (g) => g.transaction_code === 'contribution_investment',
    );
    expect(investments.map((g) => [g.fund_entity_name, g.posted_cents, g.row_count])).toEqual([
      ['Harborview Capital Partners IV, L.P.', 50_050_000_00, 19],
      ['Harborview Capital Partners IV-A, L.P.', 11_250_000_00, 6],
      ['Harborview IV Offshore Feeder, L.P.', 22_350_000_00, 6],
    ]);
    const aldridge = investments[0]!.rows.find((r) => r.lp === 'Aldridge State Pension Fund')!;
    expect([aldridge.amount_cents, aldridge.is_draft, aldridge.commitment_id]).toEqual([
      500_000_00,
      false,
      expect.any(String),
    ]);

    const second = await call<TransactionMap>(
      'GET',
      `${base}/fund-family-event/${eventId('Second close')}/transaction-map`,
    );
    const paid = second.body.groups.filter(
      (g) => g.transaction_code === 'equalization_contribution',
    );
    expect(paid.map((g) => [g.posted_cents, g.outstanding_cents])).toEqual([
      [0, 9_139_877_87],
      [0, 3_523_437_50],
      [0, 6_392_280_24],
    ]);
  });

  it('says truthfully that no fee offsets can be outstanding yet', async () => {
    const offsets = await call<OutstandingOffsets>(
      'GET',
      `${base}/fund-family-event/${eventId('Capital call 2')}/outstanding-offsets-to-call`,
    );
    expect(offsets.body.offsets).toEqual([]);
    expect(offsets.body.reason).toContain('does not yet record');
  });

  it('gives the edit page what it needs for each kind of event', async () => {
    const edit = (name: string) =>
      call<CapitalActivityEdit>('GET', `${base}/capital-activity/${eventId(name)}/edit`);
    const draft = (await edit('Capital call 2')).body;
    expect([draft.editable, draft.page, draft.capital_call?.total_cents]).toEqual([
      true,
      `capital-activity/calls/${eventId('Capital call 2')}`,
      29_702_500_00,
    ]);
    expect(draft.create_data?.commitments).toHaveLength(41);
    const finalized = (await edit('Capital call 1')).body;
    expect([finalized.editable, finalized.not_editable_reason, finalized.create_data]).toEqual([
      false,
      'A finalized event is no longer editable.',
      null,
    ]);
    const closing = (await edit('First close')).body;
    expect([closing.editable, closing.page.startsWith('closing/'), closing.capital_call]).toEqual([
      false,
      true,
      null,
    ]);
    const adjustment = (await edit('Organizational expenses')).body;
    expect([adjustment.editable, adjustment.page, adjustment.event.event_type]).toEqual([
      false,
      'capital-activity',
      'adjustment',
    ]);
  });

  it('adds sub-events to a draft event only, in order, each once', async () => {
    const draft = `${base}/fund-family-event/${eventId('Capital call 2')}`;
    const empty = await call<SubEventList>('GET', `${draft}/fund-family-sub-events`);
    expect(empty.body.sub_events).toEqual([]);
    expect((await call('GET', `${draft}/fund-family-sub-events/first`)).status).toBe(404);

    const entities = (await call<{ id: string; name: string }[]>('GET', `${base}/fund-entities/`))
      .body;
    const main = entities.find((e) => e.name === 'Harborview Capital Partners IV, L.P.');
    const added = await call<SubEvent>(
      'POST',
      `${draft}/sub-event`,
      { sub_event_type: 'equalization' },
      token.writer,
    );
    expect([added.status, added.body.sequence, added.body.label]).toEqual([201, 1, 'Equalization']);
    const second = await call<SubEvent>(
      'POST',
      `${draft}/sub-event`,
      { sub_event_type: 'waterfall', fund_entity_id: main!.id },
      token.writer,
    );
    expect([second.status, second.body.sequence]).toEqual([201, 2]);
    const again = await call<{ code: string; data: Record<string, string[]> }>(
      'POST',
      `${draft}/sub-event`,
      { sub_event_type: 'equalization', fund_entity_id: null },
      token.writer,
    );
    expect([again.status, Object.keys(again.body.data)]).toEqual([409, ['sub_event_type']]);
    const stranger = await call<{ data: Record<string, string[]> }>(
      'POST',
      `${draft}/sub-event`,
      { sub_event_type: 'waterfall', fund_entity_id: '00000000-0000-4000-8000-000000000000' },
      token.writer,
    );
    expect([stranger.status, Object.keys(stranger.body.data)]).toEqual([400, ['fund_entity_id']]);
    const badType = await call('POST', `${draft}/sub-event`, { sub_event_type: 'notice' });
    expect(badType.status).toBe(400);

    const list = await call<SubEventList>('GET', `${draft}/fund-family-sub-events`);
    expect(list.body.sub_events.map((s) => [s.sequence, s.sub_event_type])).toEqual([
      [1, 'equalization'],
      [2, 'waterfall'],
    ]);
    const first = await call<SubEvent>('GET', `${draft}/fund-family-sub-events/first`);
    expect(first.body.id).toBe(added.body.id);
    const [audit] = await t.deps.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'fund_family_sub_event'",
    );
    expect(audit!.n).toBe(2);

    // A finalized event no longer changes.
    const finalized = await call<{ code: string }>(
      'POST',
      `${base}/fund-family-event/${eventId('Capital call 1')}/sub-event`,
      { sub_event_type: 'equalization' },
    );
    expect([finalized.status, finalized.body.code]).toEqual([409, 'invalid_transition']);
  });

  it("gives another customer's user 404 and a reader only reads (403 on the write)", async () => {
    const event = `${base}/fund-family-event/${eventId('Second close')}`;
    const reads = [
      `${base}/investor-overview`,
      `${base}/fees-summary-table/`,
      `${base}/capital-activity/${eventId('Second close')}/edit`,
      event,
      `${base}/fund-family-event/${eventId('Capital call 1')}`,
      `${event}/transaction-map`,
      `${event}/outstanding-offsets-to-call`,
      `${event}/fund-family-sub-events`,
    ];
    for (const path of reads) {
      expect([path, (await call('GET', path, undefined, token.beacon)).status]).toEqual([
        path,
        404,
      ]);
      expect([path, (await call('GET', path, undefined, token.reader)).status]).toEqual([
        path,
        200,
      ]);
    }
    const draft = `${base}/fund-family-event/${eventId('Capital call 2')}/sub-event`;
    const body = { sub_event_type: 'hybrid_waterfall' };
    expect((await call('POST', draft, body, token.beacon)).status).toBe(404);
    expect((await call('POST', draft, body, token.reader)).status).toBe(403);
  });

  // Last: it finalizes the demo's draft call, which the tests above read as a draft.
  it('sums management fees called per period per LP from the ledger', async () => {
    const before = await call<FeesSummaryTable>('GET', `${base}/fees-summary-table/`);
    expect(before.body.periods.map((p) => [p.name, p.period_start, p.total_cents])).toEqual([
      ['Capital call 1', null, 1_995_767_12],
    ]);
    const aldridge = () => before.body.rows.find((r) => r.lp === 'Aldridge State Pension Fund')!;
    expect(aldridge().total_cents).toBe(12_465_75);
    // Only the first close's 31 commitments had paid a fee.
    expect(before.body.rows).toHaveLength(31);

    // Capital call 2's fee (0.5% of each commitment outside the GP's fee-exempt class).
    const done = await call<CapitalCallEvent>(
      'PATCH',
      `${base}/fund-family-event/${eventId('Capital call 2')}/finalize`,
    );
    expect(done.body.state).toBe('completed');
    const after = await call<FeesSummaryTable>('GET', `${base}/fees-summary-table/`);
    expect(after.body.periods.map((p) => [p.name, p.total_cents])).toEqual([
      ['Capital call 1', 1_995_767_12],
      ['Capital call 2', 2_677_500_00],
    ]);
    // 1,995,767.12 + 2,677,500.00.
    expect(after.body.total_cents).toBe(4_673_267_12);
    const row = after.body.rows.find((r) => r.lp === 'Aldridge State Pension Fund')!;
    expect(Object.values(row.by_period)).toEqual([12_465_75, 12_500_00]);
    const gp = after.body.rows.find((r) => r.lp === 'Harborview GP IV, LLC')!;
    expect(Object.values(gp.by_period)[1]).toBe(0);
  });
});
