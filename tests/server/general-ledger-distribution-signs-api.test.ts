import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { CommitmentPerformance } from '../../src/api/commitment-performance';
import type { GeneralLedgerIntegration, ImportEvent } from '../../src/api/general-ledger';
import type { Table } from '../../src/api/table-data';
import { addExternalId, uploadCsv } from './general-ledger-fixture';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { buildTransferFixture, caller, type Call, type TransferFixture } from './transfer-fixture';

// Ledgers sign a partner's capital credit − debit, so a distribution arrives negative. Posted to
// a code classified proceeds it must land as a positive distribution (docs/figures.md): raising
// unfunded by its recallable part only, and read as a distribution on the performance tab.
//
// Fixture (transfer-fixture.ts): Atlas committed 2,500,000.05 and paid in 500,000.03; Cedar
// committed 1,000,000.00 and paid in 210,000.00 (200,000.00 investments, 10,000.00 fees).

/** Investran: one signed Amount column; a $250 distribution to Atlas is −250.00. */
const investranCsv = [
  'Trans Date,GL Account,Investor ID,Legal Entity,Amount,Description,Batch',
  '9/30/2026,3900,INV-ATLAS,LE-MAIN,(250.00),Distribution,B-9',
].join('\n');

/** Yardi: Debit and Credit; a $250 Return to Cedar is a debit, so is a $100 gain distributed. */
const yardiCsv = [
  'Date,Account,Investor,Entity,Debit,Credit,Memo,Reference',
  '2026-09-30,40900,Y-CEDAR,FUND-1,250.00,,Return,R-1',
  '2026-09-30,40950,Y-CEDAR,FUND-1,100.00,,Gain,R-2',
].join('\n');

const figures = (detail: CommitmentDetail) =>
  Object.fromEntries(detail.figures.map((f) => [f.id, f.value]));

describe.each(testDatabases())(
  'general-ledger distributions signed on the way in on $name',
  (db) => {
    let t: TestApp;
    let admin: string;
    let call: Call;
    let fx: TransferFixture;
    let codes: Record<string, string>;

    const integrate = async (
      type: 'investran' | 'yardi',
      accounts: { gl_account: string; transaction_code_id: string }[],
      entity: string,
    ) => {
      const created = await call<GeneralLedgerIntegration>(
        'POST',
        '/api/general-ledger/integrations/',
        {
          name: `${type} — signs`,
          fund_family_id: fx.fundFamilyId,
          general_ledger_type: type,
          ingestion_type: 'upload',
        },
      );
      const saved = await call<GeneralLedgerIntegration>(
        'PUT',
        `/api/general-ledger/integrations/${created.body.id}/`,
        {
          name: `${type} — signs`,
          general_ledger_type: type,
          ingestion_type: 'upload',
          account_mappings: accounts,
          investor_mappings: [],
          entity_mappings: [{ gl_entity_id: entity, fund_entity_id: fx.mainFund.id }],
        },
      );
      expect(saved.status).toBe(200);
      return saved.body;
    };
    const post = async (integration: GeneralLedgerIntegration, csv: string) => {
      const draft = (await uploadCsv(t, admin, integration.id, csv, `${integration.name}.csv`))
        .body as ImportEvent;
      expect(draft.problem_count).toBe(0);
      const posted = await call<ImportEvent>(
        'POST',
        `/api/general-ledger/integrations/${integration.id}/import-events/${draft.id}/post/`,
      );
      expect(posted.status).toBe(200);
      return draft;
    };
    const detail = async (commitmentId: string) =>
      (await call<CommitmentDetail>('GET', `/api/commitment-information/${commitmentId}/`)).body;
    const performance = async (commitmentId: string) =>
      (
        await call<CommitmentPerformance>(
          'GET',
          `/api/commitment-stats/?commitment_id=${commitmentId}`,
        )
      ).body;

    beforeAll(async () => {
      t = await startTestApp(db, { now: () => new Date('2026-12-31T12:00:00Z') });
      admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
      call = caller(t, () => admin);
      fx = await buildTransferFixture(t, call);
      // A fund's own code: gains distributed, classified proceeds, not recallable.
      const own = await call<{ id: string }>(
        'POST',
        `/api/fund-family/${fx.fundFamilyId}/transactions/configuration/`,
        {
          name: 'gain_distribution',
          display_name: 'Distribution — realized gain',
          classification: 'proceeds',
          affects_net_irr: true,
          affects_nav: true,
        },
      );
      expect(own.status).toBe(201);
      const rows = await t.deps.handle.query<{ id: string; name: string }>(
        'SELECT id, name FROM transaction_codes WHERE fund_family_id = $1',
        [fx.fundFamilyId],
      );
      codes = Object.fromEntries(rows.map((c) => [c.name, c.id]));
      await addExternalId(t, fx.entity.Atlas, 'investran', 'INV-ATLAS');
      await addExternalId(t, fx.entity.Cedar, 'yardi', 'Y-CEDAR');
    });
    afterAll(() => t.dispose());

    /** One ledger's upload: what it posts, and the commitment's figures after it (by hand). */
    const cases: {
      name: string;
      type: 'investran' | 'yardi';
      csv: string;
      /** GL accounts and the names of the transaction codes they map to. */
      accounts: [string, string][];
      glEntity: string;
      commitment: keyof TransferFixture['commitment'];
      entries: number[];
      figures: Record<'committed' | 'paid_in' | 'distributed' | 'unfunded', number>;
      performance: Pick<CommitmentPerformance, 'distributed_cents' | 'paid_in_cents' | 'nav_cents'>;
      /** What else the case shows. */
      more?: (perf: CommitmentPerformance, commitmentId: string) => Promise<void>;
    }[] = [
      {
        name: 'Investran: an amount of −250.00 to a distribution code posts a 250.00 distribution',
        type: 'investran',
        csv: investranCsv,
        accounts: [['3900', 'distribution_return_of_capital']],
        glEntity: 'LE-MAIN',
        commitment: 'Atlas',
        entries: [25_000],
        // Recallable: unfunded 2,500,000.05 − 500,000.03 + 250.00 = 2,000,250.02.
        figures: {
          committed: 250_000_005,
          paid_in: 50_000_003,
          distributed: 25_000,
          unfunded: 200_025_002,
        },
        // NAV 500,000.03 paid in and staying − 250.00 distributed.
        performance: {
          distributed_cents: 25_000,
          paid_in_cents: 50_000_003,
          nav_cents: 49_975_003,
        },
      },
      {
        name: 'Yardi: a Return debited 250.00 posts a 250.00 distribution; a gain raises no unfunded',
        type: 'yardi',
        csv: yardiCsv,
        accounts: [
          ['40900', 'distribution_return_of_capital'],
          ['40950', 'gain_distribution'],
        ],
        glEntity: 'FUND-1',
        commitment: 'Cedar',
        entries: [25_000, 10_000],
        // Unfunded 1,000,000.00 − 210,000.00 + 250.00 (the recallable return only) = 790,250.00.
        figures: {
          committed: 100_000_000,
          paid_in: 21_000_000,
          distributed: 35_000,
          unfunded: 79_025_000,
        },
        // NAV: 200,000.00 of investments stays (the 10,000.00 fee is paid away) − 350.00 distributed.
        performance: {
          distributed_cents: 35_000,
          paid_in_cents: 21_000_000,
          nav_cents: 19_965_000,
        },
        more: async (perf, commitmentId) => {
          expect(perf.cash_flows.filter((f) => f.direction === 'distribution')).toEqual([
            expect.objectContaining({ date: '2026-09-30', amount_cents: 25_000 }),
            expect.objectContaining({ date: '2026-09-30', amount_cents: 10_000 }),
          ]);
          // The activity says what each row is, in the card's words, with the amount as posted.
          const activity = (
            await call<Table>(
              'GET',
              `/api/commitment-information/${commitmentId}/activity-table-data/`,
            )
          ).body;
          const last = activity.rows
            .slice(-2)
            .map((r) => [
              (r.cells.figure!.value as { text: string }).text,
              (r.cells.amount!.value as { amount: number }).amount,
              (r.cells.unfunded!.value as { amount: number }).amount,
            ]);
          expect(last).toEqual([
            ['Distribution', 25_000, 79_025_000],
            ['Distribution', 10_000, 79_025_000],
          ]);
        },
      },
    ];

    for (const c of cases)
      it(c.name, async () => {
        const integration = await integrate(
          c.type,
          c.accounts.map(([gl_account, code]) => ({
            gl_account,
            transaction_code_id: codes[code]!,
          })),
          c.glEntity,
        );
        const draft = await post(integration, c.csv);
        expect(draft.entries.map((e) => e.amount_cents)).toEqual(c.entries);
        const commitmentId = fx.commitment[c.commitment];
        expect(figures(await detail(commitmentId))).toMatchObject(c.figures);
        const perf = await performance(commitmentId);
        expect(perf).toMatchObject(c.performance);
        await c.more?.(perf, commitmentId);
      });
  },
);
