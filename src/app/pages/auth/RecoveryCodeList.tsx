import { css } from 'styled-system/css';

/** Recovery codes shown once, two columns, in a monospace face so they copy cleanly. */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <ul
      data-testid="recovery-codes"
      className={css({
        fontFamily: 'mono',
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: '1',
        mb: '4',
      })}
    >
      {codes.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  );
}
