import { css } from 'styled-system/css';
import type { ImportEvent } from '../../../api/general-ledger';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';
import { formatDate } from '../../lib/date-display';

/** An import's entries as read, what each resolves to, and its problems. */
export function ImportEntriesTable({ event }: { event: ImportEvent }) {
  return (
    <section className={card} style={{ overflowX: 'auto' }}>
      <table className={tableStyle} aria-label="Entries">
        <thead>
          <tr>
            <th>Line</th>
            <th>Date</th>
            <th>GL account</th>
            <th>Transaction code</th>
            <th>GL investor</th>
            <th>Commitment</th>
            <th>GL entity</th>
            <th>Fund entity</th>
            <th style={{ textAlign: 'right' }}>Amount</th>
            <th>Description</th>
            <th>Resolution</th>
          </tr>
        </thead>
        <tbody>
          {event.entries.map((e) => (
            <tr
              key={e.id}
              data-testid={`entry-${e.line}`}
              style={{ background: e.problems.length > 0 ? '#fef2f2' : undefined }}
            >
              <td>{e.line}</td>
              {/* A date the file got wrong is shown as written, beside its problem. */}
              <td>{e.effective_date ? formatDate(e.effective_date) : e.date}</td>
              <td>{e.gl_account}</td>
              <td>{e.transaction_code?.name ?? '—'}</td>
              <td>{e.gl_investor_id || '—'}</td>
              <td>{e.commitment?.name ?? (e.gl_investor_id ? '—' : 'Fund level')}</td>
              <td>{e.gl_entity_id || '—'}</td>
              <td>{e.fund_entity?.name ?? '—'}</td>
              <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {e.amount_cents === null ? (
                  e.amount
                ) : (
                  <MoneyText cents={e.amount_cents} currency={event.currency} />
                )}
              </td>
              <td>{e.description}</td>
              <td>
                {e.problems.length > 0 ? (
                  <ul className={css({ color: 'red.700', fontSize: 'sm', listStyle: 'none' })}>
                    {e.problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : (
                  <span className={css({ color: 'green.700', fontSize: 'sm' })}>
                    {e.transaction_id !== null ? `Ledger row ${e.transaction_id}` : 'Resolved'}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
