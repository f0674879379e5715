import { css } from 'styled-system/css';
import type { CapitalCallEvent } from '../../../api/capital-call';
import { card } from '../../components/page-styles';
import { formatDate } from '../../lib/date-display';
import { CheckList } from './CheckList';
import { RefusalList } from './RefusalList';

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
        <CheckList checks={event.checks} />
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
