import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dataTableViewMachine } from '../../../machines/data-table-view.machine';
import { calendarDays, clampYear } from '../../../src/app/components/date-picker/calendar-days';
import { aggregateCells } from '../../../src/app/components/data-table/aggregate-cells';
import {
  contentColumnSizing,
  figuresFirstWidths,
} from '../../../src/app/components/data-table/grid-options';
import { selectionStatistics } from '../../../src/app/components/data-table/selection-statistics';
import { compareSortValues, nextSort } from '../../../src/app/components/data-table/sort-cycle';
import { visibleRowLimit } from '../../../src/app/components/data-table/visible-row-limit';
import { groupViews, paneWidth } from '../../../src/app/pages/pivots/pane-width';

describe('sort cycle', () => {
  it('goes ascending, descending, none', () => {
    expect(nextSort(null)).toBe('asc');
    expect(nextSort('asc')).toBe('desc');
    expect(nextSort('desc')).toBeNull();
  });
  it('puts nulls last both ways', () => {
    expect(compareSortValues(null, 1, 'asc')).toBe(1);
    expect(compareSortValues(null, 1, 'desc')).toBe(1);
    expect(compareSortValues('a10', 'a9', 'asc')).toBeGreaterThan(0);
  });
});

describe('selection statistics', () => {
  it('counts numbers only and sums money without float dust', () => {
    expect(selectionStatistics([0.1, 0.2, null, 3])).toEqual({
      count: 3,
      min: 0.1,
      max: 3,
      average: 1.1,
      sum: 3.3,
    });
    expect(selectionStatistics([null])).toBeNull();
  });
  it('copes with a hundred thousand cells', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => i);
    expect(selectionStatistics(values)?.max).toBe(99_999);
  });
});

describe('auto-height row limit', () => {
  it('is 40% of the viewport over 42 px rows, at least 4', () => {
    expect(visibleRowLimit(900)).toBe(8);
    expect(visibleRowLimit(2100)).toBe(20);
    expect(visibleRowLimit(300)).toBe(4);
  });
});

describe('aggregateCells', () => {
  const money = (amount: number | null) => ({ value: { type: 'money' as const, amount } });
  const moneyColumn = {
    id: 'm',
    title: 'M',
    cell_value_type: 'money',
    aggregatable: true,
  } as const;
  const eur = (amount: number) => ({
    value: { type: 'money' as const, amount, currency: 'EUR' as const },
  });
  it('sums money in cents and keeps the currency', () => {
    expect(aggregateCells(moneyColumn, [eur(10), eur(20), money(null)])).toEqual({
      value: { type: 'money', amount: 30, currency: 'EUR' },
    });
    expect(aggregateCells(moneyColumn, [money(1), money(2)])).toEqual({
      value: { type: 'money', amount: 3 },
    });
  });
  it('never adds money of two currencies (a cell without one is in USD, spec §9)', () => {
    expect(aggregateCells(moneyColumn, [eur(10), money(20)])).toEqual({
      value: { type: 'money', amount: null },
      tooltip: { message: 'Amounts in EUR and USD: not added together.' },
    });
  });
  it('honours count, min, max and avg, and skips columns that do not aggregate', () => {
    const column = { id: 'n', title: 'N', cell_value_type: 'integer' as const, aggregatable: true };
    const cells = [1, 5, 3].map((value) => ({ value: { type: 'integer' as const, value } }));
    expect(aggregateCells({ ...column, aggregatable_type: 'max' }, cells)?.value).toEqual({
      type: 'integer',
      value: 5,
    });
    expect(aggregateCells({ ...column, aggregatable_type: 'min' }, cells)?.value).toEqual({
      type: 'integer',
      value: 1,
    });
    expect(aggregateCells({ ...column, aggregatable_type: 'avg' }, cells)?.value).toEqual({
      type: 'integer',
      value: 3,
    });
    expect(aggregateCells({ ...column, aggregatable_type: 'count' }, cells)?.value).toEqual({
      type: 'integer',
      value: 3,
    });
    expect(aggregateCells({ ...column, aggregatable: false }, cells)).toBeUndefined();
  });
});

describe('calendar', () => {
  it('lays out six weeks from the Sunday before the 1st', () => {
    const days = calendarDays(2026, 2);
    expect(days).toHaveLength(42);
    expect(days[0]).toEqual({ iso: '2026-03-01', day: 1, inMonth: true });
    expect(days.filter((d) => d.inMonth)).toHaveLength(31);
  });
  it('keeps years within 1990–2300', () => {
    expect(clampYear(1800)).toBe(1990);
    expect(clampYear(2400)).toBe(2300);
  });
});

describe('pivot pane', () => {
  it('clamps to 10%–90% and snaps closed within 50 px', () => {
    expect(paneWidth(49, 1000)).toBe(0);
    expect(paneWidth(60, 1000)).toBe(100);
    expect(paneWidth(450, 1000)).toBe(450);
    expect(paneWidth(950, 1000)).toBe(900);
  });
  it('groups Favorites, All Views and Samples, newest first', () => {
    type View = { id: string; created_at?: string; is_favorited?: boolean };
    const views: View[] = [
      { id: '1', created_at: '2026-01-01', is_favorited: true },
      { id: '2', created_at: '2026-03-01' },
      { id: '3', created_at: '2026-02-01', is_favorited: true },
    ];
    expect(
      groupViews<View>(views, [{ id: 'sample-x' }]).map((g) => [g.title, g.views.map((v) => v.id)]),
    ).toEqual([
      ['Favorites', ['3', '1']],
      ['All Views', ['2', '3', '1']],
      ['Samples', ['sample-x']],
    ]);
    expect(groupViews([], []).map((g) => g.title)).toEqual(['All Views']);
  });
});

describe('data table view machine', () => {
  it('opens full screen (showing a collapsed body) and closes it', () => {
    const actor = createActor(dataTableViewMachine).start();
    actor.send({ type: 'body.collapse' });
    expect(actor.getSnapshot().value).toEqual({ display: 'normal', body: 'collapsed' });
    actor.send({ type: 'fullScreen.open' });
    expect(actor.getSnapshot().value).toEqual({ display: 'fullScreen', body: 'expanded' });
    actor.send({ type: 'fullScreen.close' });
    expect(actor.getSnapshot().value).toEqual({ display: 'normal', body: 'expanded' });
  });
});

describe('content column sizing', () => {
  const columns = [
    { id: 'name', title: 'Name', cell_value_type: 'text' as const },
    { id: 'committed', title: 'Committed', cell_value_type: 'money' as const },
    { id: 'open', title: 'Open', cell_value_type: 'boolean' as const },
    { id: 'closed_on', title: 'Closed on', cell_value_type: 'date' as const },
  ];
  it('fits names and dates with their headers, money by its values, booleans keep their width', () => {
    expect(contentColumnSizing(columns, false)).toEqual([
      {
        colIds: ['name', 'closed_on'],
        skipHeader: false,
        columnLimits: [
          { colId: 'name', minWidth: 120, maxWidth: 320 },
          { colId: 'closed_on', minWidth: 110, maxWidth: 160 },
        ],
      },
      {
        colIds: ['committed'],
        skipHeader: true,
        columnLimits: [{ colId: 'committed', minWidth: 120, maxWidth: 220 }],
      },
    ]);
  });
  it('sizes nothing in grids of form cells or of booleans only', () => {
    expect(contentColumnSizing(columns, true)).toEqual([]);
    expect(contentColumnSizing([columns[2]!], false)).toEqual([]);
  });
});

describe('figures before words', () => {
  const drawn = [
    { colId: 'name', width: 200, shrinkable: false },
    { colId: 'terms', width: 300, shrinkable: true },
    { colId: 'type', width: 200, shrinkable: true },
    { colId: 'available', width: 150, shrinkable: false },
    { colId: 'to_lp', width: 150, shrinkable: false },
    { colId: 'to_gp', width: 150, shrinkable: false },
  ];
  it('narrows the widest text columns just enough for every figure to fit', () => {
    // 1,150 px drawn in 1,000: 150 to shed; terms gives 100 to reach 200, then both 25 more.
    expect(figuresFirstWidths(drawn, 1000)).toEqual([
      { key: 'terms', newWidth: 175 },
      { key: 'type', newWidth: 175 },
    ]);
  });
  it('stops at the minimum width and leaves a grid that fits alone', () => {
    expect(figuresFirstWidths(drawn, 500)).toEqual([
      { key: 'terms', newWidth: 96 },
      { key: 'type', newWidth: 96 },
    ]);
    expect(figuresFirstWidths(drawn, 1150)).toEqual([]);
  });
});
