import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvestorTransfer } from '../../src/api/investor-transfers';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { Table } from '../../src/api/table-data';
import { eq } from 'drizzle-orm';
import { fund_families } from '../../src/server/db/schema';
import { loadStructureContext } from '../../src/server/fund-family/structure-context';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { buildTransferFixture, caller, type Call, type TransferFixture } from './transfer-fixture';

const message = "Transfer amount cannot exceed the investor's commitment.";
const figure = (detail: CommitmentDetail, id: string) =>
  detail.figures.find((f) => f.id === id)?.value;

describe.each(testDatabases())('investor transfers on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fx: TransferFixture;
  let transferId: string;

  const transferCount = async () =>
    (
      await call<Table>(
        'GET',
        `/api/investor-transfer-table-data/?fund_family_id=${fx.fundFamilyId}`,
      )
    ).body.rows.length;
  const ledgerRows = async () =>
    Number(
      (
        await t.deps.handle.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM transactions WHERE fund_family_id = $1',
          [fx.fundFamilyId],
        )
      )[0]!.n,
    );

  beforeAll(async () => {
    // The clock of the server: transfers dated after 2026-06-15 can only be scheduled.
    t = await startTestApp(database, { now: () => new Date('2026-06-15T12:00:00Z') });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    fx = await buildTransferFixture(t, call);
  });
  afterAll(() => t.dispose());

  it('creates a draft transfer and refuses bad input, changing nothing', async () => {
    const bad = await call<{ code: string; data: Record<string, string[]> }>(
      'POST',
      '/api/investor-transfer/',
      {
        fund_family_id: fx.fundFamilyId,
        transferor_commitment_id: fx.commitment.Atlas,
        transfer_date: '2026-13-45',
        day_of_timing: 'noon',
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['day_of_timing', 'transfer_date']);
    const foreign = await call<{ data: Record<string, string[]> }>(
      'POST',
      '/api/investor-transfer/',
      {
        fund_family_id: fx.fundFamilyId,
        transferor_commitment_id: fx.entity.Birch,
        transfer_date: '2026-05-01',
        day_of_timing: 'beginning_of_day',
      },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toEqual({ transferor_commitment_id: ['Invalid'] });
    expect(await transferCount()).toBe(0);

    const created = await call<InvestorTransfer>('POST', '/api/investor-transfer/', {
      fund_family_id: fx.fundFamilyId,
      transferor_commitment_id: fx.commitment.Atlas,
      transfer_date: '2026-05-01',
      day_of_timing: 'beginning_of_day',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      state: 'draft',
      transferor: { investor_entity_name: 'Atlas Transfer LP', committed_cents: 250_000_005 },
      transferees: [],
      due: true,
      problem: 'Add at least one transferee.',
      available_actions: ['discard'],
    });
    transferId = created.body.id;
    expect(await transferCount()).toBe(1);
  });

  it('refuses transferees beyond the commitment, twice the same entity, or the transferor itself', async () => {
    const path = `/api/investor-transfer/${transferId}/transferees/`;
    const tooMuch = await call<{ data: Record<string, string[]> }>('PUT', path, {
      transferees: [
        { investor_entity_id: fx.entity.Birch, amount_cents: 200_000_000 },
        { investor_entity_id: fx.entity.Cedar, amount_cents: 50_000_006 },
      ],
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.data).toEqual({ transferees: [message] });
    const twice = await call<{ data: Record<string, string[]> }>('PUT', path, {
      transferees: [
        { investor_entity_id: fx.entity.Birch, amount_cents: 1 },
        { investor_entity_id: fx.entity.Birch, amount_cents: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    const self = await call<{ data: Record<string, string[]> }>('PUT', path, {
      transferees: [{ investor_entity_id: fx.entity.Atlas, amount_cents: 1 }],
    });
    expect(self.body.data).toEqual({
      'transferees.0.investor_entity_id': ['The transferor cannot be its own transferee.'],
    });
    const negative = await call<{ data: Record<string, string[]> }>('PUT', path, {
      transferees: [{ investor_entity_id: fx.entity.Birch, amount_cents: -5 }],
    });
    expect(negative.body.data).toEqual({
      'transferees.0.amount_cents': ['Amount must be positive.'],
    });
    const unchanged = (await call<InvestorTransfer>('GET', `/api/investor-transfer/${transferId}/`))
      .body;
    expect(unchanged.transferees).toEqual([]);
  });

  it('previews 40% of a commitment with odd cents, to the cent, before processing', async () => {
    const saved = await call<InvestorTransfer>(
      'PUT',
      `/api/investor-transfer/${transferId}/transferees/`,
      {
        transferees: [
          { investor_entity_id: fx.entity.Birch, amount_cents: 60_000_001 },
          { investor_entity_id: fx.entity.Cedar, amount_cents: 40_000_001 },
        ],
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.transferred_cents).toBe(100_000_002);
    expect(saved.body.available_actions).toEqual(['process', 'discard']);
    // The latest posted event is the call of 2026-03-31: 2026-05-01 is not backdated.
    expect(saved.body).toMatchObject({
      processing_date: '2026-05-01',
      processing_timing: 'beginning_of_day',
      backdated: false,
      problem: null,
    });
    const move = (code: string) => saved.body.moves.find((m) => m.code === code);
    expect(move('commitment')).toMatchObject({
      transferor_cents: -100_000_002,
      retained_cents: 150_000_003,
      transferees: { [fx.entity.Birch]: 60_000_001, [fx.entity.Cedar]: 40_000_001 },
    });
    // 50,000,003 × 60,000,001 ÷ 250,000,005 = 12,000,000.68 and × 40,000,001 ÷ … = 8,000,000.52;
    // the two leftover cents go to the largest exact shares: the transferor's 30,000,001.80, then Birch.
    expect(move('contribution_investment')).toMatchObject({
      balance_cents: 50_000_003,
      transferor_cents: -20_000_001,
      retained_cents: 30_000_002,
      transferees: { [fx.entity.Birch]: 12_000_001, [fx.entity.Cedar]: 8_000_000 },
    });
    expect(saved.body.audit.map((s) => s.step)).toContain('Share of the commitment transferred');
  });

  it('lets only the right users act, and gives another customer nothing', async () => {
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    const writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    expect(
      (
        await call(
          'PUT',
          `/api/investor-transfer/${transferId}/`,
          { transfer_date: '2026-05-02', day_of_timing: 'end_of_day' },
          reader,
        )
      ).status,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/investor-transfer/${transferId}/process/`, undefined, writer))
        .status,
    ).toBe(403);
    for (const [method, path] of [
      ['GET', `/api/investor-transfer/${transferId}/`],
      ['PATCH', `/api/investor-transfer/${transferId}/discard/`],
      ['PATCH', `/api/investor-transfer/${transferId}/process/`],
      ['GET', `/api/investor-transfer-table-data/?fund_family_id=${fx.fundFamilyId}`],
    ] as const) {
      expect((await call(method, path, undefined, beacon)).status, `${method} ${path}`).toBe(404);
    }
    const stolen = await call(
      'POST',
      '/api/investor-transfer/',
      {
        fund_family_id: fx.fundFamilyId,
        transferor_commitment_id: fx.commitment.Atlas,
        transfer_date: '2026-05-01',
        day_of_timing: 'end_of_day',
      },
      beacon,
    );
    expect(stolen.status).toBe(404);
    expect(await transferCount()).toBe(1);
    const still = (await call<InvestorTransfer>('GET', `/api/investor-transfer/${transferId}/`))
      .body;
    expect(still).toMatchObject({ state: 'draft', transfer_date: '2026-05-01' });
  });

  it('refuses illegal transitions with 409 invalid_transition', async () => {
    const schedule = await call<{ code: string; message: string }>(
      'PATCH',
      `/api/investor-transfer/${transferId}/schedule/`,
    );
    expect(schedule.status).toBe(409);
    expect(schedule.body).toMatchObject({
      code: 'invalid_transition',
      message: 'The transfer date has come: process the transfer instead.',
    });
    expect(
      (await call<{ code: string }>('PATCH', `/api/investor-transfer/${transferId}/unschedule/`))
        .body.code,
    ).toBe('invalid_transition');
    expect((await call('PATCH', `/api/investor-transfer/${transferId}/bogus/`)).status).toBe(404);
  });

  it('processes the transfer: one event, twin codes, balances moved on both sides, audited', async () => {
    const before = await ledgerRows();
    const processed = await call<InvestorTransfer>(
      'PATCH',
      `/api/investor-transfer/${transferId}/process/`,
    );
    expect(processed.status).toBe(200);
    expect(processed.body).toMatchObject({
      state: 'processed',
      available_actions: [],
      transferor: { committed_cents: 250_000_005 },
    });
    expect(processed.body.transferees.every((x) => x.commitment_id)).toBe(true);
    // Read back from the posted rows: the same cents as the preview.
    const move = processed.body.moves.find((m) => m.code === 'contribution_investment');
    expect(move).toMatchObject({
      transferor_cents: -20_000_001,
      retained_cents: 30_000_002,
      transferees: { [fx.entity.Birch]: 12_000_001, [fx.entity.Cedar]: 8_000_000 },
    });
    // Commitment and investment rows for Atlas, Birch and Cedar: 2 codes × 3 rows.
    expect((await ledgerRows()) - before).toBe(6);
    const [event] = await t.deps.handle.query<{
      event_type: string;
      effective_date: string;
      n: number;
      total: number;
    }>(
      `SELECT e.event_type, to_char(e.effective_date, 'YYYY-MM-DD') AS effective_date,
              count(*)::int AS n, sum(t.amount_cents)::int AS total
       FROM fund_family_events e JOIN transactions t ON t.fund_family_event_id = e.id
       JOIN transaction_codes c ON c.id = t.transaction_code_id AND c.classification = 'transfer'
       WHERE e.fund_family_id = $1 AND e.event_type = 'investor_transfer' GROUP BY e.id`,
      [fx.fundFamilyId],
    );
    expect(event).toEqual({
      event_type: 'investor_transfer',
      effective_date: '2026-05-01',
      n: 6,
      total: 0,
    });

    const detail = async (id: string) =>
      (await call<CommitmentDetail>('GET', `/api/commitment-information/${id}/`)).body;
    const atlas = await detail(fx.commitment.Atlas);
    expect([
      figure(atlas, 'committed'),
      figure(atlas, 'paid_in'),
      figure(atlas, 'unfunded'),
    ]).toEqual([150_000_003, 30_000_002, 120_000_001]);
    const cedar = await detail(fx.commitment.Cedar);
    expect([figure(cedar, 'committed'), figure(cedar, 'paid_in')]).toEqual([
      140_000_001, 29_000_000,
    ]);
    const birchCommitment = processed.body.transferees.find(
      (x) => x.investor_entity_id === fx.entity.Birch,
    )!.commitment_id!;
    const birch = await detail(birchCommitment);
    expect(birch).toMatchObject({ closing: null, owning_entity_id: fx.mainFund.id, is_gp: false });
    expect([figure(birch, 'committed'), figure(birch, 'paid_in')]).toEqual([
      60_000_001, 12_000_001,
    ]);

    const [audit] = await t.deps.handle.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'investor_transfer' AND target_id = $1
       ORDER BY id DESC LIMIT 1`,
      [transferId],
    );
    expect(audit).toEqual({ action: 'finalize' });
    expect((await call('PATCH', `/api/investor-transfer/${transferId}/process/`)).status).toBe(409);
    const edit = await call<{ code: string }>(
      'PUT',
      `/api/investor-transfer/${transferId}/transferees/`,
      {
        transferees: [{ investor_entity_id: fx.entity.Delta, amount_cents: 1 }],
      },
    );
    expect(edit.body.code).toBe('invalid_transition');
  });

  it('weights transferred commitments where they now are in the fund structure', async () => {
    const transfer = (await call<InvestorTransfer>('GET', `/api/investor-transfer/${transferId}/`))
      .body;
    const commitment = transfer.moves.find((m) => m.code === 'commitment')!;
    const [fund] = await t.deps.handle.db
      .select()
      .from(fund_families)
      .where(eq(fund_families.id, fx.fundFamilyId));
    const structure = await loadStructureContext(t.deps.handle.db, fund!, '2026-12-31');
    const amountOf = (id: string) => structure.commitments.find((c) => c.id === id)?.amount;
    // Atlas keeps what it did not transfer; each transferee weighs what it received.
    expect(amountOf(fx.commitment.Atlas)).toBe(commitment.retained_cents);
    for (const transferee of transfer.transferees) {
      expect(amountOf(transferee.commitment_id!)).toBeGreaterThan(0);
    }
    // A transfer moves commitment between partners; the fund's total stays 3,500,000.05.
    expect(structure.commitments.reduce((sum, c) => sum + c.amount, 0)).toBe(350_000_005);
  });

  it('processes a backdated transfer at the end of the day of the latest posted event', async () => {
    const created = await call<InvestorTransfer>('POST', '/api/investor-transfer/', {
      fund_family_id: fx.fundFamilyId,
      transferor_commitment_id: fx.commitment.Cedar,
      transfer_date: '2026-02-01',
      day_of_timing: 'beginning_of_day',
    });
    const id = created.body.id;
    await call('PUT', `/api/investor-transfer/${id}/transferees/`, {
      transferees: [{ investor_entity_id: fx.entity.Delta, amount_cents: 140_000_001 }],
    });
    const processed = await call<InvestorTransfer>(
      'PATCH',
      `/api/investor-transfer/${id}/process/`,
    );
    expect(processed.body).toMatchObject({
      state: 'processed',
      transfer_date: '2026-02-01',
      processing_date: '2026-05-01',
      processing_timing: 'end_of_day',
      backdated: true,
    });
    expect(processed.body.audit[0]).toMatchObject({
      step: 'Processing date',
      value: '2026-05-01 (end of day)',
    });
    const cedar = (
      await call<CommitmentDetail>('GET', `/api/commitment-information/${fx.commitment.Cedar}/`)
    ).body;
    // The whole commitment moved: nothing is left.
    expect([figure(cedar, 'committed'), figure(cedar, 'paid_in')]).toEqual([0, 0]);
    const sequences = await t.deps.handle.query<{ sequence: number }>(
      `SELECT sequence FROM fund_family_events WHERE fund_family_id = $1 AND effective_date = '2026-05-01'
       ORDER BY sequence`,
      [fx.fundFamilyId],
    );
    expect(sequences.length).toBe(2);
  });

  it('schedules a transfer dated after today, and unschedules or discards it', async () => {
    const created = await call<InvestorTransfer>('POST', '/api/investor-transfer/', {
      fund_family_id: fx.fundFamilyId,
      transferor_commitment_id: fx.commitment.Atlas,
      transfer_date: '2026-07-01',
      day_of_timing: 'end_of_day',
    });
    const id = created.body.id;
    await call('PUT', `/api/investor-transfer/${id}/transferees/`, {
      transferees: [{ investor_entity_id: fx.entity.Delta, amount_cents: 1_000_000 }],
    });
    const draft = (await call<InvestorTransfer>('GET', `/api/investor-transfer/${id}/`)).body;
    expect(draft).toMatchObject({ due: false, available_actions: ['schedule', 'discard'] });
    const early = await call<{ message: string }>('PATCH', `/api/investor-transfer/${id}/process/`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'The transfer date has not come yet: schedule the transfer instead.',
    );
    const scheduled = await call<InvestorTransfer>(
      'PATCH',
      `/api/investor-transfer/${id}/schedule/`,
    );
    expect(scheduled.body).toMatchObject({
      state: 'scheduled',
      available_actions: ['unschedule', 'discard'],
    });
    expect(
      (await call<InvestorTransfer>('PATCH', `/api/investor-transfer/${id}/unschedule/`)).body
        .state,
    ).toBe('draft');
    await call('PATCH', `/api/investor-transfer/${id}/schedule/`);
    const discarded = await call<InvestorTransfer>(
      'PATCH',
      `/api/investor-transfer/${id}/discard/`,
    );
    expect(discarded.body).toMatchObject({ state: 'discarded', available_actions: [] });
    const table = (
      await call<Table>(
        'GET',
        `/api/investor-transfer-table-data/?fund_family_id=${fx.fundFamilyId}`,
      )
    ).body;
    expect(table.rows.map((r) => r.cells.state?.value)).toEqual([
      { type: 'text', text: 'processed' },
      { type: 'text', text: 'processed' },
      { type: 'text', text: 'discarded' },
    ]);
  });
});
