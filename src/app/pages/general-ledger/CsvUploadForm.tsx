import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import {
  generalLedgerTypeLabels,
  maxUploadBytes,
  type GeneralLedgerIntegration,
} from '../../../api/general-ledger';
import { generalLedgerColumns } from '../../../domain/general-ledger';
import { button } from '../../components/button-styles';
import { FormField, inputClass } from '../../components/form-field';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useUploadImportEvent } from '../../queries/general-ledger-queries';

const hint = css({ color: 'gray.600', fontSize: 'sm', mb: '3' });

/** The columns the integration's ledger export must have, as the page documents them. */
export function ExpectedColumns({ integration }: { integration: GeneralLedgerIntegration }) {
  const type = integration.general_ledger_type;
  return (
    <p className={hint} data-testid="expected-columns">
      {generalLedgerTypeLabels[type]} journal-entry export (CSV, header line first):{' '}
      {generalLedgerColumns[type].map((c, i) => (
        <span key={c.title}>
          {i > 0 ? ', ' : ''}
          <strong>{c.title}</strong>
          {c.required ? '' : ' (optional)'}
        </span>
      ))}
      .{' '}
      {type === 'yardi'
        ? 'The amount is Credit − Debit: fill one of them per line.'
        : 'Amount is signed: positive adds to the partner under the mapped code.'}{' '}
      Dates as M/D/YYYY or YYYY-MM-DD; amounts with at most two decimals (commas, $ and (negative)
      are read).
    </p>
  );
}

/** Uploads the export: a new draft import event, opened at once to review its entries. */
export function CsvUploadForm({ integration }: { integration: GeneralLedgerIntegration }) {
  const upload = useUploadImportEvent(integration.id);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a file to upload.');
    if (file.size > maxUploadBytes) return setError('The file is larger than 5 MB.');
    setError(null);
    try {
      const created = await upload.mutateAsync(file);
      toaster.create({ type: 'success', title: `Read ${created.entry_count} entries` });
      navigate(`/general-ledger/import-event/${integration.id}/${created.id}`);
    } catch (failure) {
      await reportServerErrors(failure, (path, message) => {
        if (path === 'file') setError(message);
        return path === 'file';
      });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Upload a journal-entry export">
      <ExpectedColumns integration={integration} />
      <div className={css({ display: 'flex', gap: '3', alignItems: 'end' })}>
        <FormField id="gl-file" label="Export file" errors={error ? [error] : null}>
          <input
            ref={input}
            id="gl-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            className={inputClass}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <div className={css({ mb: '4' })}>
          <button type="submit" className={button()} disabled={upload.isPending}>
            Upload
          </button>
        </div>
      </div>
    </form>
  );
}
