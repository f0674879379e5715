// Issue 18's distribution bench: a whole-fund European run for 10,000 partners × 40 flows (30
// quarterly contributions, 10 earlier distributions), from POST waterfall-run/create-and-run to
// its results stored (the event no longer running), through the real API in-process on the bench
// fund's 3-level structure; then the tier audit of that run opened (every partner's row).
// Targets: enqueue to results stored ≤ 1.5 s on PostgreSQL; the tier audit ≤ 1 s.
// PGlite always; PostgreSQL too when DATABASE_URL is set (BENCH_DB=postgres runs only it).
// Figures only, no assertions.
import { loadavg } from 'node:os';
import { europeanTiers } from '../src/api/waterfall-examples';
import { startTestApp, type TestApp } from '../tests/server/test-app';
import { testDatabases } from '../tests/server/test-databases';
import { commitmentsOf, json, lastCpu, ms, seedFund, signInDemoUsers, timed } from './bench-fund';

// BENCH_PER_FEEDER shrinks the fund for profiling (250 partners a feeder by default: 10,000).
const shape = {
  funds: 4,
  feedersPerFund: 10,
  commitmentsPerFeeder: Number(process.env.BENCH_PER_FEEDER ?? 250),
};
const PARTNERS = commitmentsOf(shape);
const FUND_NAME = 'Bench Distribution Fund, L.P.';
const quarter = (i: number) =>
  `${2015 + Math.floor(i / 4)}-${['03-31', '06-30', '09-30', '12-31'][i % 4]}`;

/**
 * The 40 flows by SQL (a bench's seeding): one completed event a quarter, each partner's
 * contribution (30 quarters) or distribution (the 10 after), deterministic per partner.
 */
async function seedFlows(t: TestApp, fundFamilyId: string) {
  for (let i = 0; i < 40; i++) {
    const contribution = i < 30;
    await t.deps.handle.query(
      `WITH ev AS (
         INSERT INTO fund_family_events (customer_id, fund_family_id, event_type, state, name, effective_date, sequence)
         SELECT customer_id, id, 'capital_activity', 'completed', $3, $2::date, 1
         FROM fund_families WHERE id = $1
         RETURNING id, customer_id, fund_family_id)
       INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id,
         investor_entity_id, commitment_id, transaction_code_id, amount_cents, effective_date)
       SELECT ev.customer_id, ev.fund_family_id, ev.id, c.owning_entity_id, c.investor_entity_id, c.id,
              (SELECT id FROM transaction_codes WHERE fund_family_id = $1 AND name = $4),
              $5::bigint * (100 + (right(ie.full_name, 5)::int * 7919) % 990) + right(ie.full_name, 5)::int % 97,
              $2::date
       FROM ev JOIN commitments c ON c.fund_family_id = ev.fund_family_id
       JOIN investor_entities ie ON ie.id = c.investor_entity_id`,
      [
        fundFamilyId,
        quarter(i),
        `Bench ${contribution ? 'contribution' : 'distribution'} ${quarter(i)}`,
        contribution ? 'contribution_investment' : 'distribution_return_of_capital',
        // Per 1,000,000.00 committed: 25,000.00 called a quarter, 10,000.00 returned.
        contribution ? 25_000 : 10_000,
      ],
    );
  }
}

/** Polls the run (one select) every 50 ms until it is done (the page polls every second). */
async function runDone(t: TestApp, token: string, path: string) {
  for (;;) {
    const run = await json<{ status: string; detail: string | null }>(t, token, 'GET', path);
    if (run.status === 'succeeded' || run.status === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// BENCH_DB=postgres (or pglite) runs one database.
const only = process.env.BENCH_DB;
for (const database of testDatabases().filter((d) => !only || d.name === only)) {
  const seedStarted = performance.now();
  const t = await startTestApp(database);
  try {
    const { admin, writer } = await signInDemoUsers(t);
    const { base, graphId } = await seedFund(t, admin, FUND_NAME, shape);
    const fundFamilyId = base.split('/').pop()!;
    const gp = await json<{ id: string }>(t, admin, 'POST', `${base}/fund-entities/`, {
      name: 'Bench GP, LLC',
      short_name: null,
      functional_type: 'general_partner',
      legal_type: 'llc',
    });
    await json(t, admin, 'POST', '/api/waterfall/configuration/', {
      fund_family_id: fundFamilyId,
      waterfall_type: 'whole_fund',
      configuration_type: 'basic',
      carry_partner_entity_id: gp.id,
      pref_effect: 'actual',
      tiers: europeanTiers,
    });
    await seedFlows(t, fundFamilyId);
    // What autovacuum does soon after a bulk load like this one: without it the planner reads
    // the freshly grown ledger and its totals with the statistics of an empty fund.
    await t.deps.handle.query('VACUUM ANALYZE');
    console.log(
      `${database.name}: ${PARTNERS} partners × 40 flows seeded in ${ms(performance.now() - seedStarted)}`,
    );
    const event = await json<{ id: string }>(t, writer, 'POST', `${base}/distribution`, {
      name: 'Bench distribution',
      distribution_date: '2025-06-30',
      allocation_rule_graph_id: graphId,
      proceeds: [
        {
          source: 'return_of_capital',
          amount_cents: 2_000_000_000_00,
          investment: 'Bench Holdings',
          transaction_code: 'distribution_return_of_capital',
        },
      ],
      fee_holdback_cents: 0,
      recallable_cents: null,
      carried_interest_transaction_code: 'distribution_return_of_capital',
    });
    const eventPath = `${base}/fund-family-event/${event.id}`;
    const readPath = `${base}/distribution/${event.id}`;
    // The first run also starts the job queue; the second is the figure that counts.
    for (const [label, mode] of [
      ['first run (starts the job queue)', 'create-and-run'],
      ['run again', 'upsert-and-run'],
    ] as const) {
      const [done, elapsed] = await timed(async () => {
        await json(t, writer, 'POST', `${eventPath}/waterfall-run/${mode}`, {});
        return runDone(t, writer, `${eventPath}/waterfall-run`);
      });
      if (done.status !== 'succeeded') throw new Error(`the run failed: ${done.detail}`);
      console.log(
        `  ${label}: enqueue to results stored ${ms(elapsed)} (${ms(lastCpu)} CPU in this process)${mode === 'upsert-and-run' && database.name === 'postgres' ? '   target: ≤ 1.5 s' : ''}`,
      );
    }
    // What the run stores is most of its time: the JSON each fund entity's result is written as.
    const [size] = await t.deps.handle.query<Record<string, string>>(
      `SELECT count(*)::text AS results,
              sum(octet_length(result::text))::text AS text_bytes,
              sum(pg_column_size(result))::text AS stored_bytes,
              sum(octet_length((result->'run'->'partners')::text))::text AS run_partners_bytes,
              sum(octet_length((result->'partners')::text))::text AS partners_bytes,
              sum(octet_length((result->'steps')::text))::text AS steps_bytes
       FROM waterfall_run_results r
       JOIN fund_family_sub_events s ON s.id = r.fund_family_sub_event_id
       WHERE s.fund_family_event_id = $1`,
      [event.id],
    );
    const mb = (bytes: string | undefined) => `${(Number(bytes) / 1e6).toFixed(1)} MB`;
    console.log(
      `  stored: ${size?.results} results, ${mb(size?.text_bytes)} of JSON (${mb(size?.stored_bytes)} on disk): run.partners ${mb(size?.run_partners_bytes)}, partners ${mb(size?.partners_bytes)}, steps ${mb(size?.steps_bytes)}`,
    );
    const list = await json<{ sub_events: { id: string }[] }>(t, writer, 'GET', readPath);
    const subEvent = list.sub_events[0]!.id;
    const [audit, auditMs] = await timed(() =>
      json<{ partners: unknown[] }>(
        t,
        writer,
        'GET',
        `${eventPath}/fund-family-sub-event/${subEvent}/tier-audit/0`,
      ),
    );
    console.log(
      `  tier audit (first tier, ${audit.partners.length} partner rows): ${ms(auditMs)}   target: ≤ 1 s`,
    );
    console.log(
      `  load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await t.dispose();
  }
}
