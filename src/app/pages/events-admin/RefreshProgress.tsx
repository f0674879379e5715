import { css } from 'styled-system/css';
import type { EventCorrectionRun } from '../../../api/event-correction';
import { card } from '../../components/page-styles';

/**
 * A refresh job's progress as polled (spec §4 event polling): how many of its events are
 * refreshed, oldest to newest. Each event commits on its own, so the user may leave the page.
 */
export function RefreshProgress({ run }: { run: EventCorrectionRun }) {
  const total = run.event_ids.length;
  const share = total === 0 ? 0 : Math.round((run.done_count / total) * 100);
  return (
    <section
      className={card}
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label="Refresh progress"
      data-testid="refresh-progress"
    >
      <p className={css({ fontWeight: 'semibold' })}>
        Refreshing the out-of-date events, oldest to newest: {run.done_count} of {total} done.
      </p>
      <div
        role="progressbar"
        aria-label="Events refreshed"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={run.done_count}
        className={css({
          h: '8px',
          bg: 'gray.200',
          borderRadius: 'full',
          overflow: 'hidden',
          my: '3',
        })}
      >
        <div
          className={css({ h: 'full', bg: 'brand', transition: 'width 0.3s' })}
          style={{ width: `${share}%` }}
        />
      </div>
      <p className={css({ color: 'gray.600', fontSize: 'sm' })}>
        Each event is posted in its own transaction and its events show they are being refreshed.
        The refresh goes on in the background if you leave this page.
      </p>
    </section>
  );
}
