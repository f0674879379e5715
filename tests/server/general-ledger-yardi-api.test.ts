import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneralLedgerIntegration, ImportEvent } from '../../src/api/general-ledger';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { buildTransferFixture, caller, type Call, type TransferFixture } from './transfer-fixture';
import { addExternalId, uploadCsv } from './general-ledger-fixture';

/**
 * Credit − debit per line: 1,000.10, −0.30 and 0.29 to the contribution code; the Return debits
 * 250.00 to a distribution code, which the ledger holds as a 250.00 distribution (signed by
 * classification, docs/figures.md). Rows sum to 1,000.10 − 0.30 + 0.29 + 250.00 = 1,250.09.
 */
const yardiCsv = [
  'Date,Account,Investor,Entity,Debit,Credit,Memo,Reference',
  '2026-06-30,40100,Y-ATLAS,FUND-1,,"1,000.10",Call,R-1',
  '2026-06-30,40100,Y-ATLAS,FUND-1,0.30,,Correction,R-2',
  '2026-06-30,40100,Y-CEDAR,FUND-1,,0.29,Call,R-3',
  '2026-06-30,40900,Y-CEDAR,FUND-1,250.00,,Return,R-4',
].join('\n');

describe.each(testDatabases())('a Yardi integration on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fx: TransferFixture;
  let integration: GeneralLedgerIntegration;
  const path = (rest = '') => `/api/general-ledger/integrations/${integration.id}/${rest}`;

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    fx = await buildTransferFixture(t, call);
    await addExternalId(t, fx.entity.Atlas, 'yardi', 'Y-ATLAS');
    await addExternalId(t, fx.entity.Cedar, 'yardi', 'Y-CEDAR');
    const codes = await t.deps.handle.query<{ id: string; name: string }>(
      'SELECT id, name FROM transaction_codes WHERE fund_family_id = $1',
      [fx.fundFamilyId],
    );
    const code = (name: string) => codes.find((c) => c.name === name)!.id;
    integration = (
      await call<GeneralLedgerIntegration>('POST', '/api/general-ledger/integrations/', {
        name: 'Yardi — Transfer Test Fund',
        fund_family_id: fx.fundFamilyId,
        general_ledger_type: 'yardi',
        ingestion_type: 'upload',
      })
    ).body;
    await call('PUT', path(), {
      name: integration.name,
      general_ledger_type: 'yardi',
      ingestion_type: 'upload',
      account_mappings: [
        { gl_account: '40100', transaction_code_id: code('contribution_investment') },
        { gl_account: '40900', transaction_code_id: code('distribution_return_of_capital') },
      ],
      investor_mappings: [],
      entity_mappings: [{ gl_entity_id: 'FUND-1', fund_entity_id: fx.mainFund.id }],
    });
  });
  afterAll(() => t.dispose());

  it('reads Debit and Credit as a signed amount and posts rows summing exactly', async () => {
    const draft = (await uploadCsv(t, admin, integration.id, yardiCsv, 'yardi.csv'))
      .body as ImportEvent;
    expect(draft.entries.map((e) => e.amount_cents)).toEqual([100_010, -30, 29, 25_000]);
    expect(draft).toMatchObject({ problem_count: 0, total_cents: 125_009 });
    // A second draft of the same file may exist, but only one of them can ever be posted.
    const twin = (await uploadCsv(t, admin, integration.id, yardiCsv, 'yardi-copy.csv'))
      .body as ImportEvent;
    const posted = await call<ImportEvent>('POST', path(`import-events/${draft.id}/post/`));
    expect(posted.body.fund_family_event).toMatchObject({
      ledger_row_count: 4,
      ledger_total_cents: 125_009,
    });
    const [ledger] = await t.deps.handle.query<{ total: string }>(
      'SELECT sum(amount_cents)::text AS total FROM transactions WHERE fund_family_event_id = $1',
      [posted.body.fund_family_event!.id],
    );
    expect(ledger!.total).toBe('125009');
    const refused = await call<{ code: string; message: string }>(
      'POST',
      path(`import-events/${twin.id}/post/`),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('already posted');
  });

  it('keeps a line with both Debit and Credit as a problem row', async () => {
    const csv = `${yardiCsv.split('\n')[0]}\n2026-07-31,40100,Y-ATLAS,FUND-1,1.00,2.00,Both,R-9`;
    const draft = (await uploadCsv(t, admin, integration.id, csv, 'both.csv')).body as ImportEvent;
    expect(draft.entries[0]!.problems).toEqual(['Fill Debit or Credit, not both.']);
    expect(draft.available_actions).toEqual(['discard']);
  });
});
