import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import type { CustomerEventList } from '../../../api/event-correction';
import { card } from '../../components/page-styles';
import { CorrectionControls } from './CorrectionControls';
import { correctionRequests, eventsAdminQueries } from './events-admin-queries';
import { RefreshProgress } from './RefreshProgress';
import { useEventCorrection } from './use-event-correction';

/**
 * A refresh started elsewhere (another tab, another user, before a reload) and still running:
 * followed by polling until it ends, when the events list is read again.
 */
function RunningRefresh({ correctionId }: { correctionId: string }) {
  const queryClient = useQueryClient();
  const run = useQuery(eventsAdminQueries.correction(correctionId)).data;
  const finished = run !== undefined && run.state !== 'running';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: eventsAdminQueries.all() });
  }, [finished, queryClient]);
  return run ? <RefreshProgress run={run} /> : null;
}

/** The refresh tab: the out-of-date events, oldest first, recomputed after a preview. */
export function RefreshTab({
  fundFamilyId,
  list,
}: {
  fundFamilyId: string;
  list: CustomerEventList;
}) {
  const correction = useEventCorrection(correctionRequests(fundFamilyId));
  const softAllowed = list.soft_rollback_and_refresh_allowed;
  useEffect(() => {
    correction.choose('refresh', null, { mayRollBack: true, softAllowed });
    // Once: a refresh has nothing else to choose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [softAllowed]);
  const outOfDate = list.events.filter((e) => e.state === 'out_of_date');
  // Not this page's own run (that one the correction's machine follows).
  const elsewhere =
    correction.state === 'choosing'
      ? list.corrections.find((c) => c.kind === 'refresh' && c.state === 'running')
      : undefined;
  if (elsewhere) return <RunningRefresh correctionId={elsewhere.id} />;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <section className={card} aria-label="Out-of-date events">
        {!softAllowed ? (
          <p role="alert">
            Refresh is for internal users unless the external_user_soft_rollback_and_refresh_events
            flag is on.
          </p>
        ) : outOfDate.length === 0 ? (
          <p>No event is out of date: there is nothing to refresh.</p>
        ) : (
          <p>
            {outOfDate.length} out-of-date event{outOfDate.length === 1 ? '' : 's'}, refreshed
            oldest to newest: {outOfDate.map((e) => e.name).join(', ')}. A failure stops at that
            event, which stays out of date with every later one.
          </p>
        )}
      </section>
      <CorrectionControls correction={correction} />
    </div>
  );
}
