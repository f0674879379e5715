import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundDates } from '../../src/api/fund-dates';
import type { FundFamily } from '../../src/api/fund-family';
import { audit_log } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('fund dates API on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let fundFamilyId: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    const families = (await (
      await t.request('/api/fund-family/', { token: admin })
    ).json()) as FundFamily[];
    fundFamilyId = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  });
  afterAll(() => t.dispose());

  const get = async (token = admin, id = fundFamilyId) =>
    t.request(`/api/dates/?fund_family_id=${id}`, { token });
  const post = (body: unknown, token = admin) =>
    t.request('/api/dates/', { method: 'POST', body: JSON.stringify(body), token });
  const valid = () => ({
    fund_family_id: fundFamilyId,
    fund_start_date: '2025-01-15',
    fund_end_date: '2035-01-15',
    commitment_period_start: '2025-03-31',
    commitment_period_end: '2026-03-31',
    investment_period_start: '2025-03-31',
    investment_period_end: '2030-03-31',
    named_dates: [
      { name: 'Final close deadline', date: '2026-03-31' },
      { name: 'First extension option', date: '2035-01-15' },
      { name: 'Key person review', date: '2027-06-30' },
    ],
  });

  it('starts empty, then saves the periods and named dates as one change', async () => {
    const empty = (await (await get()).json()) as FundDates;
    expect(empty).toEqual({
      fund_family_id: fundFamilyId,
      fund_start_date: null,
      fund_end_date: null,
      commitment_period_start: null,
      commitment_period_end: null,
      investment_period_start: null,
      investment_period_end: null,
      named_dates: [],
    });
    const saved = await post(valid());
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as FundDates;
    // Named dates come back in date order.
    expect(body.named_dates.map((n) => n.name)).toEqual([
      'Final close deadline',
      'Key person review',
      'First extension option',
    ]);
    expect((await (await get()).json()) as FundDates).toEqual(body);
    const audits = await t.deps.handle.db
      .select()
      .from(audit_log)
      .where(
        and(eq(audit_log.target_type, 'fund_family_dates'), eq(audit_log.target_id, fundFamilyId)),
      );
    expect(audits).toHaveLength(1);

    // Saving again replaces: a removed named date is gone, a period can be cleared.
    const next = {
      ...valid(),
      investment_period_end: null,
      named_dates: valid().named_dates.slice(0, 1),
    };
    const replaced = (await (await post(next)).json()) as FundDates;
    expect(replaced.investment_period_end).toBeNull();
    expect(replaced.named_dates).toEqual([{ name: 'Final close deadline', date: '2026-03-31' }]);
  });

  it('refuses an end before its start, a repeated name and a bad date, and changes nothing', async () => {
    const before = (await (await get()).json()) as FundDates;
    const response = await post({
      ...valid(),
      fund_end_date: '2024-12-31',
      commitment_period_end: '2025-03-31',
      named_dates: [
        { name: 'Board meeting', date: '2026-13-01' },
        { name: 'board meeting', date: '2026-06-01' },
        { name: '  ', date: '2026-06-01' },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; data: Record<string, string[]> };
    expect(body.code).toBe('invalid');
    expect(body.data).toMatchObject({
      fund_end_date: ['After 2025-01-15'],
      commitment_period_end: ['After 2025-03-31'],
      'named_dates.0.date': ['Must be valid date'],
      'named_dates.2.name': ['This field may not be blank.'],
    });
    // The repeated name is only judged once every field is well-formed.
    const duplicate = await post({
      ...valid(),
      named_dates: [
        { name: 'Board meeting', date: '2026-01-01' },
        { name: 'board meeting', date: '2026-06-01' },
      ],
    });
    expect(((await duplicate.json()) as { data: object }).data).toEqual({
      'named_dates.1.name': ['Each named date needs its own name'],
    });
    expect((await (await get()).json()) as FundDates).toEqual(before);
  });

  it('lets a reader look but not save', async () => {
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    expect((await get(reader)).status).toBe(200);
    expect((await post(valid(), reader)).status).toBe(403);
  });

  it("gives another customer's user nothing", async () => {
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    expect((await get(beacon)).status).toBe(404);
    expect((await post(valid(), beacon)).status).toBe(404);
    expect((await get(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/dates/', { token: admin })).status).toBe(404);
  });
});
