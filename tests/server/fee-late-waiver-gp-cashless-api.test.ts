import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeChargeEventView } from '../../src/api/fee-charge-event';
import type { FeeLateAdjustmentView } from '../../src/api/fee-late-adjustment';
import { postedRowsByName, startFeeChargeFund, type FeeChargeFund } from './fee-charge-fund';
import type { ConfigurationKit } from './fund-configuration-kit';
import { testDatabases } from './test-databases';

/**
 * Late waivers through create-late-cashless-contribution-waiver-adjustment-event/ on a fund whose
 * waivers are GP cashless contributions (pre-waterfall GP distributions), worked by hand. The
 * fee: 2% a year on committed capital, actual/365, quarterly in advance; class Founders 0%.
 * First close 2026-01-15: Atlas $6,000,000 and Birch $3,000,000 at the fund rate; the GP's two
 * commitments Gus $1,000,000 and Hal $500,000, both in Founders (no fee), credited 2:1 with the
 * fee the LPs' waivers give up.
 *
 * Published Q2 2026 (91 days) with a $1,000.00 waiver for Birch:
 * - Atlas gross 600,000,000¢ × 2% × 91/365 = 2,991,780.82 → 2,991,781¢; net 2,991,781¢.
 * - Birch gross 300,000,000¢ × 2% × 91/365 = 1,495,890.41 → 1,495,890¢; waiver 100,000;
 *   net 1,395,890¢.
 * - Cashless: 100,000¢ over Gus:Hal = 2:1 → 66,666.67 and 33,333.33, floored 66,666 and
 *   33,333, the cent left to the largest (Gus): 66,667 and 33,333.
 *
 * Late waivers: Atlas $12,345.67 (1,234,567¢) and Birch $2,000.00 (200,000¢), each within its
 * fee, so all applied:
 * - Atlas waivers 1,234,567, net 2,991,781 − 1,234,567 = 1,757,214¢: Δ −1,234,567.
 * - Birch waivers 300,000, net 1,495,890 − 300,000 = 1,195,890¢: Δ −200,000.
 * - Net 4,387,671 → 2,953,104¢: Δ −1,434,567.
 * - Cashless after: 1,534,567¢ over 2:1 → 1,023,044.67 and 511,522.33, floored 1,023,044 and
 *   511,522, the cent to Gus: 1,023,045 and 511,522. Less what the charge posted: Gus
 *   1,023,045 − 66,667 = +956,378, Hal 511,522 − 33,333 = +478,189 (Σ 1,434,567, the
 *   waivers' change: no fee waiver accrual under this methodology).
 */
describe.each(testDatabases())('late GP cashless waivers on $name', (database) => {
  let k: ConfigurationKit;
  let as: FeeChargeFund['as'];
  let commitment: FeeChargeFund<'Atlas' | 'Birch' | 'Gus' | 'Hal'>['commitment'];
  let chargeId = '';
  let adjustmentId = '';
  const base = () => `/fee-charge-event/${chargeId}/`;
  const one = () => `${base()}late-adjustment-event/${adjustmentId}/`;

  const rowsOf = (eventId: string) => postedRowsByName(k, commitment, eventId);

  beforeAll(async () => {
    let feeId = '';
    ({ k, as, feeId, commitment } = await startFeeChargeFund(
      database,
      { name: 'Cashless Fee Fund', shortName: 'CFF', lpSuffix: 'Cashless' },
      [
        ['Atlas', 6_000_000],
        ['Birch', 3_000_000],
        ['Gus', 1_000_000, 'Founders'],
        ['Hal', 500_000, 'Founders'],
      ],
      {
        waiverMethodology: 'gp_cashless_contributions_with_pre_waterfall_gp_distributions',
        gp: ['Gus', 'Hal'],
      },
    ));
    const created = await as<FeeChargeEventView>('writer', 'POST', '/fee-charge-event/', {
      fund_family_id: k.fundFamilyId,
      fee_id: feeId,
      period_start: '2026-04-01',
    });
    chargeId = created.body.id;
    const saved = await as('writer', 'POST', `${base()}fee-offset-applications/`, {
      offsets: [],
      waivers: [{ commitment_id: commitment.Birch, amount_cents: 100_000 }],
    });
    expect(saved.status).toBe(200);
    const published = await as<FeeChargeEventView>('approver', 'PATCH', `${base()}publish/`);
    expect(published.status).toBe(200);
    expect(await rowsOf(chargeId)).toEqual([
      ['Birch', 'management_fee_waiver', -100_000, '2026-04-01'],
      ['Hal', 'gp_cashless_contribution', 33_333, '2026-04-01'],
      ['Gus', 'gp_cashless_contribution', 66_667, '2026-04-01'],
      ['Birch', 'management_fee', 1_495_890, '2026-04-01'],
      ['Atlas', 'management_fee', 2_991_781, '2026-04-01'],
    ]);
  });
  afterAll(() => k.t.dispose());

  it('drafts the late waivers with each LP and the GP cashless change as worked by hand', async () => {
    const created = await as<FeeLateAdjustmentView>(
      'writer',
      'POST',
      `${base()}create-late-cashless-contribution-waiver-adjustment-event/`,
      {
        offsets: [],
        waivers: [
          { commitment_id: commitment.Atlas, amount_cents: 1_234_567 },
          { commitment_id: commitment.Birch, amount_cents: 200_000 },
        ],
      },
    );
    expect(created.status).toBe(201);
    adjustmentId = created.body.id;
    expect(created.body).toMatchObject({
      name: 'Late waivers, Management fee, Q2 2026',
      kind: 'late_waivers',
      state: 'draft',
      totals: {
        published: { gross_cents: 4_487_671, waivers_applied_cents: 100_000, net_cents: 4_387_671 },
        after: { gross_cents: 4_487_671, waivers_applied_cents: 1_534_567, net_cents: 2_953_104 },
        change: {
          gross_cents: 0,
          offsets_applied_cents: 0,
          waivers_applied_cents: 1_434_567,
          net_cents: -1_434_567,
        },
      },
    });
    const line = (id: string) => created.body.lines.find((l) => l.commitment_id === id)!;
    expect(line(commitment.Atlas)).toMatchObject({
      late_waivers_cents: 1_234_567,
      published: { waivers_applied_cents: 0, net_cents: 2_991_781 },
      after: { waivers_applied_cents: 1_234_567, net_cents: 1_757_214 },
      change: { waivers_applied_cents: 1_234_567, net_cents: -1_234_567 },
    });
    expect(line(commitment.Birch)).toMatchObject({
      late_waivers_cents: 200_000,
      published: { waivers_applied_cents: 100_000, net_cents: 1_395_890 },
      after: { waivers_applied_cents: 300_000, net_cents: 1_195_890 },
      change: { net_cents: -200_000 },
    });
    // What applying posts, per code: the waivers, and the GP's cashless contributions.
    expect(Object.fromEntries(created.body.ledger.map((l) => [l.code, l.amount_cents]))).toEqual({
      management_fee_waiver: -1_434_567,
      gp_cashless_contribution: 1_434_567,
    });
    expect(created.body.checks.every((c) => c.passed)).toBe(true);
  });

  it('applies: the waivers per LP and the GP cashless contributions re-allocated whole', async () => {
    const applied = await as<FeeLateAdjustmentView>('approver', 'PATCH', `${one()}apply/`);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ state: 'applied', actions: [] });
    expect(await rowsOf(adjustmentId)).toEqual([
      ['Atlas', 'management_fee_waiver', -1_234_567, '2026-04-01'],
      ['Birch', 'management_fee_waiver', -200_000, '2026-04-01'],
      ['Hal', 'gp_cashless_contribution', 478_189, '2026-04-01'],
      ['Gus', 'gp_cashless_contribution', 956_378, '2026-04-01'],
    ]);
    // The period's rows as they stand: the charge's and the adjustment's, per GP, as after.
    const cashless = [...(await rowsOf(chargeId)), ...(await rowsOf(adjustmentId))]
      .filter((r) => r[1] === 'gp_cashless_contribution')
      .reduce<Record<string, number>>(
        (sum, [name, , amount]) => ({
          ...sum,
          [name as string]: (sum[name as string] ?? 0) + (amount as number),
        }),
        {},
      );
    expect(cashless).toEqual({ Gus: 1_023_045, Hal: 511_522 });
  });
});
