import { css } from 'styled-system/css';
import { capitalEventStateLabels } from '../../../../machines/capital-event.machine';
import type { CorrectionPreview } from '../../../api/event-correction';
import { formatMoney } from '../../../domain/money-display';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, tableStyle } from '../../components/page-styles';
import { previewTable } from './events-admin-tables';

const usd = (cents: number) => formatMoney(cents, 'USD');
const kindWords = {
  soft_rollback: 'Soft rollback',
  hard_rollback: 'Hard rollback',
  refresh: 'Refresh',
} as const;

/**
 * What a rollback or refresh would do before anything posts (issue 21): the events it touches
 * and how each ends, the totals (as it is + change = as it will be), the LPs whose notices
 * change, and per LP and transaction code the ledger before, after and the change.
 */
export function CorrectionPreviewView({ preview }: { preview: CorrectionPreview }) {
  const { totals } = preview;
  return (
    <section
      aria-label="Preview"
      data-testid="correction-preview"
      className={css({ display: 'grid', gap: '4' })}
    >
      <div className={card}>
        <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>
          {kindWords[preview.kind]}: {preview.events.length} event
          {preview.events.length === 1 ? '' : 's'}, {preview.row_count} ledger row
          {preview.row_count === 1 ? '' : 's'}
        </h2>
        {preview.stops_at ? (
          <p role="alert" className={css({ color: 'red.700', mb: '2' })}>
            {preview.stops_at.message} It would stop at{' '}
            {preview.events.find((e) => e.id === preview.stops_at!.event_id)?.name}; it and the
            later events stay out of date.
          </p>
        ) : null}
        <table className={tableStyle}>
          <thead>
            <tr>
              <th>Event</th>
              <th>Type</th>
              <th>Effective date</th>
              <th>Now</th>
              <th>After</th>
              <th>Ledger rows</th>
            </tr>
          </thead>
          <tbody>
            {preview.events.map((e) => (
              <tr key={e.id}>
                <td>{e.name}</td>
                <td>{e.event_type}</td>
                <td>{e.effective_date}</td>
                <td>{capitalEventStateLabels[e.state_before]}</td>
                <td>{capitalEventStateLabels[e.state_after]}</td>
                <td>{e.ledger_rows}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl
          aria-label="Totals"
          className={css({
            display: 'flex',
            gap: '8',
            mt: '4',
            '& dt': { color: 'gray.600', fontSize: 'sm' },
          })}
        >
          <div>
            <dt>As it is</dt>
            <dd data-testid="total-before">{usd(totals.before_cents)}</dd>
          </div>
          <div>
            <dt>Change</dt>
            <dd data-testid="total-change">{usd(totals.change_cents)}</dd>
          </div>
          <div>
            <dt>As it will be</dt>
            <dd data-testid="total-after">{usd(totals.after_cents)}</dd>
          </div>
        </dl>
        <p className={css({ mt: '3', color: 'gray.700' })}>
          {preview.notice_lps.length === 0
            ? 'No notices change.'
            : `Notices change for ${preview.notice_lps.length} LPs: ${preview.notice_lps.map((n) => n.lp).join(', ')}.`}
        </p>
      </div>
      <div className={card}>
        <LazyDataTable
          tableKey="event-correction-preview"
          title="Per LP and transaction code"
          table={previewTable(preview)}
          emptyMessage="Nothing is posted for this fund family."
        />
      </div>
    </section>
  );
}
