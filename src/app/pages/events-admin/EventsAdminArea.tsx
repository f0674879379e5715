import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { inputClass } from '../../components/form-field';
import { PageTabs } from '../../components/PageTabs';
import { card, page, pageTitle } from '../../components/page-styles';
import { fundFamilyQueries } from '../../queries/fund-family-queries';
import { ErrorPage } from '../ErrorPage';
import { EventDetailsPage } from './EventDetailsPage';
import { eventActions, eventsTable } from './events-admin-tables';
import { eventsAdminQueries } from './events-admin-queries';
import { RefreshTab } from './RefreshTab';
import { RollbackTab } from './RollbackTab';

const tabs = [
  { id: '', label: 'Events' },
  { id: 'rollback', label: 'Rollback' },
  { id: 'refresh', label: 'Refresh' },
] as const;

/**
 * Spec §2 Events admin: /admin/events (index), /admin/events/rollback and /admin/events/refresh,
 * each with ?fundFamilyId=; /admin/events/{customerEventId} with details and create-data.
 */
export function EventsAdminArea() {
  return (
    <Switch>
      <Route path="/admin/events/rollback">
        <EventsAdminPage tab="rollback" />
      </Route>
      <Route path="/admin/events/refresh">
        <EventsAdminPage tab="refresh" />
      </Route>
      <Route path="/admin/events/:customerEventId" component={EventDetailsPage} />
      <Route path="/admin/events">
        <EventsAdminPage tab="" />
      </Route>
    </Switch>
  );
}

function EventsAdminPage({ tab }: { tab: (typeof tabs)[number]['id'] }) {
  const params = new URLSearchParams(useSearch());
  const fundFamilyId = params.get('fundFamilyId');
  const fromEventId = params.get('fromEventId');
  const [, navigate] = useLocation();
  const families = useQuery(fundFamilyQueries.list());
  const list = useQuery({
    ...eventsAdminQueries.list(fundFamilyId ?? ''),
    enabled: !!fundFamilyId,
  });
  const go = (to: string, family = fundFamilyId) =>
    navigate(`/admin/events${to ? `/${to}` : ''}?fundFamilyId=${family ?? ''}`);
  // Without a fund family the first one is shown (spec: every tab takes fundFamilyId).
  useEffect(() => {
    const first = families.data?.[0];
    if (!fundFamilyId && first) go(tab, first.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fundFamilyId, families.data]);

  if (list.error) return <ErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <main className={page}>
      <h1 className={pageTitle}>Events</h1>
      <div className={css({ maxW: '420px', mb: '4' })}>
        <label
          htmlFor="events-fund-family"
          className={css({ display: 'block', fontWeight: 'medium', mb: '1' })}
        >
          Fund family
        </label>
        <select
          id="events-fund-family"
          className={inputClass}
          value={fundFamilyId ?? ''}
          onChange={(e) => go(tab, e.target.value)}
        >
          {(families.data ?? []).map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <PageTabs
        label="Events admin"
        tabs={tabs.map((t) => ({
          label: t.label,
          href: `/admin/events${t.id ? `/${t.id}` : ''}?fundFamilyId=${fundFamilyId ?? ''}`,
          current: t.id === tab,
        }))}
      />
      {!fundFamilyId || !list.data ? (
        <p className={css({ color: 'gray.500' })}>Loading events…</p>
      ) : tab === 'rollback' ? (
        <RollbackTab
          key={`${fundFamilyId}-${fromEventId ?? ''}`}
          fundFamilyId={fundFamilyId}
          list={list.data}
          initialEventId={fromEventId}
        />
      ) : tab === 'refresh' ? (
        <RefreshTab key={fundFamilyId} fundFamilyId={fundFamilyId} list={list.data} />
      ) : (
        <section className={card}>
          <LazyDataTable
            tableKey="events-admin"
            title="Events, oldest to newest"
            table={eventsTable(list.data, fundFamilyId)}
            emptyMessage="This fund family has no events yet."
            onLink={(link, row) => {
              if (link.type === 'button' && link.action === eventActions.rollBack && row)
                navigate(
                  `/admin/events/rollback?fundFamilyId=${fundFamilyId}&fromEventId=${row.id}`,
                );
            }}
          />
        </section>
      )}
    </main>
  );
}
