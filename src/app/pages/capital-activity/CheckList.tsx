import { css } from 'styled-system/css';

/** A check the server proves before posting a capital event (call, reallocation, distribution). */
export type EventCheck = {
  id: string;
  label: string;
  status: 'passed' | 'failed' | 'not_run';
  failures: readonly { message: string }[];
};

const mark = {
  passed: { symbol: '✓', words: 'passed', color: 'green.700' },
  failed: { symbol: '✗', words: 'failed', color: 'red.700' },
  not_run: { symbol: '○', words: 'checked when posting', color: 'gray.500' },
} as const;

function CheckLine({ check }: { check: EventCheck }) {
  const m = mark[check.status];
  return (
    <li
      data-check={check.id}
      data-status={check.status}
      className={css({ py: '2', borderBottom: '1px solid', borderColor: 'gray.100' })}
    >
      <div className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}>
        <span aria-hidden className={css({ fontWeight: 'bold', w: '4' })}>
          <span className={css({ color: m.color })}>{m.symbol}</span>
        </span>
        <span>
          {check.label}
          <span className={css({ srOnly: true })}>: {m.words}</span>
          {check.status === 'not_run' ? (
            <span className={css({ color: 'gray.500', fontSize: 'sm' })}>
              {' '}
              (checked when posting)
            </span>
          ) : null}
        </span>
      </div>
      {check.failures.length > 0 ? (
        <ul className={css({ pl: '8', color: 'red.800', fontSize: 'sm', listStyle: 'disc' })}>
          {check.failures.map((failure, at) => (
            <li key={at}>{failure.message}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The checks as ticks and crosses, each failure naming the LP, the figure and the difference. */
export function CheckList({ checks }: { checks: readonly EventCheck[] }) {
  return (
    <ul aria-label="Checks" className={css({ listStyle: 'none' })}>
      {checks.map((check) => (
        <CheckLine key={check.id} check={check} />
      ))}
    </ul>
  );
}
