import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { noticeQueries } from './notice-queries';

/**
 * Spec §4: "If no notices exist the user is warned notices cannot be added afterwards" (the
 * server refuses them once the event is finalized). Shown in a draft capital event's finalize
 * confirmation; the notices' status is read while the draft's page is open, so the answer is
 * there when the dialog opens; until it is known, the warning shows.
 */
export function NoNoticesWarning({
  event,
  noun,
}: {
  event: { id: string; fund_family_id: string; state: string };
  /** What the event is called in the sentence: "call", "distribution". */
  noun: string;
}) {
  const notices = useQuery({
    ...noticeQueries.status(event.fund_family_id, event.id),
    enabled: event.state === 'draft',
  });
  if ((notices.data?.total ?? 0) > 0) return null;
  return (
    <p
      role="note"
      data-testid="finalize-no-notices"
      className={css({ bg: '#fef3c7', color: '#92400e', borderRadius: '6px', p: '3', mb: '3' })}
    >
      No notices have been generated for this {noun}: notices cannot be added after it is finalized.
    </p>
  );
}
