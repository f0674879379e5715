// Issue 17's capital-call bench: a call with 5 uses over 10,000 commitments through a 3-level
// structure (fund family → 4 funds at fixed percentages → 40 feeders by commitment → 250
// commitments each, by commitment), through the real API in-process (server time: the app's
// handler from request to answer, no network). A draft's figures are computed once per change
// of its customer's data and kept (capital-call-figures.ts); the first read after a change is
// printed too. Targets: the allocation (GET the draft event: allocation, refusals and the
// invariants) and the overview (GET its breakdown) ≤ 300 ms;
// finalize (50,000 ledger rows, checks before and after) ≤ 2 s on PostgreSQL, ≤ 5 s on PGlite.
// PGlite always; PostgreSQL too when DATABASE_URL is set. Figures only, no assertions.
import { loadavg } from 'node:os';
import { startTestApp } from '../tests/server/test-app';
import { testDatabases } from '../tests/server/test-databases';
import {
  benchUse,
  callUseKinds,
  commitmentsOf,
  json,
  lastCpu,
  median,
  ms,
  seedFund,
  signInDemoUsers,
  timed,
} from './bench-fund';

const shape = { funds: 4, feedersPerFund: 10, commitmentsPerFeeder: 250 };
const COMMITMENTS = commitmentsOf(shape);
const FUND_NAME = 'Bench Capital Call Fund, L.P.';

for (const database of testDatabases()) {
  const seedStarted = performance.now();
  const t = await startTestApp(database);
  try {
    const { admin, writer, approver } = await signInDemoUsers(t);
    const { base, graphId, committedCents } = await seedFund(t, admin, FUND_NAME, shape);
    console.log(
      `${database.name}: ${COMMITMENTS} commitments (${(committedCents / 100).toLocaleString('en-US')} committed) seeded in ${ms(performance.now() - seedStarted)}`,
    );
    // Five uses, one of each kind but the computed fee: 1% of the fund's commitments each (in
    // cents not divisible by the structure, so every level rounds).
    const uses = (await callUseKinds(t, writer, base))
      .slice(0, 5)
      .map((k, i) => benchUse(k, Math.round(committedCents / 100) + 7 * i + 1));
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
    // A change the cache must see (here straight in the database): the next read computes again.
    await t.deps.handle.query(
      'UPDATE capital_calls SET updated_at = now() WHERE fund_family_event_id = $1',
      [created.id],
    );
    const [, coldMs] = await timed(() => json(t, approver, 'GET', event));
    const coldCpu = lastCpu;
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
      `  allocation, first read after a change:  ${ms(coldMs)} wall, ${ms(coldCpu)} CPU   (computed again, then kept)`,
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
