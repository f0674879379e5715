import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Link, useParams, useSearch } from 'wouter';
import { formatMoney } from '../../../domain/money-display';
import { PageTabs } from '../../components/PageTabs';
import { card, page, pageTitle } from '../../components/page-styles';
import { capitalActivityBase } from '../capital-activity/capital-activity-routes';
import { EventStateBadge } from '../capital-activity/EventStateBadge';
import { ErrorPage } from '../ErrorPage';
import { eventsAdminQueries } from './events-admin-queries';

/** /admin/events/{customerEventId}: tabs details and create-data (the stored inputs). */
export function EventDetailsPage() {
  const { customerEventId } = useParams<{ customerEventId: string }>();
  const params = new URLSearchParams(useSearch());
  const tab = params.get('tab') === 'create-data' ? 'create-data' : 'details';
  const { data, error, refetch } = useQuery(eventsAdminQueries.details(customerEventId));
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!data) return <main className={page}>Loading…</main>;
  const here = `/admin/events/${customerEventId}?fundFamilyId=${data.fund_family_id}`;
  return (
    <main className={page}>
      <Link href={`/admin/events?fundFamilyId=${data.fund_family_id}`}>← Events</Link>
      <h1 className={pageTitle}>{data.name}</h1>
      <PageTabs
        label="Event"
        tabs={[
          { label: 'Details', href: here, current: tab === 'details' },
          { label: 'Create data', href: `${here}&tab=create-data`, current: tab === 'create-data' },
        ]}
      />
      {tab === 'details' ? (
        <dl
          className={`${card} ${css({ display: 'grid', gridTemplateColumns: '200px 1fr', gap: '2', '& dt': { color: 'gray.600' } })}`}
        >
          <dt>Type</dt>
          <dd>{data.event_type}</dd>
          <dt>Effective date</dt>
          <dd>{data.effective_date}</dd>
          <dt>State</dt>
          <dd>
            <EventStateBadge state={data.state} />
          </dd>
          <dt>Ledger rows</dt>
          <dd>{data.ledger_rows}</dd>
          <dt>Total posted</dt>
          <dd>{formatMoney(data.total_posted_cents, 'USD')}</dd>
          <dt>Set aside (waiting for a refresh)</dt>
          <dd>{data.set_aside_rows}</dd>
          <dt>Refresh recomputes it</dt>
          <dd>{data.refreshable ? 'Yes' : 'Not yet for this type of event'}</dd>
          {data.event_type === 'capital_activity' && data.state === 'completed' ? (
            <>
              <dt>Correct it</dt>
              <dd>
                {/* Issue 21: a finalized call is cancel-corrected from its own page's tab. */}
                <Link
                  href={`${capitalActivityBase(data.fund_family_id)}/${data.id}/cancel-correct`}
                >
                  Cancel-correct this call
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <section className={card} aria-label="Create data">
          {data.create_data ? (
            <>
              <p className={css({ color: 'gray.600', mb: '2' })}>
                Stored inputs from {data.create_data.source}
              </p>
              <pre
                className={css({
                  fontSize: 'sm',
                  overflow: 'auto',
                  maxH: '640px',
                  whiteSpace: 'pre-wrap',
                })}
              >
                {JSON.stringify(data.create_data.record, null, 2)}
              </pre>
            </>
          ) : (
            <p>This event keeps no stored inputs of its own.</p>
          )}
        </section>
      )}
    </main>
  );
}
