import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { inputClass } from '../../components/form-field';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page, pageTitle } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { PermissionGate } from '../../components/PermissionGate';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { transferQueries } from '../../queries/commitment-queries';
import { fundQueries, useCreateClosing } from '../../queries/fund-queries';
import { tableDataQueries } from '../../queries/table-data-queries';
import { useFigureDrillDown } from '../../components/figure-ledger-rows/use-figure-drill-down';

const tabs = [
  { id: 'commitments', label: 'Commitments' },
  { id: 'closings', label: 'Closings' },
  { id: 'transfers', label: 'Transfers' },
] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function TransfersTab({ fundFamilyId }: { fundFamilyId: string }) {
  const { data, isPending } = useQuery(transferQueries.table(fundFamilyId));
  return (
    <>
      <PermissionGate permission="write">
        <Link
          href={`/fund-family/${fundFamilyId}/investor-transfers/setup`}
          className={`${button()} ${css({ mb: '4', display: 'inline-block' })}`}
        >
          New transfer
        </Link>
      </PermissionGate>
      <LazyDataTable
        tableKey="fund-investor-transfers"
        title="Transfers"
        table={data}
        isLoading={isPending}
        emptyMessage="No investor transfers yet."
      />
    </>
  );
}

function CommitmentsTab({ fundFamilyId }: { fundFamilyId: string }) {
  const { data, isPending } = useQuery(tableDataQueries.fundCommitments(fundFamilyId));
  // Each money cell opens the ledger rows behind it.
  const drillDown = useFigureDrillDown();
  return (
    <>
      {drillDown.panel}
      <LazyDataTable
        tableKey="fund-commitments"
        title="Commitments"
        table={data}
        isLoading={isPending}
        emptyMessage="No finalized commitments yet: they appear here once a closing is finalized."
        onLink={drillDown.onLink}
        fillsPage
      />
    </>
  );
}

function NewClosingForm({ fundFamilyId }: { fundFamilyId: string }) {
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const create = useCreateClosing(fundFamilyId);
  const [, navigate] = useLocation();
  return (
    <form
      aria-label="New closing"
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', mb: '4' })}
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          const created = await create.mutateAsync({
            fund_family_id: fundFamilyId,
            name,
            closing_date: date,
          });
          navigate(`/fund-family/${fundFamilyId}/closing/${created.id}/edit/commitments`);
        } catch (error) {
          toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });
        }
      }}
    >
      <label className={css({ fontSize: 'sm' })}>
        Closing name
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
          aria-label="Closing name"
        />
      </label>
      <label className={css({ fontSize: 'sm' })}>
        Closing date
        <input
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className={inputClass}
          aria-label="Closing date"
        />
      </label>
      <button
        type="submit"
        className={button()}
        disabled={!name.trim() || !date || create.isPending}
      >
        New closing
      </button>
    </form>
  );
}

function ClosingsTab({ fundFamilyId, canAdd }: { fundFamilyId: string; canAdd: boolean }) {
  const { data, isPending } = useQuery(tableDataQueries.closings(fundFamilyId));
  return (
    <>
      {canAdd ? (
        <PermissionGate permission="write">
          <NewClosingForm fundFamilyId={fundFamilyId} />
        </PermissionGate>
      ) : null}
      <LazyDataTable
        tableKey="fund-closings"
        title="Closings"
        table={data}
        isLoading={isPending}
        emptyMessage="No closings yet. Complete the fund setup to open the first close."
      />
    </>
  );
}

/** `/fund-family/{id}/commitments/{tab}`: tabs commitments, closings and transfers. */
export function CommitmentsPage() {
  const { fundFamilyId = '', tab } = useParams<{ fundFamilyId: string; tab?: string }>();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const current = tabs.find((t) => t.id === tab);
  // `/commitments/{commitmentId}` opens that commitment's detail.
  if (tab && uuidPattern.test(tab))
    return <Redirect to={`/fund-family/${fundFamilyId}/commitments/${tab}/activity`} replace />;
  if (!current)
    return <Redirect to={`/fund-family/${fundFamilyId}/commitments/commitments`} replace />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <h1 className={pageTitle}>{fund ? `${fund.name} — commitments` : 'Commitments'}</h1>
      <PageTabs
        label="Commitments tabs"
        base={`/fund-family/${fundFamilyId}/commitments`}
        tabs={tabs}
        currentId={current.id}
      />
      <section className={card}>
        {current.id === 'commitments' ? (
          <CommitmentsTab fundFamilyId={fundFamilyId} />
        ) : current.id === 'transfers' ? (
          <TransfersTab fundFamilyId={fundFamilyId} />
        ) : (
          <ClosingsTab
            fundFamilyId={fundFamilyId}
            canAdd={fund !== undefined && fund.state !== 'draft'}
          />
        )}
      </section>
    </main>
  );
}
