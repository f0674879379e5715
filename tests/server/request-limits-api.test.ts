import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type Problem = { code: string; message: string; dev_message: string; data?: unknown };

const megabyte = 1024 * 1024;

/** A body of `total` bytes made only as it is read, counting how much was asked for. */
function countedStream(total: number) {
  const read = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

describe.each(testDatabases())('request limits on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let fundFamilyId: string;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await t.request(path, {
      method,
      token: admin,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Problem };
  };
  const fundFamilyCount = async () =>
    (await t.deps.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM fund_families'))[0]!
      .n;

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    const created = await call('POST', '/api/fund-family/', { name: 'Limits Test Fund' });
    fundFamilyId = (created.body as unknown as { id: string }).id;
  });
  afterAll(() => t.dispose());

  it('refuses a declared body over 1 MB with 413 in the error shape, before reading it', async () => {
    const { stream, read } = countedStream(100 * megabyte);
    const response = await t.request('/api/token/', {
      method: 'POST',
      headers: { 'content-length': String(100 * megabyte) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'too_large',
      message: 'The request is larger than 1 MB.',
    });
    expect(read.bytes).toBeLessThan(megabyte);
  });

  it('stops reading a streamed body without a length once it passes 1 MB', async () => {
    const { stream, read } = countedStream(100 * megabyte);
    const response = await t.request('/api/token/', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as Problem).code).toBe('too_large');
    // At most one chunk past the limit (and what the stream buffered ahead) was read.
    expect(read.bytes).toBeLessThan(2 * megabyte);
  });

  it('still takes a JSON body just under 1 MB', async () => {
    const description = 'x'.repeat(megabyte - 200);
    const response = await call('POST', '/api/fund-family/', { name: 'Big', description });
    // The body was read and validated (description is not a field; the name is fine).
    expect(response.status).toBe(201);
  });

  it('refuses NUL and lone surrogates in JSON text, naming the field; nothing is written', async () => {
    const before = await fundFamilyCount();
    const nul = await call('POST', '/api/fund-family/', { name: 'Fund\u0000IV' });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({
      code: 'invalid',
      data: { name: ['Text may not contain NUL characters or unpaired surrogates.'] },
    });
    const surrogate = await call('POST', '/api/fund-family/', { name: 'Fund \ud800' });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.data).toEqual({
      name: ['Text may not contain NUL characters or unpaired surrogates.'],
    });
    const nested = await call('POST', '/api/dates/', {
      fund_family_id: fundFamilyId,
      fund_start_date: null,
      named_dates: [
        { name: 'ok', date: '2026-01-01' },
        { name: 'x\u0000', date: '2026-01-01' },
      ],
    });
    expect(nested.status).toBe(400);
    expect(nested.body.data).toEqual({
      'named_dates.1.name': ['Text may not contain NUL characters or unpaired surrogates.'],
    });
    // A paired surrogate (an emoji) is ordinary text.
    const emoji = await call('POST', '/api/fund-family/', { name: 'Fund 🚀' });
    expect(emoji.status).toBe(201);
    expect(await fundFamilyCount()).toBe(before + 1);
  });

  it('refuses NUL in a query parameter naming it, and in a path as no record', async () => {
    const query = await call('GET', '/api/audit-log/?limit=%00');
    expect(query.status).toBe(400);
    expect(query.body.data).toEqual({
      limit: ['Text may not contain NUL characters or unpaired surrogates.'],
    });
    const path = await call('GET', '/api/feature-flags/general%00ledger/');
    expect(path.status).toBe(404);
    expect(path.body.code).toBe('not_found');
  });

  it('accepts only real dates from 1901 to 2300, in bodies and queries', async () => {
    const dates = {
      fund_family_id: fundFamilyId,
      fund_start_date: null,
      fund_end_date: null,
      commitment_period_start: null,
      commitment_period_end: null,
      investment_period_start: null,
      investment_period_end: null,
      named_dates: [],
    };
    const year0 = await call('POST', '/api/dates/', { ...dates, fund_start_date: '0000-01-01' });
    expect(year0.status).toBe(400);
    expect(year0.body.data).toEqual({ fund_start_date: ['Must be after 12/31/1900'] });
    const pivot = await call(
      'GET',
      '/api/transactions/pivot?group_rows_by=fund_family__name&start_date=2025-02-30',
    );
    expect(pivot.status).toBe(400);
    expect(pivot.body.data).toEqual({ start_date: ['Must be valid date'] });
    const asOf = await call(
      'GET',
      '/api/fee-basis/00000000-0000-4000-8000-000000000000/?as_of=9999-12-31',
    );
    expect(asOf.status).toBe(400);
    expect(asOf.body.data).toEqual({ as_of: ['Must be before 01/01/2301'] });
    const edges = await call('POST', '/api/dates/', {
      ...dates,
      fund_start_date: '1901-01-01',
      fund_end_date: '2300-12-31',
    });
    expect(edges.status).toBe(200);
  });

  it('bounds lists and numbers: pivot ids and the audit log limit', async () => {
    const ids = Array.from(
      { length: 1001 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const pivot = await call('POST', '/api/transactions/pivot', {
      fund_family_ids: ids,
      group_rows_by: ['fund_family__name'],
    });
    expect(pivot.status).toBe(400);
    expect(pivot.body.data).toEqual({ fund_family_ids: ['At most 1000 items'] });
    for (const path of ['/api/audit-log/?limit=1.5', '/api/audit-log-table-data/?limit=1.5']) {
      const response = await t.request(path, { token: admin });
      expect(response.status).toBe(200);
    }
    const one = (await (
      await t.request('/api/audit-log/?limit=1.5', { token: admin })
    ).json()) as [];
    expect(one).toHaveLength(1);
  });

  it("keeps a client's request id only when it is a short safe token", async () => {
    const id = async (given: string) =>
      (await t.request('/api/frontend/ping', { headers: { 'X-Request-Id': given } })).headers.get(
        'X-Request-Id',
      );
    expect(await id('req-42.a_b:c')).toBe('req-42.a_b:c');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(await id('x'.repeat(65))).toMatch(uuid);
    expect(await id('a b')).toMatch(uuid);
    expect(await id('{"level":"error"}')).toMatch(uuid);
  });
});
