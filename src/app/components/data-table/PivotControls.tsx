import { cva } from 'styled-system/css';
import type { Column } from '../../../api/table-data';
import { SearchableSelect } from '../SearchableSelect';

export type PivotControlsProps = {
  columns: readonly Column[];
  pivotOn: string | null;
  groupBy: string | null;
  /** Turns pivot mode on (a column id) or off (null), with the row-group column to use. */
  onPivot: (pivotOn: string | null, groupBy: string | null) => void;
};

const select = cva({
  base: {
    h: '30px',
    px: '1.5',
    border: '1px solid',
    borderColor: 'gray.300',
    borderRadius: '6px',
    bg: 'white',
    fontSize: 'sm',
  },
  // A pivot is on: the control says so by its colour.
  variants: { on: { true: { bg: 'blue.50', borderColor: 'blue.400' } } },
});

/** The toolbar's pivot (spec §2): pivot on an enable_pivot column, rows by a row-group one. */
export function PivotControls({ columns, pivotOn, groupBy, onPivot }: PivotControlsProps) {
  // A sensitive column's values would become column titles, which are never masked.
  const pivotColumns = columns.filter((c) => c.enable_pivot && c.sensitivity !== 'sensitive');
  if (pivotColumns.length === 0) return null;
  const rowColumns = columns.filter((c) => c.enable_row_group && c.id !== pivotOn);
  return (
    <>
      <SearchableSelect
        ariaLabel="Pivot on"
        className={select({ on: pivotOn !== null })}
        value={pivotOn ?? ''}
        placeholder="No pivot"
        options={pivotColumns.map((c) => ({ value: c.id, label: `Pivot on ${c.title}` }))}
        onValueChange={(value) => {
          const next = value || null;
          onPivot(next, groupBy === next ? null : groupBy);
        }}
      />
      {pivotOn ? (
        <SearchableSelect
          ariaLabel="Pivot rows"
          className={select()}
          value={groupBy ?? ''}
          placeholder="All rows in one"
          options={rowColumns.map((c) => ({ value: c.id, label: `Rows by ${c.title}` }))}
          onValueChange={(value) => onPivot(pivotOn, value || null)}
        />
      ) : null}
    </>
  );
}
