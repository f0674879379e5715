import { css } from 'styled-system/css';
import type { AllocationPathHop } from '../../../api/allocation-rules';
import { formatCents } from '../../../domain/money';

/** How a row's cents got there: every hop with the parent amount, the weights and the rounding. */
export function AllocationPathList({ paths }: { paths: AllocationPathHop[][] }) {
  if (paths.length === 0) return null;
  return (
    <details>
      <summary className={css({ cursor: 'pointer', color: 'blue.700', fontSize: 'sm' })}>
        Path
      </summary>
      {paths.map((path, p) => (
        <ol
          key={p}
          className={css({ pl: '5', listStyle: 'decimal', fontSize: 'sm', color: 'gray.700' })}
        >
          {path.map((hop) => (
            <li key={`${hop.from}-${hop.to}`}>
              {hop.from} → {hop.to} ({hop.basis}): {formatCents(hop.parent_amount_cents)} ×{' '}
              {hop.weight} ÷ {hop.weight_total}, exactly {hop.exact} cents, rounded to{' '}
              {formatCents(hop.amount_cents)}
            </li>
          ))}
        </ol>
      ))}
    </details>
  );
}
