import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { generalLedgerTypeLabels } from '../../../api/general-ledger';
import { button } from '../../components/button-styles';
import { card, page, tableStyle } from '../../components/page-styles';
import { PageHeading } from '../../components/PageHeading';
import { PermissionGate } from '../../components/PermissionGate';
import { generalLedgerQueries } from '../../queries/general-ledger-queries';
import { ErrorPage } from '../ErrorPage';
import { CreateIntegrationDialog } from './CreateIntegrationDialog';

/** `/general-ledger`: the customer's integrations, each opening on its profile. */
export function IntegrationsListPage() {
  const { data, isPending, error, refetch } = useQuery(generalLedgerQueries.list());
  const [creating, setCreating] = useState(false);
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page}>
      <PageHeading title="General ledger integrations">
        <PermissionGate permission="write">
          <button type="button" className={button()} onClick={() => setCreating(true)}>
            New integration
          </button>
        </PermissionGate>
      </PageHeading>
      <section className={card}>
        {isPending ? (
          <p className={css({ color: 'gray.500' })}>Loading integrations…</p>
        ) : data.length === 0 ? (
          <div className={css({ textAlign: 'center', py: '10' })} data-testid="integrations-empty">
            <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '1' })}>
              No integrations yet
            </h2>
            <p className={css({ color: 'gray.600' })}>
              An integration brings a fund family&apos;s journal entries from Investran or Yardi
              into the ledger. Create one to map its accounts and upload an export.
            </p>
          </div>
        ) : (
          <table className={tableStyle} aria-label="Integrations">
            <thead>
              <tr>
                <th>Name</th>
                <th>Fund family</th>
                <th>General ledger</th>
                <th>Ingestion</th>
                <th>Imports (posted)</th>
                <th>Last import</th>
              </tr>
            </thead>
            <tbody>
              {data.map((i) => (
                <tr key={i.id}>
                  <td>
                    <Link href={`/general-ledger/${i.id}/profile`}>{i.name}</Link>
                  </td>
                  <td>{i.fund_family_name}</td>
                  <td>{generalLedgerTypeLabels[i.general_ledger_type]}</td>
                  <td>{i.ingestion_type === 'upload' ? 'Upload' : 'SFTP'}</td>
                  <td>
                    {i.import_event_count} ({i.posted_count})
                  </td>
                  <td>{i.last_import_at ? i.last_import_at.slice(0, 10) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <CreateIntegrationDialog open={creating} onOpenChange={setCreating} />
    </main>
  );
}
