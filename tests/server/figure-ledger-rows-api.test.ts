import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { CommitmentStats } from '../../src/api/commitment-stats';
import {
  figureLedgerRowsTargetOf,
  type FigureLedgerRows,
  type LedgerFigure,
} from '../../src/api/figure-ledger-rows';
import type { FundFamily } from '../../src/api/fund-family';
import type { Table } from '../../src/api/table-data';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

// The demo fund (README; worked by hand in demo-figures-agree-api). Aldridge State Pension Fund
// committed 2,500,000.00 at the first close and was called 21.5% of it: 537,500.00 paid in (the
// organizational expenses and equalization are allocated charges, not capital called), so
// unfunded is 1,962,500.00. The fund: 540,500,000.00 committed, 89,923,750.00 called,
// 450,576,250.00 unfunded. Beyond these pins every figure is held to the card, the list or the
// summary it drills down from, and the rows to the figure.

const money = (row: Table['rows'][number], column: string) =>
  (row.cells[column]!.value as { amount: number }).amount;
const text = (row: Table['rows'][number], column: string) =>
  (row.cells[column]!.value as { text: string }).text;
const rowsSum = (answer: FigureLedgerRows) =>
  answer.rows.rows.reduce((sum, row) => sum + money(row, 'amount'), 0);

/** The commitment card each figure's rows must add up to. */
const cardFigure: Record<string, LedgerFigure> = {
  committed: 'committed',
  paid_in: 'contributed',
  unfunded: 'unfunded',
  distributed: 'distributed',
  equalization: 'equalization',
  equalization_interest: 'equalization_interest',
};
/** The commitments list's money columns. */
const listFigure: Record<string, LedgerFigure> = {
  committed: 'committed',
  contributed: 'contributed',
  distributed: 'distributed',
  unfunded: 'unfunded',
  equalization_to_pay: 'equalization_to_pay',
  equalization_to_receive: 'equalization_to_receive',
  equalization_interest_to_pay: 'equalization_interest_to_pay',
  equalization_interest_to_receive: 'equalization_interest_to_receive',
};

describe.each(testDatabases())('the ledger rows behind a figure, on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let fundId: string;
  let list: Table;
  const get = async <T>(path: string, token = admin) => {
    const response = await t.request(path, { token });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const rowsOf = (query: string, token = admin) =>
    get<FigureLedgerRows>(`/api/fund-family/${fundId}/figure-ledger-rows/?${query}`, token);
  const listRow = (name: string) => list.rows.find((r) => text(r, 'investor_entity') === name)!;

  beforeAll(async () => {
    t = await startTestApp(db, { now: () => new Date('2026-01-15T12:00:00Z') });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    const funds = await get<FundFamily[]>('/api/fund-family/');
    fundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    list = await get<Table>(`/api/commitment-information-table-data/?fund_family_id=${fundId}`);
  });
  afterAll(() => t.dispose());

  it('an LP’s unfunded opens its rows: the commitment plus, what it paid in minus', async () => {
    const aldridge = listRow('Aldridge State Pension Fund');
    const answer = await rowsOf(`figure=unfunded&commitment_id=${aldridge.id}`);
    expect(answer.label).toBe('Unfunded');
    expect(answer.scope).toMatch(/^Aldridge State Pension Fund — /);
    expect(answer.total_cents).toBe(197_503_425);
    expect(rowsSum(answer)).toBe(197_503_425);
    const rows = answer.rows.rows.map((r) => [text(r, 'transaction_code'), money(r, 'amount')]);
    // The first close's commitment counts plus; Capital call 1 minus, by its codes: 20%
    // investments 500,000.00, the Q2 2025 management fee it collects 2,500,000.00 × 2% × 91/365
    // = 12,465.753… → 12,465.75, 0.5% fund expenses 12,500.00 (the fee charges themselves are
    // not paid in, so not among these rows).
    expect(rows[0]).toEqual(['Commitment', 250_000_000]);
    expect(rows.slice(1, 4)).toEqual([
      ['Contribution — investments', -50_000_000],
      ['Contribution — management fees', -1_246_575],
      ['Contribution — fund expenses', -1_250_000],
    ]);
    expect(rows).toHaveLength(4);
    expect(answer.explanation).toBe(
      'Commitment 2,500,000.00 − paid-in 524,965.75 + recallable distributions 0.00 = 1,975,034.25 (4 ledger rows).',
    );
    // The first close's row links to the closing that wrote it.
    expect(answer.rows.rows[0]!.cells.event!.link).toMatchObject({
      type: 'generic',
      to: expect.stringMatching(new RegExp(`^/fund-family/${fundId}/closing/[0-9a-f-]+/view/`)),
    });
  });

  it('every figure of every demo commitment: its rows add up to the card and the list', async () => {
    expect(list.rows).toHaveLength(41);
    for (const row of list.rows) {
      const detail = await get<CommitmentDetail>(`/api/commitment-information/${row.id}/`);
      for (const card of detail.figures) {
        const answer = await rowsOf(`figure=${cardFigure[card.id]}&commitment_id=${row.id}`);
        expect([card.id, answer.total_cents, rowsSum(answer), answer.label]).toEqual([
          card.id,
          card.value,
          card.value,
          card.label,
        ]);
      }
      // The list's committed, contributed, distributed and unfunded are the cards' (just held
      // to their rows); its outstanding columns are its own.
      const cardValue = (id: string) => detail.figures.find((f) => f.id === id)!.value;
      expect(
        ['committed', 'contributed', 'distributed', 'unfunded'].map((c) => money(row, c)),
      ).toEqual(['committed', 'paid_in', 'distributed', 'unfunded'].map(cardValue));
      for (const [column, figure] of Object.entries(listFigure).filter(([c]) =>
        c.startsWith('equalization'),
      )) {
        const answer = await rowsOf(`figure=${figure}&commitment_id=${row.id}`);
        expect([column, rowsSum(answer)]).toEqual([column, money(row, column)]);
      }
    }
    // About 450 requests: slow on PGlite when the machine is shared.
  }, 240_000);

  it('the fund summary and each fund entity: the rows add up to the figures', async () => {
    const stats = await get<CommitmentStats>(`/api/fund-family/${fundId}/commitment-stats/`);
    const headline = Object.fromEntries(stats.figures.map((f) => [f.id, f.value]));
    for (const figure of ['committed', 'contributed', 'unfunded'] as const) {
      const answer = await rowsOf(`figure=${figure}`);
      expect([figure, rowsSum(answer), answer.total_cents]).toEqual([
        figure,
        headline[figure],
        headline[figure],
      ]);
    }
    const unfunded = await rowsOf('figure=unfunded');
    // 540,500,000.00 − 87,737,017.12 (Capital call 1: 83,650,000.00 + 1,995,767.12 of Q2 2025
    // fees + 2,091,250.00).
    expect(unfunded.total_cents).toBe(45_276_298_288);
    expect(unfunded.explanation).toMatch(
      /^Commitment 540,500,000\.00 − paid-in 87,737,017\.12 \+ recallable distributions 0\.00 = 452,762,982\.88 \(\d+ ledger rows\)\.$/,
    );
    for (const entity of stats.by_entity.rows) {
      for (const figure of ['committed', 'contributed', 'unfunded'] as const) {
        const answer = await rowsOf(`figure=${figure}&fund_entity_id=${entity.id}`);
        expect([text(entity, 'entity'), figure, rowsSum(answer)]).toEqual([
          text(entity, 'entity'),
          figure,
          money(entity, figure),
        ]);
      }
    }
  });

  it('the list’s money cells and the activity’s running balances open their rows', async () => {
    const aldridge = listRow('Aldridge State Pension Fund');
    const link = aldridge.cells.unfunded!.link;
    expect(link?.type === 'onclick' && figureLedgerRowsTargetOf(link.action)).toEqual({
      fundFamilyId: fundId,
      query: { figure: 'unfunded', commitment_id: aldridge.id },
    });
    const activity = await get<Table>(
      `/api/commitment-information/${aldridge.id}/activity-table-data/`,
    );
    const columns = { commitment: 'committed', paid_in: 'contributed', unfunded: 'unfunded' };
    for (const row of activity.rows)
      for (const [column, figure] of Object.entries(columns)) {
        const cellLink = row.cells[column]!.link;
        const target = cellLink?.type === 'onclick' && figureLedgerRowsTargetOf(cellLink.action);
        expect(target && target.query).toEqual({
          figure,
          commitment_id: aldridge.id,
          through_row_id: Number(row.id),
        });
        const answer = await rowsOf(
          `figure=${figure}&commitment_id=${aldridge.id}&through_row_id=${row.id}`,
        );
        expect([row.id, column, rowsSum(answer)]).toEqual([row.id, column, money(row, column)]);
      }
    // After the call's first row: 2,500,000.00 − 500,000.00 + 0.00.
    const afterFirstCall = activity.rows.find((r) => money(r, 'paid_in') === 50_000_000)!;
    const answer = await rowsOf(
      `figure=unfunded&commitment_id=${aldridge.id}&through_row_id=${afterFirstCall.id}`,
    );
    expect(answer.total_cents).toBe(200_000_000);
  });

  it('a reader may read; another customer’s user gets nothing', async () => {
    const aldridge = listRow('Aldridge State Pension Fund');
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    const read = await rowsOf(`figure=committed&commitment_id=${aldridge.id}`, reader);
    expect(read.total_cents).toBe(250_000_000);
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    for (const query of ['figure=unfunded', `figure=unfunded&commitment_id=${aldridge.id}`]) {
      const response = await t.request(`/api/fund-family/${fundId}/figure-ledger-rows/?${query}`, {
        token: beacon,
      });
      expect(response.status, query).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('Aldridge');
    }
  });

  it('bad queries are a 400 naming the field; a commitment of another fund is a 404', async () => {
    const bad = async (query: string) => {
      const response = await t.request(`/api/fund-family/${fundId}/figure-ledger-rows/?${query}`, {
        token: admin,
      });
      expect(response.status, query).toBe(400);
      return ((await response.json()) as { data: Record<string, string[]> }).data;
    };
    expect(Object.keys(await bad('figure=unfunded_commitment'))).toEqual(['figure']);
    expect(Object.keys(await bad(''))).toEqual(['figure']);
    expect(Object.keys(await bad('figure=unfunded&commitment_id=nope'))).toEqual(['commitment_id']);
    expect(Object.keys(await bad('figure=equalization'))).toEqual(['commitment_id']);
    expect(Object.keys(await bad('figure=unfunded&through_row_id=1'))).toEqual(['commitment_id']);
    expect(Object.keys(await bad('figure=unfunded&through_row_id=x'))).toEqual(['through_row_id']);
    const stranger = '00000000-0000-4000-8000-000000000000';
    const response = await t.request(
      `/api/fund-family/${fundId}/figure-ledger-rows/?figure=unfunded&commitment_id=${stranger}`,
      { token: admin },
    );
    expect(response.status).toBe(404);
  });
});
