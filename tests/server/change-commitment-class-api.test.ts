import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassChangeHistory, ClassChangeView } from '../../src/api/commitment-class-change';
import {
  audit_log,
  commitment_class_changes,
  commitments,
  transaction_codes,
  transactions,
} from '../../src/server/db/schema';
import { startClassChangeFixture, type ClassChangeFixture } from './class-change-fixture';
import type { ErrorBody } from './fund-configuration-kit';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('change commitment class API on $name', (database) => {
  let k: ClassChangeFixture;
  let writer: string;
  let base: string;
  beforeAll(async () => {
    k = await startClassChangeFixture(database, 'Class Change Fund', {
      now: () => new Date('2025-05-10T15:00:00Z'),
    });
    writer = (await k.t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    base = `/fund-family/${k.fundFamilyId}/change-commitment-class`;
  });
  afterAll(() => k.t.dispose());

  const start = (to: string | null, effective_date: string, token?: string) =>
    k.call<ClassChangeView & ErrorBody>(
      'POST',
      `${base}/`,
      { commitment_id: k.commitmentId, to_investor_class_id: to, effective_date },
      token,
    );
  const path = (view: ClassChangeView) => `${base}/${k.commitmentId}/${view.fund_family_event_id}/`;
  const changeRows = () =>
    k.t.deps.handle.db
      .select()
      .from(commitment_class_changes)
      .where(eq(commitment_class_changes.commitment_id, k.commitmentId));

  it('refuses bad input, a reader and another customer, and changes nothing', async () => {
    const other = await k.call<{ id: string }>('POST', '/fund-family/', { name: 'Elsewhere' });
    const foreign = await k.call<{ id: string }>('POST', '/investor-class/', {
      fund_family_id: other.body.id,
      name: 'Foreign',
    });
    expect((await start(foreign.body.id, '2025-04-01')).body.data).toEqual({
      to_investor_class_id: ['Choose a class of this fund family.'],
    });
    expect((await start(k.classId.anchor, '2025-04-01')).body.data).toEqual({
      to_investor_class_id: ['The commitment is already in this class.'],
    });
    expect((await start(k.classId.standard, '2025-05-11')).body.data).toEqual({
      effective_date: ['The effective date cannot be after today.'],
    });
    expect((await start(k.classId.standard, '2024-12-31')).body.data).toEqual({
      effective_date: [
        "The effective date cannot be before the commitment's first posting on 2025-01-01.",
      ],
    });
    const badDate = await start(k.classId.standard, '2025-13-01');
    expect(badDate.status).toBe(400);
    expect(badDate.body.data).toEqual({ effective_date: ['Must be valid date'] });
    expect((await start(k.classId.standard, '2025-04-01', k.tokens.reader)).status).toBe(403);
    expect((await start(k.classId.standard, '2025-04-01', k.tokens.beacon)).status).toBe(404);
    expect(await changeRows()).toEqual([]);
  });

  it('between classes with the same economics: a zero true-up and zero equalization, said so', async () => {
    const twin = await start(k.classId.twin, '2025-04-01');
    expect(twin.status).toBe(201);
    expect(twin.body.fee_true_up.total_cents).toBe(0);
    expect(twin.body.fee_true_up.fees[0]!.lines).toEqual([
      expect.objectContaining({
        start: '2025-04-01',
        end: '2025-06-30',
        old_cents: 3_739_726,
        new_cents: 3_739_726,
      }),
    ]);
    expect(twin.body.equalization).toMatchObject({
      same_economics: true,
      differences: [],
      amount_cents: 0,
      explanation:
        'Anchor and Twin have the same economics: the equalization between them is zero.',
    });
    // One draft at a time.
    expect((await start(k.classId.standard, '2025-04-01')).body.data).toEqual({
      non_field_errors: [
        'This commitment already has a class change in draft: finish or discard it first.',
      ],
    });
    expect((await k.call('DELETE', path(twin.body), undefined, k.tokens.reader)).status).toBe(403);
    expect((await k.call('DELETE', path(twin.body))).status).toBe(204);
    expect(await changeRows()).toEqual([]);
  });

  it('trues up the fees from the effective date at the new class rate, to the cent, with the engine audit', async () => {
    const created = await start(k.classId.standard, '2025-05-01');
    expect(created.status).toBe(201);
    // $10,000,000.00 × 61/365 days: 1.5% = $25,068.49, 2% = $33,424.66.
    expect(created.body.fee_true_up).toMatchObject({
      through: '2025-06-30',
      total_cents: 835_617,
      problem: null,
    });
    const line = created.body.fee_true_up.fees[0]!.lines[0]!;
    expect(line).toMatchObject({
      start: '2025-04-01',
      end: '2025-06-30',
      old_cents: 2_506_849,
      new_cents: 3_342_466,
      adjustment_cents: 835_617,
    });
    expect(line.new_audit.at(-1)).toMatchObject({ step: 'Gross fee', value: 3_342_466 });
    expect(
      line.new_audit.some((s) => s.inputs?.rate === '0.02' && s.inputs?.rateSource === 'fund'),
    ).toBe(true);
    expect(
      line.old_audit.some(
        (s) => s.inputs?.rate === '0.015' && s.inputs?.rateSource === 'investor_class',
      ),
    ).toBe(true);
    expect(created.body.equalization).toMatchObject({
      same_economics: false,
      amount_cents: 0,
      differences: [
        { term: 'Management fee rate', from: '1.5% from 2025-01-01', to: '2% from 2025-01-01' },
      ],
    });

    const moved = await k.call<ClassChangeView & ErrorBody>('PUT', path(created.body), {
      to_investor_class_id: k.classId.standard,
      effective_date: '2025-04-01',
    });
    expect(moved.status).toBe(200);
    // The whole quarter, 91 days: $37,397.26 against $49,863.01.
    expect(moved.body.fee_true_up.total_cents).toBe(1_246_575);
    const badPut = await k.call<ErrorBody>('PUT', path(created.body), {
      to_investor_class_id: 'nope',
      effective_date: '2025-04-01',
    });
    expect(badPut.status).toBe(400);
    expect((await k.call('GET', path(created.body), undefined, k.tokens.reader)).status).toBe(200);
    expect((await k.call('GET', path(created.body), undefined, k.tokens.beacon)).status).toBe(404);
    expect(
      (await k.call('PATCH', `${path(created.body)}finalize/`, undefined, k.tokens.beacon)).status,
    ).toBe(404);
    expect(
      (await k.call('PATCH', `${path(created.body)}finalize/`, undefined, writer)).status,
    ).toBe(403);
    expect((await changeRows())[0]!.state).toBe('draft');
  });

  it('finalizing posts the true-up, moves the commitment and records the history, once', async () => {
    const [draft] = await changeRows();
    const view = { fund_family_event_id: draft!.fund_family_event_id } as ClassChangeView;
    const finalized = await k.call<ClassChangeView>('PATCH', `${path(view)}finalize/`);
    expect(finalized.status).toBe(200);
    expect(finalized.body.state).toBe('finalized');
    const db = k.t.deps.handle.db;
    const posted = await db
      .select({
        amount: transactions.amount_cents,
        code: transaction_codes.name,
        date: transactions.effective_date,
      })
      .from(transactions)
      .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
      .where(eq(transactions.fund_family_event_id, draft!.fund_family_event_id));
    expect(posted).toEqual([
      { amount: 1_246_575, code: 'management_fee_true_up', date: '2025-04-01' },
    ]);
    const [commitment] = await db
      .select()
      .from(commitments)
      .where(eq(commitments.id, k.commitmentId));
    expect(commitment!.investor_class_id).toBe(k.classId.standard);
    const audits = await db
      .select({ action: audit_log.action, data: audit_log.data })
      .from(audit_log)
      .where(
        and(
          eq(audit_log.target_type, 'commitment_class_change'),
          eq(audit_log.target_id, draft!.id),
        ),
      );
    expect(audits.map((a) => a.action)).toEqual(['create', 'edit', 'finalize']);
    expect(audits[2]!.data).toMatchObject({ fee_true_up_cents: 1_246_575 });

    const again = await k.call<ErrorBody>('PATCH', `${path(view)}finalize/`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This class change is finalized and can no longer change.');

    const history = await k.call<ClassChangeHistory>(
      'GET',
      `${base}/${k.commitmentId}/historical/`,
      undefined,
      k.tokens.reader,
    );
    expect(history.body).toMatchObject({
      current_class_name: 'Standard',
      draft: null,
      changes: [
        {
          from_class_name: 'Anchor',
          to_class_name: 'Standard',
          effective_date: '2025-04-01',
          posted_fee_true_up_cents: 1_246_575,
        },
      ],
    });
    expect(
      (await k.call('GET', `${base}/${k.commitmentId}/historical/`, undefined, k.tokens.beacon))
        .status,
    ).toBe(404);

    // The history keeps naming Anchor, so it cannot be deleted though no commitment is in it.
    const deleted = await k.call<ErrorBody>('DELETE', `/investor-class/${k.classId.anchor}/`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(
      'Class Anchor cannot be deleted: commitment class changes name it, and their history must stay readable.',
    );
    // A later change must be after the last one.
    expect((await start(k.classId.anchor, '2025-03-01')).body.data).toEqual({
      effective_date: [
        "The commitment's last class change is effective 04/01/2025; choose a later date.",
      ],
    });
  });
});
