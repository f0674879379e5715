import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GeneralLedgerIntegration,
  ImportEvent,
  ImportEventSummary,
} from '../../src/api/general-ledger';
import type { Table } from '../../src/api/table-data';
import { sftpNotBuilt } from '../../src/api/general-ledger';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { buildTransferFixture, caller, type Call, type TransferFixture } from './transfer-fixture';
import {
  addExternalId,
  investranCsv,
  investranTotalCents,
  setGeneralLedgerFlag,
  uploadCsv,
} from './general-ledger-fixture';

type Problem = { code: string; message: string; data: Record<string, string[]> };

describe.each(testDatabases())('general ledger integrations on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fx: TransferFixture;
  let demoId: string;
  let integration: GeneralLedgerIntegration;
  let codes: Record<string, string>;
  let postedId: string;
  const base = '/api/general-ledger/integrations/';
  const path = (rest = '') => `${base}${integration.id}/${rest}`;
  const remove = async (url: string, token = admin) =>
    (await t.request(url, { method: 'DELETE', token })).status;
  const ledger = async (eventId: string) =>
    (
      await t.deps.handle.query<{ n: number; total: string }>(
        'SELECT count(*)::int AS n, coalesce(sum(amount_cents), 0)::text AS total FROM transactions WHERE fund_family_event_id = $1',
        [eventId],
      )
    )[0]!;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date('2026-07-02T12:00:00Z') });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    fx = await buildTransferFixture(t, call);
    const [row] = await t.deps.handle.query<{ customer_id: string }>(
      'SELECT customer_id FROM fund_families WHERE id = $1',
      [fx.fundFamilyId],
    );
    demoId = row!.customer_id;
    const codeRows = await t.deps.handle.query<{ id: string; name: string }>(
      'SELECT id, name FROM transaction_codes WHERE fund_family_id = $1',
      [fx.fundFamilyId],
    );
    codes = Object.fromEntries(codeRows.map((c) => [c.name, c.id]));
    await addExternalId(t, fx.entity.Atlas, 'investran', 'INV-ATLAS');
    // A Yardi id of Cedar's must not match an Investran integration.
    await addExternalId(t, fx.entity.Cedar, 'yardi', 'INV-CEDAR');
  });
  afterAll(() => t.dispose());

  it('answers 403 while the general_ledger flag is off for the customer', async () => {
    await setGeneralLedgerFlag(t, demoId, false);
    const off = await call<Problem>('GET', base);
    expect(off.status).toBe(403);
    await setGeneralLedgerFlag(t, demoId, true);
    expect((await call('GET', base)).status).toBe(200);
  });

  it('creates an integration, refusing bad input with field paths and SFTP (not built)', async () => {
    const bad = await call<Problem>('POST', base, {
      name: ' ',
      fund_family_id: fx.fundFamilyId,
      general_ledger_type: 'sage',
      ingestion_type: 'sftp',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid');
    expect(Object.keys(bad.body.data).sort()).toEqual([
      'general_ledger_type',
      'ingestion_type',
      'name',
    ]);
    expect(bad.body.data.ingestion_type).toEqual([sftpNotBuilt]);
    const created = await call<GeneralLedgerIntegration>('POST', base, {
      name: 'Investran — Transfer Test Fund',
      fund_family_id: fx.fundFamilyId,
      general_ledger_type: 'investran',
      ingestion_type: 'upload',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ import_event_count: 0, account_mappings: [] });
    integration = created.body;
    const twice = await call<Problem>('POST', base, {
      name: integration.name,
      fund_family_id: fx.fundFamilyId,
      general_ledger_type: 'yardi',
      ingestion_type: 'upload',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.data).toEqual({ name: ['An integration with this name already exists.'] });
  });

  it('saves mappings only to records of its fund family', async () => {
    const profile = {
      name: integration.name,
      general_ledger_type: 'investran',
      ingestion_type: 'upload',
      account_mappings: [
        { gl_account: '3100', transaction_code_id: codes.contribution_investment },
      ],
      investor_mappings: [],
      entity_mappings: [{ gl_entity_id: 'LE-MAIN', fund_entity_id: fx.mainFund.id }],
    };
    const foreign = await call<Problem>('PUT', path(), {
      ...profile,
      investor_mappings: [{ gl_investor_id: 'X', commitment_id: fx.entity.Birch }],
      account_mappings: [
        ...profile.account_mappings,
        { gl_account: '3100', transaction_code_id: codes.commitment },
      ],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toEqual({
      account_mappings: ['Each GL account can be mapped once.'],
    });
    const wrongId = await call<Problem>('PUT', path(), {
      ...profile,
      investor_mappings: [{ gl_investor_id: 'X', commitment_id: fx.entity.Birch }],
    });
    expect(wrongId.body.data).toEqual({ 'investor_mappings.0.commitment_id': ['Invalid'] });
    const saved = await call<GeneralLedgerIntegration>('PUT', path(), profile);
    expect(saved.status).toBe(200);
    integration = saved.body;
  });

  it('reads an upload into a draft with per-row problems, and refuses to post it', async () => {
    const missing = await uploadCsv(t, admin, integration.id, 'Date,Account\n1/1/2026,3100');
    expect(missing.status).toBe(400);
    expect(missing.body.data.file[0]).toContain('"Trans Date"');
    const draft = await uploadCsv(t, admin, integration.id, investranCsv);
    expect(draft.status).toBe(201);
    const event = draft.body as ImportEvent;
    expect(event).toMatchObject({
      state: 'draft',
      filename: 'journal.csv',
      entry_count: 4,
      problem_count: 2,
      total_cents: investranTotalCents,
      available_actions: ['discard'],
    });
    expect(event.entries.map((e) => e.problems)).toEqual([
      [],
      [
        'Investor INV-CEDAR matches no commitment: add the external ID to the investor entity, or map it.',
      ],
      ['GL account 5100 is not mapped to a transaction code.'],
      [],
    ]);
    expect(event.entries[0]).toMatchObject({ amount_cents: 100_010, effective_date: '2026-06-30' });
    expect(event.entries[3]).toMatchObject({ amount_cents: -1, commitment: null });
    const refused = await call<Problem>('POST', path(`import-events/${event.id}/post/`));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'invalid_transition',
      message: '2 of 4 entries do not resolve yet: fix them (or the mappings) first.',
    });
    postedId = event.id;
  });

  it('posts once the mappings resolve every entry: one ledger row per entry, summing exactly', async () => {
    await call('PUT', path(), {
      name: integration.name,
      general_ledger_type: 'investran',
      ingestion_type: 'upload',
      account_mappings: [
        { gl_account: '3100', transaction_code_id: codes.contribution_investment },
        { gl_account: '5100', transaction_code_id: codes.contribution_management_fee },
      ],
      investor_mappings: [{ gl_investor_id: 'INV-CEDAR', commitment_id: fx.commitment.Cedar }],
      entity_mappings: [{ gl_entity_id: 'le-main', fund_entity_id: fx.mainFund.id }],
    });
    const posted = await call<ImportEvent>('POST', path(`import-events/${postedId}/post/`));
    expect(posted.status).toBe(200);
    expect(posted.body.state).toBe('posted');
    expect(posted.body.available_actions).toEqual(['rollback']);
    const ledgerEvent = posted.body.fund_family_event!;
    expect(ledgerEvent).toMatchObject({
      state: 'completed',
      effective_date: '2026-06-30',
      ledger_row_count: 4,
      ledger_total_cents: investranTotalCents,
    });
    expect(await ledger(ledgerEvent.id)).toEqual({ n: 4, total: String(investranTotalCents) });
    expect(posted.body.entries.every((e) => e.transaction_id !== null)).toBe(true);
    const [cedarRow] = await t.deps.handle.query<{ amount_cents: string; commitment_id: string }>(
      `SELECT t.amount_cents::text, t.commitment_id FROM transactions t
       JOIN general_ledger_entries e ON e.transaction_id = t.id
       WHERE e.import_event_id = $1 AND e.line = 2`,
      [postedId],
    );
    expect(cedarRow).toEqual({ amount_cents: '20020', commitment_id: fx.commitment.Cedar });
    const again = await call<Problem>('POST', path(`import-events/${postedId}/post/`));
    expect(again.status).toBe(409);
  });

  it('refuses the same file again while it is posted, and edits of a posted import', async () => {
    const duplicate = await uploadCsv(t, admin, integration.id, investranCsv, 'again.csv');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain('already posted');
    const edit = await call<Problem>('PUT', path(`import-events/${postedId}/entries/`), {
      entries: [
        {
          date: '2026-06-30',
          gl_account: '3100',
          gl_investor_id: 'INV-ATLAS',
          gl_entity_id: '',
          amount: '1',
          description: '',
          reference: '',
        },
      ],
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('invalid_transition');
  });

  it('lists the entries and groups investment entries into cash flows', async () => {
    const entries = await call<Table>('GET', path('entries-table-data/'));
    expect(entries.body.rows).toHaveLength(4);
    const cashflow = await call<Table>('GET', path('investment-cashflow-table-data/'));
    expect(cashflow.body.rows).toHaveLength(1);
    expect(cashflow.body.rows[0]!.cells.amount!.value).toMatchObject({
      amount: 100_010 + 20_020 - 1,
    });
    const list = await call<ImportEventSummary[]>('GET', path('import-events/'));
    expect(list.body.map((e) => e.state)).toEqual(['posted']);
  });

  it('rolls back: the ledger rows go and the event is cancelled; the file can come again', async () => {
    const before = await call<ImportEvent>('GET', path(`import-events/${postedId}/`));
    const rolled = await call<ImportEvent>('POST', path(`import-events/${postedId}/rollback/`));
    expect(rolled.status).toBe(200);
    expect(rolled.body.state).toBe('rolled_back');
    expect(rolled.body.fund_family_event).toMatchObject({
      state: 'cancelled',
      ledger_row_count: 0,
    });
    expect(await ledger(before.body.fund_family_event!.id)).toEqual({ n: 0, total: '0' });
    expect((await call('POST', path(`import-events/${postedId}/rollback/`))).status).toBe(409);
    expect(await remove(path(`import-events/${postedId}/`))).toBe(409);
    const again = await uploadCsv(t, admin, integration.id, investranCsv);
    expect(again.status).toBe(201);
    expect(await remove(path(`import-events/${again.body.id}/`))).toBe(204);
    expect((await call('GET', path(`import-events/${again.body.id}/`))).status).toBe(404);
  });

  it('takes entries typed by hand, refusing unreadable dates and amounts by field', async () => {
    const row = {
      date: '7/1/2026',
      gl_account: '3100',
      gl_investor_id: 'INV-ATLAS',
      gl_entity_id: 'LE-MAIN',
      amount: '10.00',
      description: 'Typed',
      reference: '',
    };
    const bad = await call<Problem>('POST', path('import-events/'), {
      entries: [row, { ...row, date: '2/30/2026', amount: '1.005' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      'entries.1.date': ['Date "2/30/2026" does not exist.'],
      'entries.1.amount': ['Amount "1.005" has more than two decimal places.'],
    });
    const typed = await call<ImportEvent>('POST', path('import-events/'), { entries: [row] });
    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({ filename: null, problem_count: 0, total_cents: 1000 });
    const edited = await call<ImportEvent>('PUT', path(`import-events/${typed.body.id}/entries/`), {
      entries: [row, { ...row, gl_account: '9999', amount: '-2.50' }],
    });
    expect(edited.body).toMatchObject({ entry_count: 2, problem_count: 1, total_cents: 750 });
  });

  it('lets only the right users act', async () => {
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    const writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    expect((await call('GET', path(), undefined, reader)).status).toBe(200);
    expect((await call('POST', path('import-events/'), { entries: [] }, reader)).status).toBe(403);
    const draft = await uploadCsv(t, writer, integration.id, investranCsv);
    expect(draft.status).toBe(201);
    expect(
      (await call('POST', path(`import-events/${draft.body.id}/post/`), undefined, writer)).status,
    ).toBe(403);
    expect((await call('POST', path(`import-events/${draft.body.id}/post/`))).status).toBe(200);
  });

  it('gives another customer nothing, and changes nothing', async () => {
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const [beaconCustomer] = await t.deps.handle.query<{ id: string }>(
      "SELECT id FROM customers WHERE name = 'Beacon Partners'",
    );
    await setGeneralLedgerFlag(t, beaconCustomer!.id, true);
    const events = await call<ImportEventSummary[]>('GET', path('import-events/'));
    const eventId = events.body[0]!.id;
    const calls: [string, string, unknown?][] = [
      ['GET', path()],
      [
        'PUT',
        path(),
        {
          name: 'x',
          general_ledger_type: 'yardi',
          ingestion_type: 'upload',
          account_mappings: [],
          investor_mappings: [],
          entity_mappings: [],
        },
      ],
      ['DELETE', path()],
      ['GET', path('options/')],
      ['GET', path('entries-table-data/')],
      ['GET', path('investment-cashflow-table-data/')],
      ['GET', path('import-events/')],
      [
        'POST',
        path('import-events/'),
        {
          entries: [
            {
              date: '2026-01-01',
              gl_account: '1',
              gl_investor_id: '',
              gl_entity_id: '',
              amount: '1',
              description: '',
              reference: '',
            },
          ],
        },
      ],
      ['GET', path(`import-events/${eventId}/`)],
      [
        'PUT',
        path(`import-events/${eventId}/entries/`),
        {
          entries: [
            {
              date: '2026-01-01',
              gl_account: '1',
              gl_investor_id: '',
              gl_entity_id: '',
              amount: '1',
              description: '',
              reference: '',
            },
          ],
        },
      ],
      ['POST', path(`import-events/${eventId}/rollback/`)],
      ['DELETE', path(`import-events/${eventId}/`)],
    ];
    for (const [method, url, body] of calls) {
      const status =
        method === 'DELETE'
          ? await remove(url, beacon)
          : (await call(method, url, body, beacon)).status;
      expect(status, `${method} ${url}`).toBe(404);
    }
    expect((await call<unknown[]>('GET', base, undefined, beacon)).body).toEqual([]);
    const after = await call<ImportEventSummary[]>('GET', path('import-events/'));
    expect(after.body).toEqual(events.body);
  });

  it('deletes only an integration that never imported', async () => {
    expect(await remove(path())).toBe(409);
    const spare = await call<GeneralLedgerIntegration>('POST', base, {
      name: 'Spare',
      fund_family_id: fx.fundFamilyId,
      general_ledger_type: 'yardi',
      ingestion_type: 'upload',
    });
    expect(await remove(`${base}${spare.body.id}/`)).toBe(204);
    expect((await call('GET', `${base}${spare.body.id}/`)).status).toBe(404);
  });
});
