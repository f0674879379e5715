import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosingOrderOfOperations } from '../../src/api/closing-order-of-operations';
import type { ClosingStats } from '../../src/api/closing-stats';
import type { Closing, FundFamilyConfig } from '../../src/api/fund-structure';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { admitDeltaAndBirch, draftSecondClose } from './second-close-fixture';
import { caller, postLedgerEvent, type Call, type TransferFixture } from './transfer-fixture';
import { finalizeClosing } from './finalize-closing';

/** Interest lines by investor entity: [role, cents]. */
const interestOf = (closing: Closing) =>
  Object.fromEntries(
    closing.equalization_interest.map((l) => [l.investor_entity_name, [l.role, l.amount_cents]]),
  );
const sumOf = (closing: Closing, role: 'admitted' | 'existing') =>
  closing.equalization_interest
    .filter((l) => l.role === role)
    .reduce((s, l) => s + l.amount_cents, 0);

/*
 * Worked by hand. Existing: Atlas 250,000,005 and Cedar 100,000,000 (fixture). Calls:
 *   2026-03-31 investments 70,000,003 (bears interest), management fees 1,000,000 (fee portion);
 *   2026-05-01 investments 14,000,000 (bears interest), expenses 3,500,000 (code set here NOT to
 *   affect equalization interest).
 * Second close 2026-06-30 admits Delta 100,000,000 and Birch 50,000,000: admitted share
 * 150,000,000 / 500,000,005. Pools rounded once: 21,000,000.9 → 21,000,001 and 4,200,000 of
 * investments (split 2:1 → Delta 14,000,001 + 2,800,000, Birch 7,000,000 + 1,400,000),
 * 1,050,000 of expenses (Delta 700,000, Birch 350,000; no interest), 300,000 of fees (none).
 * Interest at 8% simple, actual/365, to the closing date (91 and 60 days):
 *   Delta 14,000,001 × 0.08 × 91/365 = 279,232.8967 + 2,800,000 × 0.08 × 60/365 = 36,821.9178
 *         = 316,054.8145 → 316,055
 *   Birch 7,000,000 × 0.08 × 91/365 = 139,616.4384 + 1,400,000 × 0.08 × 60/365 = 18,410.9589
 *         = 158,027.3973 → 158,027
 * Paid 474,082, back by contributed capital (fees excluded): Atlas 50,000,003 + 10,000,000 +
 * 2,500,000 = 62,500,003, Cedar 20,000,000 + 4,000,000 + 1,000,000 = 25,000,000:
 *   Atlas 338,630.0046 → 338,630, Cedar 135,451.9954 → 135,451, the leftover cent to the largest
 *   allocation (the fund's rounding ordering): Atlas 338,631.
 */
describe.each(testDatabases())('closing equalization interest on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fixture: TransferFixture;
  let closingId: string;
  const admitted: Record<'Birch' | 'Delta', string> = { Birch: '', Delta: '' };
  const getClosing = async () => (await call<Closing>('GET', `/api/closing/${closingId}/`)).body;
  const setTerms = async (terms: Partial<FundFamilyConfig>) => {
    const path = `/api/fund-family-config/${fixture.fundFamilyId}/`;
    const config = (await call<FundFamilyConfig>('GET', path)).body;
    expect((await call('PUT', path, { ...config, ...terms })).status).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    ({ fixture, closingId } = await draftSecondClose(t, call));
    await t.deps.handle.query(
      `UPDATE transaction_codes SET affects_equalization_interest = false
       WHERE fund_family_id = $1 AND name = 'contribution_expenses'`,
      [fixture.fundFamilyId],
    );
    await postLedgerEvent(t, fixture.fundFamilyId, {
      name: 'Capital call 2',
      date: '2026-05-01',
      type: 'capital_activity',
      rows: [
        [fixture.commitment.Atlas, 'contribution_investment', 10_000_000],
        [fixture.commitment.Cedar, 'contribution_investment', 4_000_000],
        [fixture.commitment.Atlas, 'contribution_expenses', 2_500_000],
        [fixture.commitment.Cedar, 'contribution_expenses', 1_000_000],
      ],
    });
    Object.assign(
      admitted,
      await admitDeltaAndBirch(call, fixture, closingId, { Delta: 100_000_000, Birch: 50_000_000 }),
    );
  });
  afterAll(() => t.dispose());

  it('charges none while the fund profile sets no methodology and rate, and says why', async () => {
    const closing = await getClosing();
    expect(closing.equalization.length).toBeGreaterThan(0);
    expect(closing.equalization_interest).toEqual([]);
    expect(closing.equalization_interest_note).toContain('sets no equalization interest');
  });

  it('charges 8% simple interest per call to the cent, paid equal to received', async () => {
    await setTerms({
      equalization_interest_methodology: 'simple_interest',
      equalization_interest_rate_percent: 8,
    });
    const closing = await getClosing();
    expect(closing.equalization_interest_note).toBeNull();
    expect(interestOf(closing)).toEqual({
      'Delta Transfer LP': ['admitted', 316_055],
      'Birch Transfer LP': ['admitted', 158_027],
      'Atlas Transfer LP': ['existing', 338_631],
      'Cedar Transfer LP': ['existing', 135_451],
    });
    expect(sumOf(closing, 'admitted')).toBe(sumOf(closing, 'existing'));
    const steps = closing.equalization_interest_audit;
    expect(steps).toContainEqual(
      expect.objectContaining({
        step: 'Transfer Test Fund, L.P.: Delta Transfer LP, call of 03/31/2026, contribution_investment',
        formula: 'principal × rate × days ÷ 365',
        inputs: { principal_cents: 14_000_001, rate: '8%', days: 91, to: '2026-06-30' },
        value: '2792.3290 (exact, before rounding)',
      }),
    );
    expect(steps).toContainEqual(
      expect.objectContaining({
        step: 'Transfer Test Fund, L.P.: contribution_expenses bears no interest',
      }),
    );
    expect(steps).toContainEqual(
      expect.objectContaining({
        step: 'Transfer Test Fund, L.P.: contribution_management_fee bears no interest',
      }),
    );
    const stats = await call<ClosingStats>('GET', `/api/closing/${closingId}/stats-v2/`);
    expect(stats.body.figures.find((f) => f.key === 'equalization_interest')).toMatchObject({
      step: 'Equalization interest',
      value: 474_082,
      inputs: { commitments: 2, received_cents: 474_082 },
    });
  });

  it('bears interest on an override spread over its calls by the computed amounts', async () => {
    const put = (delta: number | null) =>
      call('PUT', `/api/closing/${closingId}/update-override-amounts/`, {
        overrides: [
          { commitment_id: admitted.Delta, amount_cents: delta },
          { commitment_id: admitted.Birch, amount_cents: null },
        ],
      });
    expect((await put(10_000_000)).status).toBe(200);
    // 10,000,000 over Delta's 14,000,001 : 2,800,000 : 700,000 → 8,000,000, 1,600,000, 400,000;
    // 8,000,000 × 0.08 × 91/365 + 1,600,000 × 0.08 × 60/365 = 180,602.7397 → 180,603.
    // Paid 180,603 + 158,027 = 338,630: Atlas 241,878.5747, Cedar 96,751.4253 floored, the
    // leftover cent to the largest: Atlas 241,879, Cedar 96,751.
    expect(interestOf(await getClosing())).toEqual({
      'Delta Transfer LP': ['admitted', 180_603],
      'Birch Transfer LP': ['admitted', 158_027],
      'Atlas Transfer LP': ['existing', 241_879],
      'Cedar Transfer LP': ['existing', 96_751],
    });
    expect((await put(null)).status).toBe(200);
  });

  it('gives another customer’s user nothing of it', async () => {
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    for (const path of [
      `/api/closing/${closingId}/`,
      `/api/closing/${closingId}/order-of-operations/`,
      `/api/closing/${closingId}/stats-v2/`,
    ])
      expect((await call('GET', path, undefined, beacon)).status).toBe(404);
  });

  it('posts the interest on finalize as outstanding rows of its own codes', async () => {
    const plan = await call<ClosingOrderOfOperations>(
      'GET',
      `/api/closing/${closingId}/order-of-operations/`,
    );
    const step = plan.body.steps.find((s) => s.operation === 'equalization_interest')!;
    const postings = step.postings
      .map((p) => [p.transaction_code, p.amount_cents, p.is_draft] as const)
      .sort((a, b) => a[0].localeCompare(b[0]) || b[1] - a[1]);
    expect(step.total_cents).toBe(474_082 * 2);
    expect(postings).toEqual([
      ['equalization_interest_contribution', 316_055, true],
      ['equalization_interest_contribution', 158_027, true],
      ['equalization_interest_distribution', 338_631, true],
      ['equalization_interest_distribution', 135_451, true],
    ]);
    await finalizeClosing(t, closingId);
    const posted = await t.deps.handle.query<{ name: string; amount: string; draft: boolean }>(
      `SELECT c.name, t.amount_cents::text AS amount, t.is_draft AS draft
       FROM transactions t JOIN transaction_codes c ON c.id = t.transaction_code_id
       JOIN closings cl ON cl.fund_family_event_id = t.fund_family_event_id
       WHERE cl.id = $1 AND c.name LIKE 'equalization_interest_%' ORDER BY c.name, t.amount_cents DESC`,
      [closingId],
    );
    expect(posted.map((r) => [r.name, Number(r.amount), r.draft])).toEqual([
      ['equalization_interest_contribution', 316_055, true],
      ['equalization_interest_contribution', 158_027, true],
      ['equalization_interest_distribution', 338_631, true],
      ['equalization_interest_distribution', 135_451, true],
    ]);
    const finalized = await getClosing();
    expect(sumOf(finalized, 'admitted')).toBe(474_082);
    expect(sumOf(finalized, 'existing')).toBe(474_082);
    expect(finalized.equalization_interest_audit.length).toBeGreaterThan(3);
  });
});
