import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { overridesNotForEveryCommitment } from '../../src/api/closing-overrides';
import {
  closingOrderOfOperationsSchema,
  type ClosingOrderOfOperations,
} from '../../src/api/closing-order-of-operations';
import type { ClosingStats } from '../../src/api/closing-stats';
import type { Closing } from '../../src/api/fund-structure';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { admitDeltaAndBirch, draftSecondClose } from './second-close-fixture';
import { caller, type Call, type TransferFixture } from './transfer-fixture';

type Refusal = { code: string; message: string; data?: Record<string, string[]> };

/** Equalization lines by investor entity: [amount, overridden, computed]. */
const linesOf = (closing: Closing) =>
  Object.fromEntries(
    closing.equalization.map((l) => [
      l.investor_entity_name,
      [l.role, l.amount_cents, l.overridden, l.computed_amount_cents],
    ]),
  );
const total = (closing: Closing, role: 'admitted' | 'existing') =>
  closing.equalization.filter((l) => l.role === role).reduce((s, l) => s + l.amount_cents, 0);

describe.each(testDatabases())('closing equalization overrides on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fixture: TransferFixture;
  let closingId: string;
  /** Commitment ids of the two admitted commitments. */
  const admitted: Record<'Birch' | 'Delta', string> = { Birch: '', Delta: '' };
  const path = () => `/api/closing/${closingId}/update-override-amounts/`;
  const put = (delta: number | null, birch: number | null, token?: string) =>
    call<Closing & Refusal>(
      'PUT',
      path(),
      {
        overrides: [
          { commitment_id: admitted.Delta, amount_cents: delta },
          { commitment_id: admitted.Birch, amount_cents: birch },
        ],
      },
      token,
    );

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    ({ fixture, closingId } = await draftSecondClose(t, call));
    Object.assign(
      admitted,
      await admitDeltaAndBirch(call, fixture, closingId, { Delta: 100_000_000, Birch: 50_000_001 }),
    );
  });
  afterAll(() => t.dispose());

  it('lists what each admitted commitment pays as computed, before any override', async () => {
    const closing = (await call<Closing>('GET', `/api/closing/${closingId}/`)).body;
    // Admitted share 150,000,001 / 500,000,006 of $700,000.03 = $210,000.01 (rounded once),
    // split 100,000,000 : 50,000,001 (Delta gets the leftover cent); the refund goes back
    // 250,000,005 : 100,000,000 (Atlas gets the leftover cent).
    expect(
      closing.equalization_overrides.map((o) => [
        o.investor_entity_name,
        o.computed_cents,
        o.override_cents,
      ]),
    ).toEqual([
      ['Birch Transfer LP', 7_000_000, null],
      ['Delta Transfer LP', 14_000_001, null],
    ]);
    expect(linesOf(closing)).toEqual({
      'Delta Transfer LP': ['admitted', 14_000_001, false, 14_000_001],
      'Birch Transfer LP': ['admitted', 7_000_000, false, 7_000_000],
      'Atlas Transfer LP': ['existing', 15_000_001, false, 15_000_001],
      'Cedar Transfer LP': ['existing', 6_000_000, false, 6_000_000],
    });
  });

  it('pays the override and re-allocates the refunds from what is paid, to the cent', async () => {
    const before = (await call<Closing>('GET', `/api/closing/${closingId}/`)).body;
    const saved = await put(12_345_678, null);
    expect(saved.status).toBe(200);
    // Paid: $123,456.78 + $70,000.00 = $193,456.78, back 250,000,005 : 100,000,000.
    expect(linesOf(saved.body)).toEqual({
      'Delta Transfer LP': ['admitted', 12_345_678, true, 14_000_001],
      'Birch Transfer LP': ['admitted', 7_000_000, false, 7_000_000],
      'Atlas Transfer LP': ['existing', 13_818_342, true, 15_000_001],
      'Cedar Transfer LP': ['existing', 5_527_336, true, 6_000_000],
    });
    expect(total(saved.body, 'admitted')).toBe(19_345_678);
    expect(total(saved.body, 'existing')).toBe(19_345_678);
    // Fee true-ups are not capital equalization: the override leaves them alone.
    expect(saved.body.fee_true_ups).toEqual(before.fee_true_ups);
    expect(saved.body.equalization_audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          step: 'Transfer Test Fund, L.P.: Override for Delta Transfer LP',
          inputs: { computed_cents: 14_000_001, override_cents: 12_345_678 },
          value: 12_345_678,
        }),
        expect.objectContaining({
          step: 'Transfer Test Fund, L.P.: Equalization paid by admitted, with overrides',
          inputs: { computed_cents: 21_000_001, overridden: 1, admitted_commitments: 2 },
          value: 19_345_678,
        }),
      ]),
    );
    const plan = await call<ClosingOrderOfOperations>(
      'GET',
      `/api/closing/${closingId}/order-of-operations/`,
    );
    v.parse(closingOrderOfOperationsSchema, plan.body);
    const capital = plan.body.steps.find((s) => s.operation === 'capital_equalization')!;
    expect(capital.total_cents).toBe(2 * 19_345_678);
    expect(
      capital.postings
        .map((p) => [p.investor_entity_name, p.amount_cents, p.overridden])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Atlas Transfer LP', 13_818_342, true],
      ['Birch Transfer LP', 7_000_000, false],
      ['Cedar Transfer LP', 5_527_336, true],
      ['Delta Transfer LP', 12_345_678, true],
    ]);
    const stats = (await call<ClosingStats>('GET', `/api/closing/${closingId}/stats/`)).body;
    const paid = stats.figures.find((f) => f.key === 'equalization_paid')!;
    const returned = stats.figures.find((f) => f.key === 'equalization_returned')!;
    expect([paid.value, paid.inputs]).toEqual([
      19_345_678,
      { commitments: 2, overridden: 1, computed_cents: 21_000_001 },
    ]);
    expect(paid.formula).toContain('overrides');
    expect([returned.value, returned.inputs]).toEqual([
      19_345_678,
      { commitments: 2, overridden: 2, computed_cents: 21_000_001 },
    ]);
    const [logged] = await t.deps.handle.query<{ data: { equalization_overrides: unknown[] } }>(
      `SELECT data FROM audit_log WHERE target_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [closingId],
    );
    expect(logged?.data.equalization_overrides).toEqual([
      { commitment_id: admitted.Delta, from: null, to: 12_345_678, computed: 14_000_001 },
    ]);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await call<Closing>('GET', `/api/closing/${closingId}/`)).body;
    const negative = await put(-1, null);
    expect([negative.status, negative.body.data]).toEqual([
      400,
      { 'overrides.0.amount_cents': ['Greater than or equal to 0'] },
    ]);
    const fraction = await put(10.5, null);
    expect([fraction.status, fraction.body.data]).toEqual([
      400,
      { 'overrides.0.amount_cents': ['Must be valid number'] },
    ]);
    const missing = await call<Refusal>('PUT', path(), {
      overrides: [{ commitment_id: admitted.Delta, amount_cents: 1 }],
    });
    expect([missing.status, missing.body.message, missing.body.data]).toEqual([
      400,
      overridesNotForEveryCommitment,
      { overrides: [overridesNotForEveryCommitment] },
    ]);
    // An existing partner's commitment is not admitted here: its refund is not set by hand.
    const existing = await call<Refusal>('PUT', path(), {
      overrides: [
        { commitment_id: admitted.Delta, amount_cents: 1 },
        { commitment_id: admitted.Birch, amount_cents: 1 },
        { commitment_id: fixture.commitment.Atlas, amount_cents: 1 },
      ],
    });
    expect([existing.status, Object.keys(existing.body.data ?? {})]).toEqual([
      400,
      ['overrides.2.commitment_id'],
    ]);
    const twice = await call<Refusal>('PUT', path(), {
      overrides: [
        { commitment_id: admitted.Delta, amount_cents: 1 },
        { commitment_id: admitted.Delta, amount_cents: 2 },
        { commitment_id: admitted.Birch, amount_cents: 1 },
      ],
    });
    expect([twice.status, twice.body.data]).toEqual([
      400,
      { 'overrides.1.commitment_id': ['Listed more than once.'] },
    ]);
    expect((await call<Closing>('GET', `/api/closing/${closingId}/`)).body).toEqual(before);
  });

  it('refuses a reader (403) and another customer (404), changing nothing', async () => {
    const before = (await call<Closing>('GET', `/api/closing/${closingId}/`)).body;
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    expect((await put(1, 1, reader)).status).toBe(403);
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    expect((await put(1, 1, beacon)).status).toBe(404);
    expect((await call<Closing>('GET', `/api/closing/${closingId}/`)).body).toEqual(before);
  });

  it('clearing an override returns to the computed amount', async () => {
    const cleared = await put(null, null);
    expect(cleared.status).toBe(200);
    expect(linesOf(cleared.body)).toEqual({
      'Delta Transfer LP': ['admitted', 14_000_001, false, 14_000_001],
      'Birch Transfer LP': ['admitted', 7_000_000, false, 7_000_000],
      'Atlas Transfer LP': ['existing', 15_000_001, false, 15_000_001],
      'Cedar Transfer LP': ['existing', 6_000_000, false, 6_000_000],
    });
    expect(cleared.body.equalization_overrides.every((o) => o.override_cents === null)).toBe(true);
  });

  it('finalize posts the overridden amounts; once sent for approval it refuses with 409', async () => {
    // Birch let off entirely: Delta's $123,456.78 is all that goes back, 250,000,005 : 100,000,000.
    expect((await put(12_345_678, 0)).status).toBe(200);
    expect((await call('PATCH', `/api/closing/${closingId}/send-for-approval/`)).status).toBe(200);
    const late = await put(1, 1);
    expect([late.status, late.body.code, late.body.message]).toEqual([
      409,
      'invalid_transition',
      'Only a draft closing can change its equalization overrides.',
    ]);
    // Maker-checker: the admin sent it for approval, so another user approves and finalizes.
    const approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    for (const action of ['complete', 'finalize'])
      expect(
        (await call('PATCH', `/api/closing/${closingId}/${action}/`, undefined, approver)).status,
      ).toBe(200);
    const ledger = await t.deps.handle.query<{ name: string; code: string; amount: number }>(
      `SELECT e.full_name AS name, c.name AS code, t.amount_cents::int AS amount
       FROM transactions t JOIN transaction_codes c ON c.id = t.transaction_code_id
       JOIN investor_entities e ON e.id = t.investor_entity_id
       JOIN closings k ON k.fund_family_event_id = t.fund_family_event_id
       WHERE k.id = $1 AND c.name LIKE 'equalization_%' ORDER BY e.full_name`,
      [closingId],
    );
    expect(ledger.map((r) => [r.name, r.code, r.amount])).toEqual([
      ['Atlas Transfer LP', 'equalization_distribution', 8_818_342],
      ['Cedar Transfer LP', 'equalization_distribution', 3_527_336],
      ['Delta Transfer LP', 'equalization_contribution', 12_345_678],
    ]);
    const finalized = (await call<Closing>('GET', `/api/closing/${closingId}/`)).body;
    expect(linesOf(finalized)).toEqual({
      'Atlas Transfer LP': ['existing', 8_818_342, true, null],
      'Cedar Transfer LP': ['existing', 3_527_336, true, null],
      'Delta Transfer LP': ['admitted', 12_345_678, true, null],
    });
    expect(
      finalized.equalization_overrides.map((o) => [o.investor_entity_name, o.override_cents]),
    ).toEqual([
      ['Birch Transfer LP', 0],
      ['Delta Transfer LP', 12_345_678],
    ]);
    const after = await put(null, null);
    expect([after.status, after.body.code]).toEqual([409, 'invalid_transition']);
  });
});
