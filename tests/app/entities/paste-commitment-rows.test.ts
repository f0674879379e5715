import { describe, expect, it } from 'vitest';
import { namedRows, rowProblems } from '../../../src/app/pages/entities/bulk-row-problems';
import {
  bulkTable,
  parseBulkText,
  type BulkColumn,
} from '../../../src/app/pages/entities/bulk-rows';

// The closing's bulk add of commitments: investor entity, fund entity, class, amount.
const columns: BulkColumn[] = [
  {
    field: 'investor_entity_id',
    title: 'Investor entity',
    kind: 'dropdown',
    options: [
      { value: 'inv-1', label: 'Aldridge State Pension Fund' },
      { value: 'inv-2', label: 'Birch Family Office, LLC' },
    ],
  },
  {
    field: 'owning_entity_id',
    title: 'Fund entity',
    kind: 'dropdown',
    options: [{ value: 'fund-1', label: 'Fund I, L.P.' }],
  },
  {
    field: 'investor_class_id',
    title: 'Class',
    kind: 'dropdown',
    optional: true,
    options: [{ value: 'class-a', label: 'Class A' }],
  },
  { field: 'amount_cents', title: 'Amount', kind: 'text' },
];

const row = (investor: string, fund: string, klass: string | null, amount: string) => ({
  investor_entity_id: investor,
  owning_entity_id: fund,
  investor_class_id: klass,
  amount_cents: amount,
});

/** Pasted text and the rows it gives. */
const pastes: { name: string; text: string; rows: ReturnType<typeof row>[] }[] = [
  {
    name: 'reads CSV rows without a header by position, quoted fields keeping their commas',
    text:
      'Aldridge State Pension Fund,"Fund I, L.P.",Class A,"5,000,000"\n' +
      '"Birch Family Office, LLC","Fund I, L.P.",,"250,000.50"\n',
    rows: [
      row('inv-1', 'fund-1', 'class-a', '5,000,000'),
      row('inv-2', 'fund-1', null, '250,000.50'),
    ],
  },
  {
    name: 'reads spreadsheet rows (tabs) whose cells hold commas, without a header',
    text:
      'Aldridge State Pension Fund\tFund I, L.P.\tClass A\t5,000,000\n' +
      'Birch Family Office, LLC\tFund I, L.P.\t\t250,000.50',
    rows: [
      row('inv-1', 'fund-1', 'class-a', '5,000,000'),
      row('inv-2', 'fund-1', null, '250,000.50'),
    ],
  },
  {
    name: 'reads a single headerless spreadsheet row of two cells with commas in both',
    text: 'Birch Family Office, LLC\tFund I, L.P.',
    rows: [row('inv-2', 'fund-1', null, '')],
  },
  {
    name: 'puts columns in the places a header line names, quoted cells keeping their commas',
    text: 'Amount,Investor entity,Fund entity\n"1,000,000",Aldridge State Pension Fund,"Fund I, L.P."',
    rows: [row('inv-1', 'fund-1', null, '1,000,000')],
  },
  {
    // Spreadsheets quote a cell holding a quote or a line break, doubling the quotes inside.
    name: 'reads a spreadsheet cell that holds quotes as the spreadsheet copied it',
    text: 'Aldridge State Pension Fund\t"Fund ""One"""\t\t"1,000"',
    rows: [row('inv-1', 'Fund "One"', null, '1,000')],
  },
];

describe('pasting commitment rows', () => {
  for (const { name, text, rows } of pastes)
    it(name, () => {
      expect(parseBulkText(text, columns)).toEqual(rows);
    });
});

describe('problems of pasted rows', () => {
  const errors = {
    '4.amount_cents': 'Required',
    '1.investor_entity_id': 'No investor entity named “Nobody”',
    '1.amount_cents': 'Amount must be positive.',
  };

  it('says each row’s problems in words naming the column', () => {
    expect(Object.fromEntries(rowProblems(errors, columns))).toEqual({
      4: ['Amount: Required'],
      1: ['Investor entity: No investor entity named “Nobody”', 'Amount: Amount must be positive.'],
    });
  });

  it('names rows as people count them', () => {
    expect(namedRows([1])).toBe('row 2');
    expect(namedRows([4, 1])).toBe('rows 2 and 5');
    expect(namedRows([6, 1, 4, 1])).toBe('rows 2, 5 and 7');
  });

  it('puts a Problems cell in each row while any row has one', () => {
    const rows = parseBulkText('a\tb\t\t1\nc\td\t\t2', columns);
    expect(bulkTable(rows, columns, {}).columns.map((c) => c.id)).not.toContain('problems');
    const table = bulkTable(rows, columns, { '1.amount_cents': 'Required' });
    expect(table.columns.map((c) => c.id).slice(0, 2)).toEqual(['row', 'problems']);
    expect(table.rows[0]!.cells.problems!.value).toEqual({ type: 'text', text: null });
    expect(table.rows[1]!.cells.problems!.value).toEqual({
      type: 'text',
      text: 'Amount: Required',
    });
  });
});
