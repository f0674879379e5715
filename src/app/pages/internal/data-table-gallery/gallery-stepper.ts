import type { Column, Row, Table } from '../../../../api/table-data';

/**
 * Rounding by hand with money steppers: each row's allocation steps by the fund's rounding
 * unit (dollars for one fund, cents for the other, spec §9), up to the amount available.
 */
export function stepperTable(): Table {
  const columns: Column[] = [
    { id: 'investor', title: 'Investor', cell_value_type: 'text', is_pinned: true },
    { id: 'rounding', title: 'Rounding', cell_value_type: 'text' },
    { id: 'available', title: 'Available', cell_value_type: 'money' },
    { id: 'allocation', title: 'Allocation', cell_value_type: 'money_stepper' },
  ];
  const funds = [
    { rounding: 'Dollar', step: 1 },
    { rounding: 'Cents', step: 0.01 },
  ];
  const rows: Row[] = ['LP Alder', 'LP Birch', 'LP Cedar'].map((investor, i) => {
    const fund = funds[i % 2]!;
    return {
      id: `s${i}`,
      cells: {
        investor: { value: { type: 'text', text: investor } },
        rounding: { value: { type: 'text', text: fund.rounding } },
        available: { value: { type: 'money', amount: 1_250_050 + i * 10_000 } },
        allocation: {
          value: {
            type: 'money_stepper',
            source_column_id: 'available',
            form_name_id_to_step: { [`allocation_${i}`]: fund.step },
            column_id_to_step: {},
          },
        },
      },
    };
  });
  return { columns, rows };
}
