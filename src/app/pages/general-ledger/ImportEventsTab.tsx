import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { GeneralLedgerIntegration } from '../../../api/general-ledger';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { generalLedgerQueries } from '../../queries/general-ledger-queries';
import { CsvUploadForm } from './CsvUploadForm';
import { ImportStateBadge } from './ImportStateBadge';
import { formatDate } from '../../lib/date-display';

/** The import-events tab: every upload or typed batch, newest first, and a new upload. */
export function ImportEventsTab({ integration }: { integration: GeneralLedgerIntegration }) {
  const { data, isPending } = useQuery(generalLedgerQueries.importEvents(integration.id));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PermissionGate permission="write">
        <section className={card}>
          <CsvUploadForm integration={integration} />
          <Link href={`/general-ledger/input-entries/${integration.id}`}>
            Or enter entries by hand
          </Link>
        </section>
      </PermissionGate>
      <section className={card}>
        {isPending ? (
          <p className={css({ color: 'gray.500' })}>Loading import events…</p>
        ) : data && data.length > 0 ? (
          <table className={tableStyle} aria-label="Import events">
            <thead>
              <tr>
                <th>Import</th>
                <th>State</th>
                <th>Entries</th>
                <th>With problems</th>
                <th>Total</th>
                <th>Dates</th>
                <th>Imported</th>
                <th>Posted</th>
              </tr>
            </thead>
            <tbody>
              {data.map((e) => (
                <tr key={e.id}>
                  <td>
                    <Link href={`/general-ledger/import-event/${integration.id}/${e.id}`}>
                      {e.filename ?? 'Typed entries'}
                    </Link>
                  </td>
                  <td>
                    <ImportStateBadge state={e.state} />
                  </td>
                  <td>{e.entry_count}</td>
                  <td>{e.problem_count}</td>
                  <td>
                    <MoneyText cents={e.total_cents} currency={integration.currency} />
                  </td>
                  <td>
                    {e.first_date === null || e.last_date === null
                      ? '—'
                      : e.first_date === e.last_date
                        ? formatDate(e.first_date)
                        : `${formatDate(e.first_date)} – ${formatDate(e.last_date)}`}
                  </td>
                  <td>{e.created_at.slice(0, 10)}</td>
                  <td>{e.posted_at ? e.posted_at.slice(0, 10) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={css({ color: 'gray.600' })}>No imports yet.</p>
        )}
      </section>
    </div>
  );
}
