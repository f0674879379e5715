import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { generalLedgerTypeLabels } from '../../../api/general-ledger';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page, pageTitle } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { generalLedgerQueries } from '../../queries/general-ledger-queries';
import { ErrorPage } from '../ErrorPage';
import { NotFoundPage } from '../NotFoundPage';
import { ImportEventsTab } from './ImportEventsTab';
import { IntegrationProfileTab } from './IntegrationProfileTab';

const tabs = [
  { id: 'profile', label: 'Profile' },
  { id: 'import-events', label: 'Import events' },
  { id: 'entries', label: 'Entries' },
  { id: 'investment-cashflow', label: 'Investment cashflow' },
] as const;
const note = css({ color: 'gray.600', fontSize: 'sm', mb: '3' });

function EntriesTab({ integrationId }: { integrationId: string }) {
  const { data, isPending } = useQuery(generalLedgerQueries.entries(integrationId));
  return (
    <section className={card}>
      <p className={note}>
        Every entry of every import of this integration, with what it resolves to. Entries of a
        draft resolve against the current mappings; posted ones show what they were posted as.
      </p>
      <LazyDataTable
        tableKey="general-ledger-entries"
        title="Entries"
        table={data}
        isLoading={isPending}
        emptyMessage="No entries yet: upload an export on the Import events tab."
      />
    </section>
  );
}

function InvestmentCashflowTab({ integrationId }: { integrationId: string }) {
  const { data, isPending } = useQuery(generalLedgerQueries.investmentCashflow(integrationId));
  return (
    <section className={card}>
      <p className={note}>
        Posted entries whose transaction code is classified as an investment, one cash flow per GL
        account and date. The product keeps no investment records yet, so cash flows are grouped by
        the GL account that carries the investment rather than by investment.
      </p>
      <LazyDataTable
        tableKey="general-ledger-investment-cashflow"
        title="Investment cashflow"
        table={data}
        isLoading={isPending}
        emptyMessage="No posted entries under an investment code yet."
      />
    </section>
  );
}

/** `/general-ledger/{integrationId}/{tab}`: profile (default), import events, entries, cashflow. */
export function IntegrationPage({ integrationId, tab }: { integrationId: string; tab?: string }) {
  const { data, error, refetch } = useQuery(generalLedgerQueries.detail(integrationId));
  const current = tab ?? 'profile';
  if (!tabs.some((t) => t.id === current)) return <NotFoundPage />;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!data) return <p className={css({ p: '6', color: 'gray.500' })}>Loading integration…</p>;
  return (
    <main className={page}>
      <p className={css({ fontSize: 'sm', mb: '1' })}>
        <Link href="/general-ledger">General ledger</Link>
      </p>
      <h1 className={pageTitle} style={{ marginBottom: 4 }}>
        {data.name}
      </h1>
      <p className={css({ color: 'gray.600', mb: '4' })}>
        {data.fund_family_name} · {generalLedgerTypeLabels[data.general_ledger_type]} ·{' '}
        {data.ingestion_type === 'upload' ? 'Upload' : 'SFTP'}
      </p>
      <PageTabs
        label="Integration"
        base={`/general-ledger/${integrationId}`}
        tabs={tabs}
        currentId={current}
      />
      <div className={css({ mt: '4' })}>
        {current === 'profile' ? <IntegrationProfileTab integration={data} /> : null}
        {current === 'import-events' ? <ImportEventsTab integration={data} /> : null}
        {current === 'entries' ? <EntriesTab integrationId={integrationId} /> : null}
        {current === 'investment-cashflow' ? (
          <InvestmentCashflowTab integrationId={integrationId} />
        ) : null}
      </div>
    </main>
  );
}
