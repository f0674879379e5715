import { css } from 'styled-system/css';
import type {
  CapitalCallReallocation,
  ReallocationCheck,
} from '../../../../api/capital-call-reallocation';
import { card } from '../../../components/page-styles';
import { formatDate } from '../../../lib/date-display';

const mark = {
  passed: { symbol: '✓', words: 'passed', color: 'green.700' },
  failed: { symbol: '✗', words: 'failed', color: 'red.700' },
  not_run: { symbol: '○', words: 'checked when posting', color: 'gray.500' },
} as const;

function Check({ check }: { check: ReallocationCheck }) {
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

/**
 * Step "review": the checks the server proves before posting (and, once posted, as proven), each
 * a tick or a cross naming the use or LP, the figure and the difference; who drafted and
 * finalized it.
 */
export function ReallocationReviewStep({
  reallocation,
}: {
  reallocation: CapitalCallReallocation;
}) {
  const finalized = reallocation.state === 'completed' || reallocation.state === 'out_of_date';
  const rows = reallocation.rows.reduce(
    (count, row) =>
      count + reallocation.uses.filter((use) => row.by_use[use.id]!.difference_cents !== 0).length,
    0,
  );
  return (
    <>
      <section className={card} style={{ marginBottom: 20 }}>
        <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>
          {finalized ? 'Checks proven when posting' : 'Checks before posting'}
        </h2>
        <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '2' })}>
          The server proves these before anything is posted; a failed check refuses the finalize and
          names the use or LP, the figure and the difference.
        </p>
        <ul aria-label="Checks" className={css({ listStyle: 'none' })}>
          {reallocation.checks.map((check) => (
            <Check key={check.id} check={check} />
          ))}
        </ul>
      </section>
      <section className={card}>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: '200px 1fr',
            rowGap: '1',
            '& dt': { color: 'gray.600' },
          })}
        >
          <dt>Capital call</dt>
          <dd>
            {reallocation.capital_call.name} (due {formatDate(reallocation.capital_call.due_date)})
          </dd>
          <dt>Effective date</dt>
          <dd>{formatDate(reallocation.effective_date)} (the differences&apos; ledger date)</dd>
          <dt>{finalized ? 'Ledger rows posted' : 'Ledger rows to post'}</dt>
          <dd>{rows} (one per LP and use that changes; the call&apos;s own rows stay)</dd>
          <dt>Drafted by</dt>
          <dd>{reallocation.created_by?.name ?? '—'}</dd>
          {reallocation.finalized_by ? (
            <>
              <dt>Finalized by</dt>
              <dd>{reallocation.finalized_by.name}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}
