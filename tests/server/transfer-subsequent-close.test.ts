import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosingNonCapitalEqualization } from '../../src/api/allocation-rules';
import type { Closing } from '../../src/api/fund-structure';
import type { InvestorTransfer } from '../../src/api/investor-transfers';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import {
  buildTransferFixture,
  caller,
  postLedgerEvent,
  type Call,
  type TransferFixture,
} from './transfer-fixture';

/**
 * A subsequent close after an investor transfer: equalization must follow what each partner
 * holds now (commitment and contributions moved under transfer twins), not what it was admitted
 * with. Every expected cent below is worked by hand in the comments.
 */
describe.each(testDatabases())('a subsequent close after a transfer on $name', (database) => {
  let t: TestApp;
  let call: Call;
  let fx: TransferFixture;
  let closingId: string;
  let birchCommitment: string;

  const post = (name: string, date: string, type: string, rows: [string, string, number][]) =>
    postLedgerEvent(t, fx.fundFamilyId, { name, date, type, rows });

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date('2026-07-15T12:00:00Z') });
    const admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    // Atlas $2,500,000.05 and Cedar $1,000,000 at the first close; on 2026-03-31 Atlas paid
    // 50,000,003 for investments, Cedar 20,000,000 and 1,000,000 of fees (transfer-fixture.ts).
    fx = await buildTransferFixture(t, call);
    // Cedar was excused from a second call: only Atlas paid 10,000,000 and 500,000 of fees.
    await post('Capital call 2', '2026-04-15', 'capital_activity', [
      [fx.commitment.Atlas, 'contribution_investment', 10_000_000],
      [fx.commitment.Atlas, 'contribution_management_fee', 500_000],
    ]);
    // $100,000 of organizational expenses allocated, not called: Atlas 7,000,001, Cedar 2,999,999.
    await t.deps.handle.query(
      `INSERT INTO transaction_codes (customer_id, fund_family_id, name, display_name, classification, affects_nav)
       SELECT customer_id, id, 'organizational_expenses', 'Organizational expenses', 'expenses', true
       FROM fund_families WHERE id = $1`,
      [fx.fundFamilyId],
    );
    await post('Org costs', '2026-04-20', 'adjustment', [
      [fx.commitment.Atlas, 'organizational_expenses', 7_000_001],
      [fx.commitment.Cedar, 'organizational_expenses', 2_999_999],
    ]);
    // Atlas transfers 100,000,002 of its 250,000,005 to Birch (40%).
    const created = await call<InvestorTransfer>('POST', '/api/investor-transfer/', {
      fund_family_id: fx.fundFamilyId,
      transferor_commitment_id: fx.commitment.Atlas,
      transfer_date: '2026-05-01',
      day_of_timing: 'end_of_day',
    });
    await call('PUT', `/api/investor-transfer/${created.body.id}/transferees/`, {
      transferees: [{ investor_entity_id: fx.entity.Birch, amount_cents: 100_000_002 }],
    });
    const processed = await call<InvestorTransfer>(
      'PATCH',
      `/api/investor-transfer/${created.body.id}/process/`,
    );
    expect(processed.body.state).toBe('processed');
    birchCommitment = processed.body.transferees[0]!.commitment_id!;
    // Atlas's 60,000,003 of investments split 150,000,003 : 100,000,002 = 36,000,001.8 and
    // 24,000,001.2: floored, the leftover cent to the larger, Atlas 36,000,002, Birch 24,000,001.
    // Its 500,000 of fees split exactly: 300,000 and 200,000.
    const move = (code: string) => processed.body.moves.find((m) => m.code === code);
    expect(move('contribution_investment')).toMatchObject({
      retained_cents: 36_000_002,
      transferees: { [fx.entity.Birch]: 24_000_001 },
    });
    expect(move('contribution_management_fee')).toMatchObject({
      retained_cents: 300_000,
      transferees: { [fx.entity.Birch]: 200_000 },
    });

    const fund = await call<{ id: string }>('POST', '/api/closing/', {
      fund_family_id: fx.fundFamilyId,
      name: 'Second close',
      closing_date: '2026-06-30',
    });
    closingId = fund.body.id;
    const added = await call('PUT', `/api/closing/${closingId}/add-security/`, {
      investor_entity_id: fx.entity.Delta,
      owning_entity_id: fx.mainFund.id,
      amount_cents: 150_000_000,
    });
    expect(added.status).toBe(200);
  });
  afterAll(() => t.dispose());

  const byName = (lines: { investor_entity_name: string; role: string; amount_cents: number }[]) =>
    lines
      .map((l) => [l.investor_entity_name, l.role, l.amount_cents])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  it('spreads non-capital items again by what each partner holds after the transfer', async () => {
    // Delta's share is 150,000,000 ÷ 500,000,005; of the 10,000,000 of expenses it takes
    // 2,999,999.97 → 3,000,000 (rounded once). The existing partners give that up by what they
    // now hold, 150,000,003 : 100,000,002 : 100,000,000 = 1,285,714.29, 857,142.86, 857,142.84:
    // floored 1,285,714 / 857,142 / 857,142, the two leftover cents to the largest, Atlas and
    // Birch. (Weighing `commitment` rows alone gave Atlas all 250,000,005 and Birch nothing.)
    const result = await call<ClosingNonCapitalEqualization>(
      'GET',
      `/api/closing/${closingId}/non-capital-equalization/`,
    );
    expect(result.status).toBe(200);
    expect(byName(result.body.lines)).toEqual([
      ['Atlas Transfer LP', 'existing', -1_285_715],
      ['Birch Transfer LP', 'existing', -857_143],
      ['Cedar Transfer LP', 'existing', -857_142],
      ['Delta Transfer LP', 'admitted', 3_000_000],
    ]);
    expect(result.body.audit[0]).toMatchObject({
      step: 'Transfer Test Fund, L.P.',
      inputs: { existing_cents: 350_000_005, admitted_cents: 150_000_000 },
    });
  });

  it('returns capital equalization to the current holders by contributed capital', async () => {
    // Delta pays 150,000,000 ÷ 500,000,005 of each earlier call, rounded once per call line:
    // 70,000,003 → 21,000,000.69 → 21,000,001 and 10,000,000 → 2,999,999.97 → 3,000,000,
    // 24,000,001 in all (the transfer's own rows net to zero). The fee lines are not refunded.
    // The 24,000,001 goes back by non-fee contributions, transfer twins included: Atlas
    // 36,000,002, Birch 24,000,001, Cedar 20,000,000 (excused from the second call) =
    // 10,800,000.65, 7,200,000.33, 6,000,000.02 → floored, the leftover cent to the largest
    // contribution, Atlas. (By commitment Cedar would get 6,857,143 for less paid in.)
    const closing = await call<Closing>('GET', `/api/closing/${closingId}/`);
    expect(closing.status).toBe(200);
    expect(byName(closing.body.equalization)).toEqual([
      ['Atlas Transfer LP', 'existing', 10_800_001],
      ['Birch Transfer LP', 'existing', 7_200_000],
      ['Cedar Transfer LP', 'existing', 6_000_000],
      ['Delta Transfer LP', 'admitted', 24_000_001],
    ]);
    expect(
      closing.body.equalization.find(
        (l) => l.role === 'existing' && l.commitment_id === birchCommitment,
      ),
    ).toBeTruthy();
    expect(closing.body.equalization_audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          step: expect.stringContaining('Returned to existing commitments'),
          inputs: expect.objectContaining({
            pool_cents: 24_000_001,
            contributed_cents: 80_000_003,
          }),
          value: 24_000_001,
        }),
        // Each refund says what it is for: Birch's contributions came with the transfer.
        expect.objectContaining({
          step: 'Transfer Test Fund, L.P.: returned to Birch Transfer LP',
          inputs: { contributed_cents: 24_000_001, commitment_cents: 100_000_002 },
          value: 7_200_000,
        }),
      ]),
    );
  });
});
