import { css } from 'styled-system/css';
import type { SelectionStatistics } from './selection-statistics';

const number = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** Row count, plus count/min/max/average/sum for a numeric selection (spec §9). */
export function StatusBar({
  rowCount,
  statistics,
}: {
  rowCount: number;
  statistics: SelectionStatistics | null;
}) {
  return (
    <div
      role="status"
      aria-label="Table status"
      className={css({
        display: 'flex',
        gap: '4',
        justifyContent: 'flex-end',
        px: '3',
        py: '1.5',
        fontSize: 'xs',
        color: 'gray.600',
        borderTop: '1px solid',
        borderColor: 'gray.200',
        bg: 'gray.50',
      })}
    >
      {statistics ? (
        <>
          <span>Count: {statistics.count}</span>
          <span>Min: {number.format(statistics.min)}</span>
          <span>Max: {number.format(statistics.max)}</span>
          <span>Average: {number.format(statistics.average)}</span>
          <span>Sum: {number.format(statistics.sum)}</span>
        </>
      ) : null}
      <span>
        {rowCount} {rowCount === 1 ? 'row' : 'rows'}
      </span>
    </div>
  );
}
