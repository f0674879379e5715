// Issue 20's fee-posting bench: a quarter's management fee for 10,000 commitments with offsets
// and waivers, from POST to a published event with its ledger rows, through the real API
// in-process (server time: the app's handler from request to answer, no network). The fund is
// bench-fund's 3-level one (4 funds, 40 feeders, 250 commitments each); its fee is 2% a year on
// committed capital, quarterly in arrears, transaction fees offset at 100%, waivers accrued per LP.
// The path: the writer drafts 2025-Q3 (POST /fee-charge-event/), adds one fund-level transaction
// fee offset and waivers for 100 LPs (POST fee-offset-applications/), and the approver, not the
// preparer, publishes it (PATCH publish/). Target: the whole path ≤ 1 s on PostgreSQL, ≤ 3 s on
// PGlite. PGlite always; PostgreSQL too when DATABASE_URL is set. Figures only, no assertions.
// BENCH_COMMITMENTS_PER_FEEDER=<n> shrinks the fund for a smoke run (default 250).
import { loadavg } from 'node:os';
import type { FeeChargeEventView } from '../src/api/fee-charge-event';
import { calculationExamples } from '../src/api/calculation-examples';
import { modelManagementFee } from '../src/api/fee-examples';
import { startTestApp } from '../tests/server/test-app';
import { testDatabases } from '../tests/server/test-databases';
import { commitmentsOf, json, lastCpu, ms, seedFund, signInDemoUsers, timed } from './bench-fund';

const shape = {
  funds: 4,
  feedersPerFund: 10,
  commitmentsPerFeeder: Number(process.env.BENCH_COMMITMENTS_PER_FEEDER ?? 250),
};
const COMMITMENTS = commitmentsOf(shape);
const WAIVED_LPS = Math.min(100, COMMITMENTS);
const FUND_NAME = 'Bench Fee Posting Fund, L.P.';

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

for (const database of testDatabases()) {
  const seedStarted = performance.now();
  const t = await startTestApp(database);
  try {
    const { admin, writer, approver } = await signInDemoUsers(t);
    const { base, committedCents } = await seedFund(t, admin, FUND_NAME, shape);
    const fundFamilyId = base.slice(base.lastIndexOf('/') + 1);
    // The fee's terms through the API: committed capital as its basis, 2% quarterly in arrears,
    // transaction fees offset at 100%, offsets first, waivers accrued per LP. Stored terms that
    // charge a fee are what config.fees_enabled reads, so nothing else enables fees.
    const basis = calculationExamples.find((e) => e.input.display_name === 'management_fee_basis')!;
    const calculation = await json<{ id: string }>(
      t,
      admin,
      'POST',
      `${base}/transactions/calculations/`,
      basis.input,
    );
    const fee = await json<{ id: string }>(t, admin, 'POST', '/api/fee-information/', {
      fund_family_id: fundFamilyId,
      ...modelManagementFee(calculation.id, '2025-01-01'),
      charge_timing: 'in_arrears',
      offsets: [{ type: 'transaction_fees', percent: '100' }],
      waiver_methodology: 'fee_waiver_accruals_per_lp',
    });
    const waived = await t.deps.handle.query<{ id: string }>(
      `SELECT c.id::text FROM commitments c JOIN investor_entities ie ON ie.id = c.investor_entity_id
       WHERE c.fund_family_id = $1 ORDER BY ie.full_name LIMIT ${WAIVED_LPS}`,
      [fundFamilyId],
    );
    console.log(
      `${database.name}: ${COMMITMENTS} commitments (${dollars(committedCents)} committed) seeded, fee configured in ${ms(performance.now() - seedStarted)}`,
    );

    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const steps: { label: string; wall: number; cpu: number; bytes: number }[] = [];
    const step = async (
      label: string,
      token: string,
      method: string,
      path: string,
      body?: unknown,
    ) => {
      const [answer, wall] = await timed(() =>
        json<FeeChargeEventView>(t, token, method, path, body),
      );
      steps.push({ label, wall, cpu: lastCpu, bytes: JSON.stringify(answer).length });
      return answer;
    };
    const draft = await step(
      'draft 2025-Q3 (POST /fee-charge-event/)',
      writer,
      'POST',
      '/api/fee-charge-event/',
      {
        fund_family_id: fundFamilyId,
        fee_id: fee.id,
        period_start: '2025-07-01',
      },
    );
    const event = `/api/fee-charge-event/${draft.id}`;
    const inputs = await step(
      `offset + ${WAIVED_LPS} waivers (POST fee-offset-applications/)`,
      writer,
      'POST',
      `${event}/fee-offset-applications/`,
      {
        offsets: [
          {
            type: 'transaction_fees',
            amount_cents: 25_000_000,
            date: '2025-08-15',
            description: 'Bench deal fee',
          },
        ],
        waivers: waived.map((w) => ({ commitment_id: w.id, amount_cents: 100_000 })),
      },
    );
    const published = await step(
      'publish by the approver (PATCH publish/)',
      approver,
      'PATCH',
      `${event}/publish/`,
    );
    const [posted] = await t.deps.handle.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM transactions WHERE fund_family_event_id = $1',
      [draft.id],
    );

    const target = database.name === 'postgres' ? 1000 : 3000;
    const totals = inputs.totals;
    console.log(
      `${database.name}: management fee 2025-Q3 over ${COMMITMENTS} commitments through 4 funds and 40 feeders (load average ${load})`,
    );
    console.log(
      `  gross ${dollars(totals.gross_cents)}, offsets applied ${dollars(totals.offsets_applied_cents)}, waivers applied ${dollars(totals.waivers_applied_cents)}, net ${dollars(totals.net_cents)}; ${published.state}, checks ${published.checks.filter((c) => c.passed).length}/${published.checks.length} passed`,
    );
    // Wall time is what a user waits on this machine; CPU time (this process) what the code
    // costs when it has a core to itself (PGlite runs in this process, PostgreSQL does not).
    for (const s of steps)
      console.log(
        `  ${s.label.padEnd(58)} ${ms(s.wall).padStart(8)} wall, ${ms(s.cpu).padStart(8)} CPU   (answer ${(s.bytes / 1e6).toFixed(1)} MB)`,
      );
    const wall = steps.reduce((sum, s) => sum + s.wall, 0);
    const cpu = steps.reduce((sum, s) => sum + s.cpu, 0);
    console.log(
      `  ${'the whole path'.padEnd(58)} ${ms(wall).padStart(8)} wall, ${ms(cpu).padStart(8)} CPU   target ≤ ${ms(target)}`,
    );
    console.log(`  ledger rows posted by the event: ${Number(posted!.n).toLocaleString('en-US')}`);
  } finally {
    await t.dispose();
  }
}
