import { css } from 'styled-system/css';
import type { Column } from '../../../api/table-data';

export type PivotControlsProps = {
  columns: readonly Column[];
  pivotOn: string | null;
  groupBy: string | null;
  /** Turns pivot mode on (a column id) or off (null), with the row-group column to use. */
  onPivot: (pivotOn: string | null, groupBy: string | null) => void;
};

const select = css({
  h: '30px',
  px: '1.5',
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '6px',
  bg: 'white',
  fontSize: 'sm',
  '&[data-on=true]': { bg: 'blue.50', borderColor: 'blue.400' },
});

/** The toolbar's pivot (spec §2): pivot on an enable_pivot column, rows by a row-group one. */
export function PivotControls({ columns, pivotOn, groupBy, onPivot }: PivotControlsProps) {
  // A sensitive column's values would become column titles, which are never masked.
  const pivotColumns = columns.filter((c) => c.enable_pivot && c.sensitivity !== 'sensitive');
  if (pivotColumns.length === 0) return null;
  const rowColumns = columns.filter((c) => c.enable_row_group && c.id !== pivotOn);
  return (
    <>
      <select
        aria-label="Pivot on"
        className={select}
        data-on={pivotOn !== null}
        value={pivotOn ?? ''}
        onChange={(e) => {
          const next = e.target.value || null;
          onPivot(next, groupBy === next ? null : groupBy);
        }}
      >
        <option value="">No pivot</option>
        {pivotColumns.map((c) => (
          <option key={c.id} value={c.id}>
            Pivot on {c.title}
          </option>
        ))}
      </select>
      {pivotOn ? (
        <select
          aria-label="Pivot rows"
          className={select}
          value={groupBy ?? ''}
          onChange={(e) => onPivot(pivotOn, e.target.value || null)}
        >
          <option value="">All rows in one</option>
          {rowColumns.map((c) => (
            <option key={c.id} value={c.id}>
              Rows by {c.title}
            </option>
          ))}
        </select>
      ) : null}
    </>
  );
}
