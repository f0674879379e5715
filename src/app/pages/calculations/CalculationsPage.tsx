import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { Calculation } from '../../../api/calculation-responses';
import { calculationPageCategories, type CalculationPageCategory } from '../../../api/calculations';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page, pageTitle } from '../../components/page-styles';
import { calculationQueries } from '../../queries/calculation-queries';
import { fundQueries } from '../../queries/fund-queries';
import { ErrorPage } from '../ErrorPage';
import { CalculationSidePanel } from './CalculationSidePanel';
import { CalculationsEmptyState } from './CalculationsEmptyState';
import {
  calculationsPath,
  flatCalculationsTable,
  hierarchicalCalculationsTable,
} from './calculations-table';
import { useCalculationPermissions } from './use-calculation-permissions';

const tabStyle = css({
  pb: '2',
  color: 'gray.600',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  '&[aria-selected=true]': {
    borderBottom: '2px solid',
    borderColor: 'brand',
    color: 'gray.900',
    fontWeight: 'semibold',
  },
});

function MxlTab({
  fundFamilyId,
  category,
}: {
  fundFamilyId: string;
  category: CalculationPageCategory;
}) {
  const [view, setView] = useState<'flat' | 'hierarchy'>('hierarchy');
  const { data, isPending } = useQuery(calculationQueries.hierarchy(fundFamilyId, category));
  const mxl = (data?.flat_calculations ?? []).filter((calculation) => calculation.kind === 'mxl');
  const ids = new Set(mxl.map((calculation) => calculation.id));
  const table = !data
    ? undefined
    : view === 'flat'
      ? flatCalculationsTable(mxl, category)
      : hierarchicalCalculationsTable(
          data.hierarchical_calculations.filter((node) => ids.has(node.id)),
          data.flat_calculations,
          category,
        );
  return (
    <>
      <div
        role="radiogroup"
        aria-label="View"
        className={css({ display: 'flex', gap: '1', mb: '3' })}
      >
        {(['flat', 'hierarchy'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={view === option}
            className={button({ variant: view === option ? 'primary' : 'secondary' })}
            onClick={() => setView(option)}
          >
            {option === 'flat' ? 'Flat' : 'Hierarchy'}
          </button>
        ))}
      </div>
      <LazyDataTable
        tableKey={`calculations-mxl-${view}`}
        title="MXL Calculations"
        table={table}
        isLoading={isPending}
        emptyMessage="No MXL calculations yet."
      />
    </>
  );
}

export function CalculationsBody({
  fundFamilyId,
  category,
  calculations,
  isPending,
}: {
  fundFamilyId: string;
  category: CalculationPageCategory;
  calculations: Calculation[] | undefined;
  isPending: boolean;
}) {
  const permissions = useCalculationPermissions(fundFamilyId, category);
  const tabs = [
    { id: 'mxl', label: 'MXL Calculations' },
    ...(category === 'accounting' ? [{ id: 'basic', label: 'Basic & Advanced Calculations' }] : []),
  ];
  const [tab, setTab] = useState('mxl');
  if (!isPending && calculations?.length === 0) {
    return (
      <CalculationsEmptyState
        fundFamilyId={fundFamilyId}
        category={category}
        canAdd={permissions.canAdd}
        canAddMxl={permissions.canAddMxl}
        createPath={permissions.createPath}
        createMxlPath={permissions.createMxlPath}
      />
    );
  }
  if (!permissions.withSubcalcs) {
    return (
      <LazyDataTable
        tableKey="calculations"
        title="Calculations"
        table={calculations ? flatCalculationsTable(calculations, category) : undefined}
        isLoading={isPending}
      />
    );
  }
  const current = tabs.find((t) => t.id === tab) ?? tabs[0]!;
  return (
    <>
      <div
        role="tablist"
        aria-label="Calculation tabs"
        className={css({
          display: 'flex',
          gap: '4',
          borderBottom: '1px solid',
          borderColor: 'gray.200',
          mb: '4',
        })}
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === current.id}
            className={tabStyle}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {current.id === 'mxl' ? (
        <MxlTab fundFamilyId={fundFamilyId} category={category} />
      ) : (
        <LazyDataTable
          tableKey="calculations-basic"
          title="Basic & Advanced Calculations"
          table={flatCalculationsTable(
            (calculations ?? []).filter((calculation) => calculation.kind === 'transaction'),
            category,
          )}
          isLoading={isPending}
          emptyMessage="No basic or advanced calculations yet."
        />
      )}
    </>
  );
}

/** `/fund-family/{id}/calculations/{calculationPageCategory}/{calculationId?}` (spec §2). */
export function CalculationsPage() {
  const {
    fundFamilyId = '',
    category = '',
    calculationId,
  } = useParams<{
    fundFamilyId: string;
    category: string;
    calculationId?: string;
  }>();
  const valid = (calculationPageCategories as readonly string[]).includes(category);
  const pageCategory = (valid ? category : 'accounting') as CalculationPageCategory;
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data, isPending, error, refetch } = useQuery(
    calculationQueries.list(fundFamilyId, pageCategory),
  );
  const permissions = useCalculationPermissions(fundFamilyId, pageCategory);
  if (!valid) return <Redirect to={calculationsPath(fundFamilyId, 'accounting')} replace />;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  const selected = calculationId ? data?.find((c) => c.id === calculationId) : undefined;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '4' })}>
        <h1 className={pageTitle} style={{ marginBottom: 0, flex: 1 }}>
          {fund ? `${fund.name} — calculations` : 'Calculations'}
        </h1>
        {data && data.length > 0 && permissions.canAdd ? (
          <>
            <Link href={permissions.createPath} className={button()}>
              Add custom calculation
            </Link>
            {permissions.canAddMxl ? (
              <Link href={permissions.createMxlPath} className={button({ variant: 'secondary' })}>
                Add MXL calculation
              </Link>
            ) : null}
          </>
        ) : null}
      </div>
      <section className={card}>
        <CalculationsBody
          fundFamilyId={fundFamilyId}
          category={pageCategory}
          calculations={data}
          isPending={isPending}
        />
      </section>
      {selected ? (
        <CalculationSidePanel key={selected.id} calculation={selected} category={pageCategory} />
      ) : null}
    </main>
  );
}
