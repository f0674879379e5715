// Issue 21's corrections bench: the bench fund (10,000 commitments through 4 funds and 40
// feeders) with 40 finalized capital calls (one or two uses each, small amounts, due dates a week
// apart), made through the real API in-process like the capital-call bench. Then, as the Events
// admin does it: the soft rollback preview from the first call (median of 3), the soft rollback
// itself, the refresh preview and the refresh of all the events; the fund's ledger after the
// refresh is compared with the ledger before the rollback (rows, sum, and row by row).
// Targets: the preview ≤ 2 s; the refresh of the 40 events ≤ 20 s on PostgreSQL.
// Smaller runs: BENCH_COMMITMENTS_PER_FEEDER (250), BENCH_EVENTS (40), BENCH_EVENTS_PGLITE (the
// number of events on PGlite, 10 unless set), BENCH_DATABASES (e.g. "postgres").
// PGlite always; PostgreSQL too when DATABASE_URL is set. Figures only, no assertions.
import { loadavg } from 'node:os';
import type {
  CorrectionPreview,
  CustomerEventList,
  EventCorrectionRun,
} from '../src/api/event-correction';
import { stopJobQueueFor } from '../src/server/jobs/job-queues';
import { refreshAndWait } from '../tests/server/event-refresh-wait';
import { jsonCaller } from '../tests/server/json-call';
import { startTestApp, type TestApp } from '../tests/server/test-app';
import { testDatabases } from '../tests/server/test-databases';
import {
  benchUse,
  callUseKinds,
  commitmentsOf,
  demoSession,
  json,
  lastCpu,
  median,
  ms,
  seedFund,
  timed,
} from './bench-fund';

const shape = {
  funds: 4,
  feedersPerFund: 10,
  commitmentsPerFeeder: Number(process.env.BENCH_COMMITMENTS_PER_FEEDER ?? 250),
};
const COMMITMENTS = commitmentsOf(shape);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 40);
// PGlite makes 10 (its 40 calls would take well over 15 minutes to seed, and its refresh as long
// again); the refresh target is PostgreSQL's.
const EVENTS_PGLITE = Number(process.env.BENCH_EVENTS_PGLITE ?? Math.min(EVENTS, 10));
const only = process.env.BENCH_DATABASES?.split(',');
const FUND_NAME = 'Bench Corrections Fund, L.P.';
const PREVIEW_TARGET = 2000;
const REFRESH_TARGET = 20_000;

type Confirmed = { correction: EventCorrectionRun; preview: CorrectionPreview };

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const count = (n: number) => n.toLocaleString('en-US');
const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The fund's ledger now: rows and their sum. */
async function ledger(t: TestApp, fundFamilyId: string) {
  const [row] = await t.deps.handle.query<{ n: string; cents: string }>(
    `SELECT count(*)::text AS n, coalesce(sum(amount_cents), 0)::text AS cents
     FROM transactions WHERE fund_family_id = $1`,
    [fundFamilyId],
  );
  return { rows: Number(row!.n), cents: Number(row!.cents) };
}

const ledgerColumns = `fund_family_event_id, fund_entity_id, investor_entity_id, commitment_id,
  transaction_code_id, amount_cents, effective_date, is_draft`;

for (const database of testDatabases()) {
  if (only && !only.includes(database.name)) continue;
  const events = database.name === 'pglite' ? EVENTS_PGLITE : EVENTS;
  const seedStarted = performance.now();
  const t = await startTestApp(database);
  try {
    const admin = demoSession(t, 'admin');
    const writer = demoSession(t, 'writer');
    const approver = demoSession(t, 'approver');
    const { base, graphId, committedCents } = await seedFund(t, await admin(), FUND_NAME, shape);
    const fundFamilyId = base.split('/').pop()!;
    console.log(
      `${database.name}: ${count(COMMITMENTS)} commitments (${money(committedCents)} committed) seeded in ${ms(performance.now() - seedStarted)}`,
    );

    // The events: capital calls drafted by the writer and finalized by the approver, as users do.
    const kinds = await callUseKinds(t, await writer(), base);
    const callsStarted = performance.now();
    const finalizeTimes: number[] = [];
    for (let i = 0; i < events; i++) {
      // One use on even calls, two on odd ones; 0.05% of the commitments each (in cents the
      // structure does not divide, so every level rounds), 3% of them over 40 calls.
      const uses = kinds
        .slice(0, 1 + (i % 2))
        .map((k, u) => benchUse(k, Math.round(committedCents / 2000) + 7 * i + u + 1));
      const due = addDays('2025-03-03', 7 * i);
      const created = await json<{ id: string }>(
        t,
        await writer(),
        'POST',
        `${base}/fund-family-event`,
        {
          name: `Bench call ${i + 1}`,
          notice_date: addDays(due, -14),
          due_date: due,
          allocation_rule_graph_id: graphId,
          uses,
        },
      );
      const token = await approver();
      const [, finalizeMs] = await timed(() =>
        json(t, token, 'PATCH', `${base}/fund-family-event/${created.id}/finalize`),
      );
      finalizeTimes.push(finalizeMs);
      if (i === 0 || (i + 1) % 10 === 0)
        console.log(
          `  call ${i + 1} of ${events} finalized in ${ms(finalizeMs)} (${ms(performance.now() - callsStarted)} since the first, load average ${load()})`,
        );
    }
    const before = await ledger(t, fundFamilyId);
    // The ledger before, kept beside it to compare row by row after the refresh.
    await t.deps.handle.query(
      `CREATE TABLE bench_ledger_before AS SELECT ${ledgerColumns} FROM transactions WHERE fund_family_id = $1`,
      [fundFamilyId],
    );
    console.log(
      `${database.name}: ${events} calls made in ${ms(performance.now() - callsStarted)} (finalize median ${ms(median(finalizeTimes))}); ledger ${count(before.rows)} rows, sum ${money(before.cents)}`,
    );

    let token = await admin();
    const adminPath = '/api/customer-event-admin/';
    console.log(
      `${database.name}: corrections of ${events} calls over ${count(COMMITMENTS)} commitments, ${count(before.rows)} ledger rows (load average ${load()})`,
    );
    // Wall time is what a user waits on this machine; CPU time (this process) what the code
    // costs when it has a core to itself (PGlite runs in it; PostgreSQL does not).
    const [list, listMs] = await timed(() =>
      json<CustomerEventList>(t, token, 'GET', `${adminPath}?fundFamilyId=${fundFamilyId}`),
    );
    console.log(
      `  events list (GET, ${list.events.length} events): ${ms(listMs)} wall, ${ms(lastCpu)} CPU`,
    );
    const first = list.events.find((e) => e.event_type === 'capital_activity')!;
    const ask = { fund_family_id: fundFamilyId, from_event_id: first.id, kind: 'soft' };
    const previews: number[] = [];
    const previewCpus: number[] = [];
    let preview: CorrectionPreview | undefined;
    for (let i = 0; i < 3; i++) {
      token = await admin();
      const [seen, previewMs] = await timed(() =>
        json<CorrectionPreview>(t, token, 'POST', `${adminPath}rollback-preview/`, ask),
      );
      preview = seen;
      previews.push(previewMs);
      previewCpus.push(lastCpu);
    }
    console.log(
      `  soft rollback preview from call 1, median of 3: ${ms(median(previews))} wall, ${ms(median(previewCpus))} CPU   target ≤ ${ms(PREVIEW_TARGET)}   (${preview!.events.length} events, ${count(preview!.row_count)} rows, ${count(preview!.lines.length)} lines; each ${previews.map(ms).join(', ')}; load average ${load()})`,
    );
    token = await admin();
    const [rolled, rollbackMs] = await timed(() =>
      json<Confirmed>(t, token, 'POST', adminPath, { ...ask, token: preview!.token }),
    );
    const rolledBack = await ledger(t, fundFamilyId);
    console.log(
      `  soft rollback (${rolled.correction.state}, ${count(rolled.preview.row_count)} rows set aside): ${ms(rollbackMs)} wall, ${ms(lastCpu)} CPU; ledger now ${count(rolledBack.rows)} rows, sum ${money(rolledBack.cents)}`,
    );
    token = await admin();
    const [refreshSeen, refreshPreviewMs] = await timed(() =>
      json<CorrectionPreview>(t, token, 'POST', `${adminPath}refresh-preview/`, {
        fund_family_id: fundFamilyId,
      }),
    );
    console.log(
      `  refresh preview (${refreshSeen.events.length} events, ${count(refreshSeen.row_count)} rows, stops at ${refreshSeen.stops_at?.event_id ?? 'none'}): ${ms(refreshPreviewMs)} wall, ${ms(lastCpu)} CPU   (load average ${load()})`,
    );
    token = await admin();
    // The refresh is a background job: timed from the confirmation to the end the page polls for.
    const call = jsonCaller(
      () => t,
      () => token,
    );
    const [refreshed, refreshMs] = await timed(() =>
      refreshAndWait(call, fundFamilyId, refreshSeen.token, {
        admin: adminPath,
        timeoutMs: 60 * 60_000,
      }),
    );
    const refreshTarget = database.name === 'postgres' ? `target ≤ ${ms(REFRESH_TARGET)}` : '';
    console.log(
      `  refresh job (${refreshed.correction.state}, ${refreshed.correction.done_count} of ${refreshSeen.events.length} events, ${count(refreshSeen.row_count)} rows, change ${money(refreshed.correction.preview.change_cents)}): ${ms(refreshMs)} wall   ${refreshTarget}   (load average ${load()})`,
    );
    const after = await ledger(t, fundFamilyId);
    const [differ] = await t.deps.handle.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM (
         (SELECT ${ledgerColumns} FROM transactions WHERE fund_family_id = $1
          EXCEPT ALL SELECT ${ledgerColumns} FROM bench_ledger_before)
         UNION ALL
         (SELECT ${ledgerColumns} FROM bench_ledger_before
          EXCEPT ALL SELECT ${ledgerColumns} FROM transactions WHERE fund_family_id = $1)) d`,
      [fundFamilyId],
    );
    const same = after.rows === before.rows && after.cents === before.cents;
    console.log(
      `  ledger after the refresh: ${count(after.rows)} rows, sum ${money(after.cents)}; before the rollback ${count(before.rows)} rows, sum ${money(before.cents)}: ${same ? 'equal' : 'DIFFERENT'}; rows differing (event, entity, commitment, code, amount, date, draft): ${count(Number(differ!.n))}`,
    );
  } finally {
    await stopJobQueueFor(t.deps.handle);
    await t.dispose();
  }
}
