import { css } from 'styled-system/css';
import type { CapitalCallReallocation } from '../../../../api/capital-call-reallocation';
import { card } from '../../../components/page-styles';
import { formatDate } from '../../../lib/date-display';
import { CheckList } from '../CheckList';

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
        <CheckList checks={reallocation.checks} />
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
