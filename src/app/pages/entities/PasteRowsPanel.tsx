import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { card } from '../../components/page-styles';
import { toaster } from '../../lib/toaster';
import { parseBulkText, type BulkColumn, type BulkRow } from './bulk-rows';

const hintStyle = css({ color: 'gray.600', fontSize: 'sm', mb: '2' });
const textarea = css({
  w: '100%',
  minH: '96px',
  fontFamily: 'mono',
  fontSize: 'sm',
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '6px',
  p: '2',
});

/**
 * Rows pasted from a spreadsheet (tab- or comma-separated, columns in order or named by a header
 * line), and with `csvFile` read from a chosen CSV file, handed over parsed as grid rows.
 */
export function PasteRowsPanel({
  columns,
  hint,
  csvFile = false,
  onAdd,
}: {
  columns: readonly BulkColumn[];
  hint: ReactNode;
  csvFile?: boolean;
  onAdd: (rows: BulkRow[]) => void;
}) {
  const [pasted, setPasted] = useState('');
  const add = (text: string) => {
    const rows = parseBulkText(text, columns);
    if (rows.length === 0) {
      toaster.create({ type: 'error', title: 'No rows found in what was pasted' });
      return;
    }
    onAdd(rows);
    setPasted('');
  };
  const readFile = async (file: File | undefined) => {
    if (file) add(await file.text());
  };
  return (
    <section className={card} aria-label="Paste rows">
      <p className={hintStyle}>{hint}</p>
      <textarea
        className={textarea}
        aria-label="Rows to paste"
        value={pasted}
        onChange={(e) => setPasted(e.target.value)}
        placeholder={columns.map((c) => c.title).join('\t')}
      />
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', mt: '2' })}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={pasted.trim() === ''}
          onClick={() => add(pasted)}
        >
          Add rows
        </button>
        {csvFile ? (
          <label className={css({ fontSize: 'sm', color: 'gray.700' })}>
            CSV file{' '}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
          </label>
        ) : null}
      </div>
    </section>
  );
}
