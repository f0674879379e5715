import { css } from 'styled-system/css';
import type { CapitalCallRefusal } from '../../../api/capital-call';

/**
 * Lines refused for an LP (issue 17): a line would call more than the LP's unfunded commitment
 * and its code is not recallable. Each names the LP, the line and the excess; a call with any
 * cannot be finalized.
 */
export function RefusalList({ refusals }: { refusals: readonly CapitalCallRefusal[] }) {
  if (refusals.length === 0) return null;
  return (
    <div
      role="alert"
      aria-label="Refused lines"
      className={css({
        bg: 'red.50',
        border: '1px solid',
        borderColor: 'red.200',
        color: 'red.900',
        borderRadius: '8px',
        p: '4',
        mb: '5',
      })}
    >
      <p className={css({ fontWeight: 'semibold', mb: '1' })}>
        {refusals.length === 1 ? 'One line is refused' : `${refusals.length} lines are refused`} for
        an LP: the call cannot be finalized until it is changed.
      </p>
      <ul className={css({ listStyle: 'disc', pl: '5' })}>
        {refusals.map((refusal) => (
          <li key={`${refusal.use_id}-${refusal.commitment_id}`}>{refusal.message}</li>
        ))}
      </ul>
    </div>
  );
}
