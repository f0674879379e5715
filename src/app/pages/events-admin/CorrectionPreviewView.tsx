import { useState } from 'react';
import { css } from 'styled-system/css';
import { capitalEventStateLabels } from '../../../../machines/capital-event.machine';
import type { CancelCorrectPreview } from '../../../api/cancel-correct';
import type { CorrectionPreview } from '../../../api/event-correction';
import { formatMoney } from '../../../domain/money-display';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, tableStyle } from '../../components/page-styles';
import { previewTable } from './events-admin-tables';

const usd = (cents: number) => formatMoney(cents, 'USD');
const num = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/**
 * Before, change and after per transaction code, over the codes that change: totals add only
 * like rows (DESIGN), so a commitment is never summed with a contribution.
 */
function byCode(preview: Pick<CorrectionPreview, 'lines'>) {
  const codes = new Map<
    string,
    { code: string; name: string; before: number; change: number; after: number }
  >();
  for (const l of preview.lines) {
    const c = codes.get(l.transaction_code) ?? {
      code: l.transaction_code,
      name: l.transaction_code_name,
      before: 0,
      change: 0,
      after: 0,
    };
    c.before += l.before_cents;
    c.change += l.change_cents;
    c.after += l.after_cents;
    codes.set(l.transaction_code, c);
  }
  return [...codes.values()].filter((c) => c.change !== 0);
}
/**
 * Rows of earlier events these events settled (closing equalization a call posted in place):
 * they change too, though they are not the events' own rows. Null when there are none.
 */
export function settledWords(
  preview: Pick<CorrectionPreview | CancelCorrectPreview, 'kind' | 'settled_rows'>,
): string | null {
  const n = preview.settled_rows;
  if (n === 0) return null;
  const rows = `${n} settled row${n === 1 ? '' : 's'} of earlier events`;
  return preview.kind === 'refresh'
    ? `${rows} settled again`
    : `${rows} drafted again (outstanding)`;
}

const kindWords = {
  soft_rollback: 'Soft rollback',
  hard_rollback: 'Hard rollback',
  refresh: 'Refresh',
  cancel_correct: 'Cancel-correct',
} as const;

/**
 * What a rollback, refresh or cancel-correct would do before anything posts (issue 21): the
 * events it touches and how each ends, before + change = after per transaction code, the LPs
 * whose notices change, and per LP and transaction code the ledger before, after and the change
 * (the lines that change, the others on demand).
 */
export function CorrectionPreviewView({
  preview,
}: {
  preview: CorrectionPreview | CancelCorrectPreview;
}) {
  const { totals } = preview;
  const [unchangedShown, setUnchangedShown] = useState(false);
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
          {settledWords(preview) ? `; ${settledWords(preview)}` : ''}
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
        <table className={`${tableStyle} ${css({ mt: '4' })}`} aria-label="By transaction code">
          <thead>
            <tr>
              <th>Transaction code</th>
              <th className={num}>As it is</th>
              <th className={num}>Change</th>
              <th className={num}>As it will be</th>
            </tr>
          </thead>
          <tbody>
            {byCode(preview).map((c) => (
              <tr key={c.code}>
                <td>{c.name}</td>
                <td className={num}>{usd(c.before)}</td>
                <td className={num}>{usd(c.change)}</td>
                <td className={num}>{usd(c.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={css({ mt: '2', color: 'gray.700' })}>
          {/* Codes of different kinds (paid-in, returned, income) do not net into one figure:
              this is a control total to match against the ledger after the run, not a balance. */}
          Control total of the change, every code added as posted:{' '}
          <span data-testid="total-change">{usd(totals.change_cents)}</span>
        </p>
        <p className={css({ mt: '3', color: 'gray.700' })}>
          {preview.notice_lps.length === 0
            ? 'No notices change.'
            : `Notices change for ${preview.notice_lps.length} ${preview.notice_lps.length === 1 ? 'LP' : 'LPs'}: ${preview.notice_lps.map((n) => n.lp).join(', ')}.`}
        </p>
      </div>
      <div className={card}>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '2' })}>
          <input
            type="checkbox"
            checked={unchangedShown}
            onChange={(e) => setUnchangedShown(e.target.checked)}
          />
          Show the lines that do not change
        </label>
        <LazyDataTable
          tableKey="event-correction-preview"
          title="Per LP and transaction code"
          table={previewTable(preview, unchangedShown)}
          emptyMessage="No line changes."
        />
      </div>
    </section>
  );
}
