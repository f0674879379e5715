import type { Column, Row, Table } from '../../../../api/table-data';

const entities = ['LP Alder', 'LP Birch', 'LP Cedar', 'GP Holdings'];
const codes = [
  { name: 'Capital call', detail: (q: number) => `Capital call #${q}` },
  { name: 'Distribution', detail: (q: number) => `Distribution Q${q}` },
  { name: 'Management fee', detail: (q: number) => `Management fee Q${q}` },
];

/**
 * Ledger lines for pivot mode and the set filter: pivot on the transaction code, rows by
 * entity. Codes carry detail text but file under their code name (cell filter_values).
 */
export function ledgerTable(): Table {
  const columns: Column[] = [
    {
      id: 'entity',
      title: 'Entity',
      cell_value_type: 'text',
      enable_row_group: true,
      filter_type: 'set',
    },
    {
      id: 'code',
      title: 'Transaction code',
      cell_value_type: 'text',
      enable_pivot: true,
      enable_row_group: true,
      filter_type: 'set',
      set_filter_values: codes.map((c) => c.name),
    },
    { id: 'effective', title: 'Effective', cell_value_type: 'date' },
    { id: 'amount', title: 'Amount', cell_value_type: 'money', aggregatable: true },
  ];
  const rows: Row[] = Array.from({ length: 24 }, (_, i) => {
    const code = codes[i % 3]!;
    const quarter = (i % 4) + 1;
    const entity = entities[Math.floor(i / 6)]!;
    return {
      id: `l${i}`,
      cells: {
        entity: { value: { type: 'text', text: entity } },
        code: { value: { type: 'text', text: code.detail(quarter) }, filter_values: [code.name] },
        effective: {
          value: { type: 'date', date: `2026-${String(quarter * 3).padStart(2, '0')}-28` },
        },
        amount: {
          value: {
            type: 'money',
            amount: (code.name === 'Distribution' ? -1 : 1) * (100_000 + i * 2_500) * 100,
          },
        },
      },
    };
  });
  return { columns, rows };
}
