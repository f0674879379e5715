import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import {
  maxTransferDocumentBytes,
  transferDocumentTooLarge,
  transferDocumentTypeLabels,
  transferDocumentTypes,
  type TransferDocumentType,
} from '../../../../api/investor-transfer-documents';
import { button } from '../../../components/button-styles';
import { FormField, inputClass } from '../../../components/form-field';
import { reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useUnsavedFormGuard } from '../../../lib/use-unsaved-form-guard';
import { useUploadTransferDocument } from '../../../queries/transfer-document-queries';

type Errors = Partial<Record<'file' | 'document_type', string>>;

/**
 * Adds one document to a draft transfer. A chosen file not yet uploaded is unsaved work: leaving
 * asks first. The size limit is checked here too, so a too large file is not sent at all.
 */
export function TransferDocumentUpload({ transferId }: { transferId: string }) {
  const upload = useUploadTransferDocument(transferId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<TransferDocumentType>('transfer_agreement');
  const [errors, setErrors] = useState<Errors>({});
  const clear = () => {
    setFile(null);
    setErrors({});
    if (input.current) input.current.value = '';
  };
  const send = async () => {
    if (!file) {
      setErrors({ file: 'Required' });
      throw new Error('Required');
    }
    if (file.size > maxTransferDocumentBytes) {
      setErrors({ file: transferDocumentTooLarge });
      throw new Error(transferDocumentTooLarge);
    }
    try {
      const stored = await upload.mutateAsync({ file, documentType });
      toaster.create({ type: 'success', title: `Uploaded ${stored.filename}` });
      clear();
    } catch (error) {
      await reportServerErrors(error, (path, message) => {
        if (path !== 'file' && path !== 'document_type') return false;
        setErrors((current) => ({ ...current, [path]: message }));
        return true;
      });
      throw error;
    }
  };
  const guard = useUnsavedFormGuard({ isDirty: file !== null, onSave: send, onDiscard: clear });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send().catch(() => undefined);
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Upload a document"
      className={css({
        display: 'grid',
        gridTemplateColumns: '240px 1fr auto',
        columnGap: '3',
        alignItems: 'end',
        mt: '4',
      })}
    >
      <FormField
        id="document-type"
        label="Document type"
        errors={errors.document_type ? [errors.document_type] : null}
      >
        <select
          id="document-type"
          className={inputClass}
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value as TransferDocumentType)}
        >
          {transferDocumentTypes.map((type) => (
            <option key={type} value={type}>
              {transferDocumentTypeLabels[type]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="document-file"
        label="File (up to 10 MB)"
        errors={errors.file ? [errors.file] : null}
      >
        <input
          ref={input}
          id="document-file"
          type="file"
          className={css({ display: 'block', py: '1.5' })}
          aria-invalid={Boolean(errors.file)}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors({});
          }}
        />
      </FormField>
      <button
        type="submit"
        className={`${button({ variant: 'primary' })} ${css({ mb: '4' })}`}
        disabled={upload.isPending}
      >
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </button>
      {guard.dialog}
    </form>
  );
}
