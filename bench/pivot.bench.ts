// Ledger pivot (GET/POST /api/transactions/pivot) over 1,000,000 transactions: the
// database's GROUP BY on PostgreSQL (target ≤ 1 s) and on embedded PGlite (reported).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PivotQuery } from '../src/api/pivot';
import type { DatabaseHandle } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';
import { pivotTransactions } from '../src/server/ledger/transaction-pivot';
import { insertLedgerTestData } from '../src/server/test-data/insert-ledger-test-data';

const rows = Number(process.env.PIVOT_BENCH_ROWS ?? 1_000_000);
const targetMs = 1000;

const pivots: Record<string, PivotQuery> = {
  'investor × code (all codes)': {
    fund_family_ids: [],
    filters: [],
    include_draft_transactions: false,
    group_rows_by: ['entity__legal_name'],
    pivot_on: 'transaction_code_config__name',
    measure: 'capital_amount',
  },
  'sample: ITD Commitments, Contributions, Distributions': {
    fund_family_ids: [],
    filters: [
      {
        field: 'transaction_code_config__name',
        values: ['commitment', 'capital_contribution', 'distribution'],
      },
    ],
    include_draft_transactions: false,
    group_rows_by: ['entity__legal_name'],
    pivot_on: 'transaction_code_config__name',
    measure: 'capital_amount',
  },
  'fund entity, year × quarter': {
    fund_family_ids: [],
    filters: [],
    include_draft_transactions: false,
    group_rows_by: ['fund_entity__name', 'effective_date__year'],
    pivot_on: 'effective_date__quarter',
    measure: 'capital_amount',
  },
};

async function run(label: string, handle: DatabaseHandle) {
  await migrate(handle);
  const [customer] = await handle.query<{ id: string }>(
    `INSERT INTO customers (name) VALUES ('Pivot Bench') RETURNING id`,
  );
  const loadStart = performance.now();
  await handle.withConnection(async (connection) => {
    await insertLedgerTestData(connection, {
      customerId: customer!.id,
      fundFamilyName: 'Pivot Bench Fund',
      transactions: rows,
      investorEntities: 200,
    });
  });
  await handle.exec('ANALYZE');
  console.log(
    `${label}: loaded ${rows.toLocaleString('en-US')} ledger rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );
  for (const [name, query] of Object.entries(pivots)) {
    await pivotTransactions(handle, customer!.id, query); // warm-up: plans and caches
    const times: number[] = [];
    let result;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      result = await pivotTransactions(handle, customer!.id, query);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[2]!;
    console.log(
      `  ${name}: median ${median.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[4]!.toFixed(0)}) ` +
        `→ ${result!.table.rows.length} rows × ${result!.table.columns.length} columns over ` +
        `${result!.transaction_count.toLocaleString('en-US')} transactions` +
        (label.startsWith('PostgreSQL')
          ? `  [target ≤ ${targetMs} ms: ${median <= targetMs ? 'met' : 'MISSED'}]`
          : ''),
    );
  }
}

async function onPostgres() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_pivot_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: skipped (${(error as Error).message})`);
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: 'postgres',
    url: target.toString(),
    maxConnections: 4,
  });
  try {
    await run('PostgreSQL', handle);
  } catch (error) {
    console.log(`PostgreSQL: failed: ${(error as Error).message}`);
  } finally {
    await handle.close();
    // The pool is closed by now; a plain DROP never kills a connection still in use.
    await admin
      .query(`DROP DATABASE IF EXISTS ${name}`)
      .catch((error: Error) => console.log(`could not drop ${name}: ${error.message}`));
    await admin.end();
  }
}

async function onPglite() {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await run('PGlite (in memory)', handle);
  } finally {
    await handle.close();
  }
}

await onPostgres();
await onPglite();
