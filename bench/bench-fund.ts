// The bench fund shared by the benches that need a large fund: its entities through the real API
// in-process, its commitments and their first close by SQL (a bench's seeding, not demo data),
// and the 3-level structure as a stored rule graph (fund family → 4 funds at fixed percentages →
// feeders by commitment → commitments by commitment). Figures only, no assertions.
import type { TestApp } from '../tests/server/test-app';

export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function json<T>(
  t: TestApp,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await t.request(path, {
    method,
    token,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** This process's CPU time of the last timed call (PGlite runs in it; PostgreSQL does not). */
export let lastCpu = 0;
let profiles = 0;
/**
 * With BENCH_CPU_PROFILE=<dir>, each timed call also writes a V8 CPU profile of this process
 * there (open it in Chrome's DevTools): where the time of one phase goes, seeding left out.
 */
async function profiling(): Promise<(() => Promise<void>) | null> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return null;
  const { Session } = await import('node:inspector/promises');
  const { mkdir, writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await mkdir(dir, { recursive: true });
    profiles += 1;
    await writeFile(`${dir}/timed-${profiles}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  };
}

export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const stopProfile = await profiling();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  lastCpu = (used.user + used.system) / 1000;
  const elapsed = performance.now() - started;
  await stopProfile?.();
  return [result, elapsed];
}

export type BenchFundShape = {
  funds: number;
  feedersPerFund: number;
  commitmentsPerFeeder: number;
};

export const commitmentsOf = (shape: BenchFundShape) =>
  shape.funds * shape.feedersPerFund * shape.commitmentsPerFeeder;

/** The bench fund: its entities through the API, 10,000 commitments and their first close by SQL. */
export async function seedFund(t: TestApp, admin: string, name: string, shape: BenchFundShape) {
  const {
    funds: FUNDS,
    feedersPerFund: FEEDERS_PER_FUND,
    commitmentsPerFeeder: COMMITMENTS_PER_FEEDER,
  } = shape;
  const COMMITMENTS = commitmentsOf(shape);
  const family = await json<{ id: string }>(t, admin, 'POST', '/api/fund-family/', {
    name,
  });
  const base = `/api/fund-family/${family.id}`;
  const entity = (name: string, functional_type: string) =>
    json<{ id: string }>(t, admin, 'POST', `${base}/fund-entities/`, {
      name,
      short_name: null,
      functional_type,
      legal_type: 'limited_partnership',
    });
  const funds: { id: string; feeders: string[] }[] = [];
  for (let f = 0; f < FUNDS; f++) {
    const fund = await entity(`Bench Fund ${f + 1}`, f === 0 ? 'main_fund' : 'parallel_fund');
    const feeders: string[] = [];
    for (let e = 0; e < FEEDERS_PER_FUND; e++)
      feeders.push((await entity(`Bench Feeder ${f + 1}-${e + 1}`, 'feeder_fund')).id);
    funds.push({ id: fund.id, feeders });
  }
  const db = t.deps.handle;
  const [row] = await db.query<{ customer_id: string }>(
    'SELECT customer_id::text FROM fund_families WHERE id = $1',
    [family.id],
  );
  const customer = row!.customer_id;
  const feederIds = funds.flatMap((f) => f.feeders);
  await db.query(`UPDATE fund_families SET state = 'active' WHERE id = $1`, [family.id]);
  await db.query(
    `INSERT INTO investors (customer_id, name, external_id)
     SELECT $1, 'Bench LP ' || lpad(i::text, 5, '0'), 'BCC-' || lpad(i::text, 5, '0')
     FROM generate_series(1, ${COMMITMENTS}) i`,
    [customer],
  );
  await db.query(
    `INSERT INTO investor_entities (customer_id, investor_id, full_name, legal_type)
     SELECT customer_id, id, name, 'limited_partnership' FROM investors
     WHERE customer_id = $1 AND external_id LIKE 'BCC-%'`,
    [customer],
  );
  // Commitment i belongs to feeder (i - 1) / 250; between 1,000,000.00 and 10,900,000.00.
  await db.query(
    `INSERT INTO commitments (customer_id, fund_family_id, owning_entity_id, investor_entity_id, is_gp)
     SELECT e.customer_id, $2, ($3::uuid[])[1 + (right(e.full_name, 5)::int - 1) / ${COMMITMENTS_PER_FEEDER}],
            e.id, right(e.full_name, 5)::int = 1
     FROM investor_entities e WHERE e.customer_id = $1 AND e.full_name LIKE 'Bench LP %'`,
    [customer, family.id, feederIds],
  );
  const [event] = await db.query<{ id: string }>(
    `INSERT INTO fund_family_events (customer_id, fund_family_id, event_type, state, name, effective_date, sequence)
     VALUES ($1, $2, 'closing', 'completed', 'First close', '2025-01-31', 1) RETURNING id::text`,
    [customer, family.id],
  );
  await db.query(
    `INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id,
       investor_entity_id, commitment_id, transaction_code_id, amount_cents, effective_date)
     SELECT c.customer_id, c.fund_family_id, $2, c.owning_entity_id, c.investor_entity_id, c.id,
            (SELECT id FROM transaction_codes WHERE fund_family_id = c.fund_family_id AND name = 'commitment'),
            (100 + (right(ie.full_name, 5)::int * 7919) % 990) * 1000000, '2025-01-31'
     FROM commitments c JOIN investor_entities ie ON ie.id = c.investor_entity_id
     WHERE c.fund_family_id = $1`,
    [family.id, event!.id],
  );
  // The 3 levels as a stored rule graph: fixed percentages, then by commitment twice.
  // Four funds keep the capital-call bench's 40/30/20/10; other counts split evenly.
  const even = Math.floor(100 / funds.length);
  const percents =
    funds.length === 4
      ? ['40', '30', '20', '10']
      : funds.map((_, i) => String(i === funds.length - 1 ? 100 - even * i : even));
  const graph = await json<{ id: string }>(t, admin, 'POST', `${base}/allocation-rule-graphs/`, {
    name: 'Bench structure',
    description: null,
    effective_date: '2025-01-31',
    rules: [
      {
        parent_id: family.id,
        basis: 'fixed_percentages',
        children: funds.map((f, i) => ({ child_id: f.id, percent: percents[i]! })),
      },
      ...funds.map((f) => ({
        parent_id: f.id,
        basis: 'commitment',
        children: f.feeders.map((id) => ({ child_id: id, percent: null })),
      })),
    ],
  });
  const [total] = await db.query<{ cents: string }>(
    `SELECT sum(amount_cents)::text AS cents FROM transactions WHERE fund_family_event_id = $1`,
    [event!.id],
  );
  return { base, graphId: graph.id, committedCents: Number(total!.cents) };
}

const demoUsers = {
  admin: ['admin@demo.test', 'demo-admin-2026'],
  writer: ['writer@demo.test', 'demo-writer-2026'],
  approver: ['approver@demo.test', 'demo-approver-2026'],
} as const;

/** Access tokens of the demo's admin, writer (drafts) and approver (finalizes, publishes). */
export async function signInDemoUsers(t: TestApp) {
  const token = async (user: keyof typeof demoUsers) =>
    (await t.signIn(demoUsers[user][0], demoUsers[user][1])).access;
  return {
    admin: await token('admin'),
    writer: await token('writer'),
    approver: await token('approver'),
  };
}

/**
 * A demo user's token for a long bench: tokens live 15 minutes and seeding or a refresh may take
 * longer, so it signs in again every 5.
 */
export function demoSession(t: TestApp, user: keyof typeof demoUsers) {
  let token = '';
  let at = -Infinity;
  return async () => {
    if (performance.now() - at > 5 * 60_000) {
      token = (await t.signIn(demoUsers[user][0], demoUsers[user][1])).access;
      at = performance.now();
    }
    return token;
  };
}

export type CallUseKind = { kind: string; default_transaction_code: string };

/** The call use kinds that have a default transaction code (capital-call/create-data). */
export async function callUseKinds(t: TestApp, token: string, base: string) {
  const data = await json<{
    use_kinds: { kind: string; default_transaction_code: string | null }[];
  }>(t, token, 'GET', `${base}/capital-call/create-data`);
  return data.use_kinds.filter((k): k is CallUseKind => k.default_transaction_code !== null);
}

/** A call's use line of that kind, under its default code, with no overrides. */
export const benchUse = (k: CallUseKind, amount_cents: number) => ({
  kind: k.kind,
  description: `Bench ${k.kind}`,
  amount_cents,
  transaction_code: k.default_transaction_code,
  overrides: [],
});
