// Issue 17's capital-call bench: a call with 5 uses over 10,000 commitments through a 3-level
// structure (fund family → 4 funds at fixed percentages → 40 feeders by commitment → 250
// commitments each, by commitment), through the real API in-process (server time: the app's
// handler from request to answer, no network). Targets: the allocation (GET the draft event:
// allocation, refusals and the invariants) and the overview (GET its breakdown) ≤ 300 ms;
// finalize (50,000 ledger rows, checks before and after) ≤ 2 s on PostgreSQL, ≤ 5 s on PGlite.
// PGlite always; PostgreSQL too when DATABASE_URL is set. Figures only, no assertions.
import { loadavg } from 'node:os';
import { startTestApp, type TestApp } from '../tests/server/test-app';
import { testDatabases } from '../tests/server/test-databases';

const FUNDS = 4;
const FEEDERS_PER_FUND = 10;
const COMMITMENTS_PER_FEEDER = 250;
const COMMITMENTS = FUNDS * FEEDERS_PER_FUND * COMMITMENTS_PER_FEEDER;
const FUND_NAME = 'Bench Capital Call Fund, L.P.';

const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function json<T>(t: TestApp, token: string, method: string, path: string, body?: unknown) {
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
let lastCpu = 0;
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  lastCpu = (used.user + used.system) / 1000;
  return [result, performance.now() - started];
}

/** The bench fund: its entities through the API, 10,000 commitments and their first close by SQL. */
async function seedFund(t: TestApp, admin: string) {
  const family = await json<{ id: string }>(t, admin, 'POST', '/api/fund-family/', {
    name: FUND_NAME,
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
  const percents = ['40', '30', '20', '10'];
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

type CreateData = {
  use_kinds: { kind: string; default_transaction_code: string | null }[];
};

for (const database of testDatabases()) {
  const seedStarted = performance.now();
  const t = await startTestApp(database);
  try {
    const admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    const writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    const approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    const { base, graphId, committedCents } = await seedFund(t, admin);
    console.log(
      `${database.name}: ${COMMITMENTS} commitments (${(committedCents / 100).toLocaleString('en-US')} committed) seeded in ${ms(performance.now() - seedStarted)}`,
    );
    const createData = await json<CreateData>(t, writer, 'GET', `${base}/capital-call/create-data`);
    // Five uses, one of each kind but the computed fee: 1% of the fund's commitments each (in
    // cents not divisible by the structure, so every level rounds).
    const uses = createData.use_kinds
      .filter((k) => k.default_transaction_code)
      .slice(0, 5)
      .map((k, i) => ({
        kind: k.kind,
        description: `Bench ${k.kind}`,
        amount_cents: Math.round(committedCents / 100) + 7 * i + 1,
        transaction_code: k.default_transaction_code!,
        overrides: [],
      }));
    const [created, createMs] = await timed(() =>
      json<{ id: string; refusals: unknown[] }>(t, writer, 'POST', `${base}/fund-family-event`, {
        name: 'Bench call',
        notice_date: '2025-06-16',
        due_date: '2025-06-30',
        allocation_rule_graph_id: graphId,
        uses,
      }),
    );
    const event = `${base}/fund-family-event/${created.id}`;
    const allocation: number[] = [];
    const overview: number[] = [];
    const allocationCpu: number[] = [];
    const overviewCpu: number[] = [];
    const breakdown = `${base}/capital-call/${created.id}/breakdown`;
    for (let i = 0; i < 5; i++) {
      allocation.push((await timed(() => json(t, approver, 'GET', event)))[1]);
      allocationCpu.push(lastCpu);
      overview.push((await timed(() => json(t, approver, 'GET', breakdown)))[1]);
      overviewCpu.push(lastCpu);
    }
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const [, finalizeMs] = await timed(() => json(t, approver, 'PATCH', `${event}/finalize`));
    const finalizeCpu = lastCpu;
    const [posted] = await t.deps.handle.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM transactions WHERE fund_family_event_id = $1',
      [created.id],
    );
    const finalizeTarget = database.name === 'postgres' ? 2000 : 5000;
    console.log(
      `${database.name}: ${uses.length} uses × ${COMMITMENTS} commitments through 4 funds and 40 feeders (load average ${load})`,
    );
    // Wall time is what a user waits on this machine; CPU time (this process) what the code
    // costs when it has a core to itself, the figure that means something on a loaded machine.
    console.log(`  create the draft (allocated once):      ${ms(createMs)} wall`);
    console.log(
      `  allocation (GET event), median of 5:    ${ms(median(allocation))} wall, ${ms(median(allocationCpu))} CPU   target ≤ 300 ms`,
    );
    console.log(
      `  overview (GET breakdown), median of 5:  ${ms(median(overview))} wall, ${ms(median(overviewCpu))} CPU   target ≤ 300 ms`,
    );
    console.log(
      `  finalize (${Number(posted!.n).toLocaleString('en-US')} ledger rows):           ${ms(finalizeMs)} wall, ${ms(finalizeCpu)} CPU   target ≤ ${ms(finalizeTarget)}`,
    );
  } finally {
    await t.dispose();
  }
}
