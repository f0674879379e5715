import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvestorTransfer } from '../../src/api/investor-transfers';
import {
  processDueTransfers,
  processDueTransfersJob,
} from '../../src/server/investor-transfer/scheduled-transfers';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { buildTransferFixture, caller, type Call, type TransferFixture } from './transfer-fixture';

describe.each(testDatabases())('processing due scheduled transfers on $name', (database) => {
  let t: TestApp;
  let call: Call;
  let fx: TransferFixture;
  const id: Record<'cedarToBirch' | 'cedarToDelta' | 'atlasToBirch' | 'later', string> = {
    cedarToBirch: '',
    cedarToDelta: '',
    atlasToBirch: '',
    later: '',
  };

  const schedule = async (
    transferor: keyof TransferFixture['commitment'],
    date: string,
    to: keyof TransferFixture['entity'],
    amount: number,
  ) => {
    const created = await call<InvestorTransfer>('POST', '/api/investor-transfer/', {
      fund_family_id: fx.fundFamilyId,
      transferor_commitment_id: fx.commitment[transferor],
      transfer_date: date,
      day_of_timing: 'end_of_day',
    });
    await call('PUT', `/api/investor-transfer/${created.body.id}/transferees/`, {
      transferees: [{ investor_entity_id: fx.entity[to], amount_cents: amount }],
    });
    const scheduled = await call<InvestorTransfer>(
      'PATCH',
      `/api/investor-transfer/${created.body.id}/schedule/`,
    );
    expect(scheduled.body.state).toBe('scheduled');
    return created.body.id;
  };
  const stateOf = async (transferId: string) =>
    (await call<InvestorTransfer>('GET', `/api/investor-transfer/${transferId}/`)).body;
  const jobAudit = () =>
    t.deps.handle.query<{ target_id: string; user_id: string | null; data: { to: string } }>(
      `SELECT target_id, user_id, data FROM audit_log WHERE request_id = $1 ORDER BY id`,
      [processDueTransfersJob],
    );

  beforeAll(async () => {
    // Today, for users, is 2026-06-15: every transfer below is dated later and can only be scheduled.
    t = await startTestApp(database, { now: () => new Date('2026-06-15T12:00:00Z') });
    const admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    fx = await buildTransferFixture(t, call);
    // Two transfers of all of Cedar's commitment on the same day: only the first can happen.
    id.cedarToBirch = await schedule('Cedar', '2026-07-01', 'Birch', 100_000_000);
    id.cedarToDelta = await schedule('Cedar', '2026-07-01', 'Delta', 100_000_000);
    id.atlasToBirch = await schedule('Atlas', '2026-07-03', 'Birch', 50_000_001);
    id.later = await schedule('Atlas', '2026-07-10', 'Delta', 1_000_000);
  });
  afterAll(() => t.dispose());

  it('does nothing before any transfer is due', async () => {
    expect(await processDueTransfers(t.deps.handle.db, '2026-06-30')).toEqual({
      processed: [],
      failed: [],
    });
    expect(await jobAudit()).toEqual([]);
  });

  it('processes every due transfer in its own transaction; a failing one blocks no other', async () => {
    const outcome = await processDueTransfers(t.deps.handle.db, '2026-07-05');
    expect(outcome.processed).toEqual([id.cedarToBirch, id.atlasToBirch]);
    expect(outcome.failed).toEqual([
      { id: id.cedarToDelta, message: 'The transferor has no commitment to transfer' },
    ]);
    const cedarToBirch = await stateOf(id.cedarToBirch);
    expect(cedarToBirch).toMatchObject({ state: 'processed', processing_date: '2026-07-01' });
    expect(cedarToBirch.moves.find((m) => m.code === 'commitment')).toMatchObject({
      transferor_cents: -100_000_000,
      retained_cents: 0,
    });
    expect(await stateOf(id.atlasToBirch)).toMatchObject({
      state: 'processed',
      processing_date: '2026-07-03',
    });
    // The failed one is left as it was, with nothing posted; the later one is not due yet.
    expect(await stateOf(id.cedarToDelta)).toMatchObject({ state: 'scheduled' });
    expect(await stateOf(id.later)).toMatchObject({ state: 'scheduled' });
    const [{ n }] = (await t.deps.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM fund_family_events WHERE fund_family_id = $1 AND event_type = 'investor_transfer'`,
      [fx.fundFamilyId],
    )) as [{ n: number }];
    expect(n).toBe(2);
    // A system action: no user, the job's name where a request id would be.
    expect(await jobAudit()).toEqual([
      {
        target_id: id.cedarToBirch,
        user_id: null,
        data: expect.objectContaining({ from: 'scheduled', to: 'processed', system: true }),
      },
      {
        target_id: id.atlasToBirch,
        user_id: null,
        data: expect.objectContaining({ to: 'processed', today: '2026-07-05' }),
      },
    ]);
  });

  it('picks up the rest on a later day and never processes a transfer twice', async () => {
    const outcome = await processDueTransfers(t.deps.handle.db, '2026-07-10');
    expect(outcome.processed).toEqual([id.later]);
    expect(outcome.failed.map((f) => f.id)).toEqual([id.cedarToDelta]);
    expect((await stateOf(id.later)).state).toBe('processed');
    expect((await jobAudit()).map((a) => a.target_id)).toEqual([
      id.cedarToBirch,
      id.atlasToBirch,
      id.later,
    ]);
  });
});
