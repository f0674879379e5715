import { css } from 'styled-system/css';
import type { CapitalCallEvent, InvariantCheck } from '../../../api/capital-call';
import { card } from '../../components/page-styles';
import { formatDate } from '../../lib/date-display';
import { RefusalList } from './RefusalList';

const mark = {
  passed: { symbol: '✓', words: 'passed', color: 'green.700' },
  failed: { symbol: '✗', words: 'failed', color: 'red.700' },
  not_run: { symbol: '○', words: 'checked when posting', color: 'gray.500' },
} as const;

function CheckLine({ check }: { check: InvariantCheck }) {
  const m = mark[check.status];
  return (
    <li
      data-check={check.id}
      data-status={check.status}
      className={css({ py: '2', borderBottom: '1px solid', borderColor: 'gray.100' })}
    >
      <div className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}>
        <span aria-hidden className={css({ fontWeight: 'bold', w: '4' })} style={{}}>
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
 * Step "review": the invariants the server proves before posting (issue 17), per LP and in
 * total, each a tick or a cross naming the LP, figure and difference; the lines refused for an
 * LP; and who drafted and finalized the call.
 */
export function ReviewStep({ event }: { event: CapitalCallEvent }) {
  const finalized = event.state === 'completed' || event.state === 'out_of_date';
  return (
    <>
      <RefusalList refusals={event.refusals} />
      <section className={card} style={{ marginBottom: 20 }}>
        <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>
          {finalized ? 'Checks proven at finalization' : 'Checks before posting'}
        </h2>
        <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '2' })}>
          The server proves these per LP and in total before anything is posted; a failed check
          refuses the finalize and names the LP, the figure and the difference.
        </p>
        <ul aria-label="Checks" className={css({ listStyle: 'none' })}>
          {event.checks.map((check) => (
            <CheckLine key={check.id} check={check} />
          ))}
        </ul>
      </section>
      <section className={card}>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: '180px 1fr',
            rowGap: '1',
            '& dt': { color: 'gray.600' },
          })}
        >
          <dt>Notice date</dt>
          <dd>{formatDate(event.notice_date)}</dd>
          <dt>Due date</dt>
          <dd>{formatDate(event.due_date)} (the contributions&apos; effective date)</dd>
          <dt>Drafted by</dt>
          <dd>{event.created_by?.name ?? '—'}</dd>
          {event.finalized_by ? (
            <>
              <dt>Finalized by</dt>
              <dd>{event.finalized_by.name}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}
