import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page } from '../../components/page-styles';
import { PageHeading } from '../../components/PageHeading';
import { PermissionGate } from '../../components/PermissionGate';
import { tableDataQueries } from '../../queries/table-data-queries';
import { ErrorPage } from '../ErrorPage';
import { CreateFundFamilyDialog } from './CreateFundFamilyDialog';

/** `/fund-family`: where `/` lands; each row opens its fund (setup while draft). */
export function FundFamilyListPage() {
  const { data, isPending, error, refetch } = useQuery(tableDataQueries.fundFamilyList());
  const [creating, setCreating] = useState(false);
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page}>
      <PageHeading title="Fund families">
        <PermissionGate permission="write">
          <button type="button" className={button()} onClick={() => setCreating(true)}>
            New fund family
          </button>
        </PermissionGate>
      </PageHeading>
      <section className={card}>
        {isPending ? (
          <p className={css({ color: 'gray.500' })}>Loading fund families…</p>
        ) : data.rows.length === 0 ? (
          <div className={css({ textAlign: 'center', py: '10' })} data-testid="fund-family-empty">
            <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '1' })}>
              No fund families yet
            </h2>
            <p className={css({ color: 'gray.600' })}>
              A fund family holds your funds, entities and investors. Create one to start its setup.
            </p>
          </div>
        ) : (
          <LazyDataTable
            tableKey="fund-family-list"
            title="Fund families"
            table={data}
            emptyMessage="No fund families yet"
            fillsPage
          />
        )}
      </section>
      <CreateFundFamilyDialog open={creating} onOpenChange={setCreating} />
    </main>
  );
}
