import { describe, expect, it } from 'vitest';
import { bankRowSchema, contactRowSchema } from '../../../src/api/global-entities';
import {
  bulkErrorsFromServer,
  bulkTable,
  parseBulkText,
  rowsFromFormValues,
  validateBulkRows,
  type BulkColumn,
} from '../../../src/app/pages/entities/bulk-rows';

const acme = '11111111-1111-4111-8111-111111111111';
const harbor = '22222222-2222-4222-8222-222222222222';
const entity: BulkColumn = {
  field: 'entity_id',
  title: 'Entity',
  kind: 'dropdown',
  options: [
    { value: acme, label: 'Acme Pension LP' },
    { value: harbor, label: 'Harbor Bank' },
  ],
};
const bankColumns: BulkColumn[] = [
  entity,
  { field: 'bank_name', title: 'Bank name', kind: 'text' },
  { field: 'account_name', title: 'Account name', kind: 'text' },
  { field: 'account_number', title: 'Account number', kind: 'text' },
  { field: 'aba_routing_number', title: 'ABA routing number', kind: 'text', optional: true },
  { field: 'swift_code', title: 'SWIFT code', kind: 'text', optional: true },
];

describe('bulk add rows', () => {
  it('reads tab-separated rows in column order, matching entity names to ids', () => {
    const rows = parseBulkText(
      'acme pension lp\tChase\tOperating\t000123456789\t021000021\t\nHarbor Bank\tBNY\tReserve\t99887766\t\tIRVTUS3N\n',
      bankColumns,
    );
    expect(rows).toEqual([
      {
        entity_id: acme,
        bank_name: 'Chase',
        account_name: 'Operating',
        account_number: '000123456789',
        aba_routing_number: '021000021',
        swift_code: '',
      },
      {
        entity_id: harbor,
        bank_name: 'BNY',
        account_name: 'Reserve',
        account_number: '99887766',
        aba_routing_number: '',
        swift_code: 'IRVTUS3N',
      },
    ]);
    const { payload, errors } = validateBulkRows(rows, bankColumns, bankRowSchema);
    expect(errors).toEqual({});
    expect(payload?.[1]).toMatchObject({ aba_routing_number: null, swift_code: 'IRVTUS3N' });
  });

  it('uses a header line to put CSV columns in their places', () => {
    const rows = parseBulkText(
      'Account number,Entity,Bank name,Account name\n"1234 5678",Harbor Bank,"Wells, Fargo",Ops',
      bankColumns,
    );
    expect(rows).toEqual([
      {
        entity_id: harbor,
        bank_name: 'Wells, Fargo',
        account_name: 'Ops',
        account_number: '1234 5678',
        aba_routing_number: '',
        swift_code: '',
      },
    ]);
  });

  it('gives every bad cell its own message and no payload', () => {
    const rows = parseBulkText(
      'Nobody LLC\tChase\tOps\t12\t123\tXX\nAcme Pension LP\t\tOps\t12345678\t\t',
      bankColumns,
    );
    const { payload, errors } = validateBulkRows(rows, bankColumns, bankRowSchema);
    expect(payload).toBeNull();
    expect(errors).toEqual({
      '0.entity_id': 'No entity named “Nobody LLC”',
      '0.account_number': 'Must be 4 to 34 letters or digits',
      '0.aba_routing_number': 'Must be 9 digits',
      '0.swift_code': 'Must be a SWIFT/BIC code of 8 or 11 characters',
      '1.bank_name': 'This field may not be blank.',
    });
  });

  it('reads yes/no cells and refuses anything else', () => {
    const columns: BulkColumn[] = [
      entity,
      { field: 'name', title: 'Name', kind: 'text' },
      { field: 'email', title: 'Email', kind: 'text' },
      { field: 'is_primary', title: 'Primary', kind: 'boolean' },
    ];
    const rows = parseBulkText(
      'Harbor Bank\tKim\tkim@bank.test\tyes\nHarbor Bank\tLee\tlee@bank.test\tmaybe',
      columns,
    );
    expect(rows.map((r) => r.is_primary)).toEqual([true, 'maybe']);
    const { errors } = validateBulkRows(rows, columns, contactRowSchema);
    expect(errors).toEqual({ '1.is_primary': 'Must be yes or no' });
  });

  it('maps server row errors onto the grid cells and grid edits back onto the rows', () => {
    expect(
      bulkErrorsFromServer({
        'rows.2.entity_id': ['No such entity'],
        rows: ['Add at least one row'],
      }),
    ).toEqual({ '2.entity_id': 'No such entity' });
    expect(
      bulkErrorsFromServer(
        { 'entries.0.amount': ['Not an amount', 'Required'], 'rows.1.amount': ['Other list'] },
        'entries',
      ),
    ).toEqual({ '0.amount': 'Not an amount, Required' });
    const rows = parseBulkText('Harbor Bank\tBNY\tOps\t99887766', bankColumns);
    const table = bulkTable(rows, bankColumns, { '0.bank_name': 'Bad' });
    expect(table.rows[0]!.cells.bank_name).toMatchObject({
      value: { type: 'text', text: 'BNY' },
      form_field: { name: '0.bank_name' },
      error: { message: 'Bad' },
    });
    expect(table.rows[0]!.cells.entity_id!.form_field!.options).toContainEqual({
      value: harbor,
      rich_value: 'Harbor Bank',
    });
    expect(rowsFromFormValues(rows, { '0.bank_name': 'BNY' })).toBeNull();
    expect(rowsFromFormValues(rows, { '0.bank_name': 'Mellon' })?.[0]?.bank_name).toBe('Mellon');
  });
});
