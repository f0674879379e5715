import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneralLedgerIntegration, ImportEvent } from '../../src/api/general-ledger';
import { addExternalId, setGeneralLedgerFlag, uploadCsv } from './general-ledger-fixture';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { buildTransferFixture, caller, type Call, type TransferFixture } from './transfer-fixture';

const header = 'Trans Date,GL Account,Investor ID,Legal Entity,Amount,Description,Batch';
const rowCount = 6000;

/** Row i (from 1) is i cents, Atlas on odd rows and Cedar on even ones: a mismatch shows. */
const largeCsv = [
  header,
  ...Array.from({ length: rowCount }, (_, index) => {
    const i = index + 1;
    const investor = i % 2 === 1 ? 'INV-ATLAS' : 'INV-CEDAR';
    return `6/30/2026,3100,${investor},LE-MAIN,${(i / 100).toFixed(2)},Row ${i},B-${i}`;
  }),
].join('\n');
// 1 + 2 + … + 6000 cents.
const largeTotalCents = 18_003_000;

describe.each(testDatabases())('large general ledger uploads on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fx: TransferFixture;
  let integration: GeneralLedgerIntegration;
  const events = (rest = '') => `/api/general-ledger/integrations/${integration.id}/${rest}`;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date('2026-07-02T12:00:00Z') });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    fx = await buildTransferFixture(t, call);
    const [row] = await t.deps.handle.query<{ customer_id: string }>(
      'SELECT customer_id FROM fund_families WHERE id = $1',
      [fx.fundFamilyId],
    );
    await setGeneralLedgerFlag(t, row!.customer_id, true);
    const codes = await t.deps.handle.query<{ id: string }>(
      "SELECT id FROM transaction_codes WHERE fund_family_id = $1 AND name = 'contribution_investment'",
      [fx.fundFamilyId],
    );
    await addExternalId(t, fx.entity.Atlas, 'investran', 'INV-ATLAS');
    const created = await call<GeneralLedgerIntegration>(
      'POST',
      '/api/general-ledger/integrations/',
      {
        name: 'Investran large',
        fund_family_id: fx.fundFamilyId,
        general_ledger_type: 'investran',
        ingestion_type: 'upload',
      },
    );
    integration = created.body;
    const saved = await call<GeneralLedgerIntegration>('PUT', events(), {
      name: integration.name,
      general_ledger_type: 'investran',
      ingestion_type: 'upload',
      account_mappings: [{ gl_account: '3100', transaction_code_id: codes[0]!.id }],
      investor_mappings: [{ gl_investor_id: 'INV-CEDAR', commitment_id: fx.commitment.Cedar }],
      entity_mappings: [{ gl_entity_id: 'LE-MAIN', fund_entity_id: fx.mainFund.id }],
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => t.dispose());

  it('reads and posts a 6,000-row upload, each entry to its own ledger row', async () => {
    const draft = await uploadCsv(t, admin, integration.id, largeCsv, 'large.csv');
    expect(draft.status).toBe(201);
    const event = draft.body as ImportEvent;
    expect(event).toMatchObject({
      entry_count: rowCount,
      problem_count: 0,
      total_cents: largeTotalCents,
    });
    const posted = await call<ImportEvent>('POST', events(`import-events/${event.id}/post/`));
    expect(posted.status).toBe(200);
    expect(posted.body.fund_family_event).toMatchObject({
      ledger_row_count: rowCount,
      ledger_total_cents: largeTotalCents,
    });
    // Each entry points at the ledger row of its own amount and investor, none shared.
    const [check] = await t.deps.handle.query<{
      entries: number;
      rows: number;
      mismatched: number;
      atlas_cents: string;
    }>(
      `SELECT count(*)::int AS entries,
              count(DISTINCT e.transaction_id)::int AS rows,
              count(*) FILTER (WHERE t.amount_cents <> e.line
                OR t.commitment_id <> CASE WHEN e.line % 2 = 1 THEN $2::uuid ELSE $3::uuid END
                OR t.amount_cents <> e.posted_amount_cents)::int AS mismatched,
              sum(t.amount_cents) FILTER (WHERE t.commitment_id = $2::uuid)::text AS atlas_cents
       FROM general_ledger_entries e JOIN transactions t ON t.id = e.transaction_id
       WHERE e.import_event_id = $1`,
      [event.id, fx.commitment.Atlas, fx.commitment.Cedar],
    );
    // Odd lines 1 + 3 + … + 5999 = 3000² cents.
    expect(check).toEqual({
      entries: rowCount,
      rows: rowCount,
      mismatched: 0,
      atlas_cents: '9000000',
    });
  });

  it('keeps an entry dated in year 0000 as a problem row that cannot be posted', async () => {
    const csv = [header, '0000-01-01,3100,INV-ATLAS,LE-MAIN,1.00,Typo,B-1'].join('\n');
    const draft = await uploadCsv(t, admin, integration.id, csv, 'year-zero.csv');
    expect(draft.status).toBe(201);
    const event = draft.body as ImportEvent;
    expect(event.problem_count).toBe(1);
    expect(event.entries[0]!.problems).toEqual(['Date "0000-01-01" is outside 1901 to 2300.']);
    const refused = await call('POST', events(`import-events/${event.id}/post/`));
    expect(refused.status).toBe(409);
  });

  it('refuses an upload over the stated 5 MB with 413, writing nothing', async () => {
    const before = await t.deps.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM general_ledger_import_events',
    );
    const line = '\n6/30/2026,3100,INV-ATLAS,LE-MAIN,1.00,' + 'x'.repeat(200) + ',B';
    const big = header + line.repeat(Math.ceil((5.2 * 1024 * 1024) / line.length));
    const answer = await uploadCsv(t, admin, integration.id, big, 'big.csv');
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: 'too_large',
      data: { file: ['The file is larger than 5 MB.'] },
    });
    const after = await t.deps.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM general_ledger_import_events',
    );
    expect(after).toEqual(before);
  });
});
