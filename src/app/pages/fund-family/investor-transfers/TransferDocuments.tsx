import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import {
  transferDocumentTypeLabels,
  type TransferDocument,
} from '../../../../api/investor-transfer-documents';
import type { InvestorTransfer } from '../../../../api/investor-transfers';
import { button } from '../../../components/button-styles';
import { card, tableStyle } from '../../../components/page-styles';
import { PermissionGate } from '../../../components/PermissionGate';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import {
  downloadTransferDocument,
  transferDocumentQueries,
  useDeleteTransferDocument,
} from '../../../queries/transfer-document-queries';
import { TransferDocumentUpload } from './TransferDocumentUpload';
import { ActionsHeader } from '../../../components/ActionsHeader';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${bytes} bytes`;

const failed = async (error: unknown) =>
  toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });

/** The documents of a transfer: download always, delete while the transfer is a draft. */
function DocumentsTable({ transfer, editable }: { transfer: InvestorTransfer; editable: boolean }) {
  const { can } = usePermissions();
  const { data, error, isPending } = useQuery(transferDocumentQueries.list(transfer.id));
  const remove = useDeleteTransferDocument(transfer.id);
  const onDelete = (document: TransferDocument) =>
    remove
      .mutateAsync(document.id)
      .then(() => toaster.create({ type: 'success', title: `Deleted ${document.filename}` }))
      .catch(failed);
  if (error) return <p role="alert">The documents could not be loaded.</p>;
  if (isPending) return <p>Loading documents…</p>;
  if (data.length === 0)
    return <p className={css({ color: 'gray.600' })}>No documents have been added.</p>;
  return (
    <table className={tableStyle} aria-label="Transfer documents">
      <thead>
        <tr>
          <th>File</th>
          <th>Type</th>
          <th style={{ textAlign: 'right' }}>Size</th>
          <th>Uploaded</th>
          <ActionsHeader />
        </tr>
      </thead>
      <tbody>
        {data.map((document) => (
          <tr key={document.id}>
            <td>{document.filename}</td>
            <td>{transferDocumentTypeLabels[document.document_type]}</td>
            <td style={{ textAlign: 'right' }}>{sizeText(document.size)}</td>
            <td>{document.created_at.slice(0, 10)}</td>
            <td className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                aria-label={`Download ${document.filename}`}
                onClick={() => void downloadTransferDocument(document).catch(failed)}
              >
                Download
              </button>
              {editable && can('write') ? (
                <button
                  type="button"
                  className={button({ variant: 'danger' })}
                  aria-label={`Delete ${document.filename}`}
                  disabled={remove.isPending}
                  onClick={() => void onDelete(document)}
                >
                  Delete
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Setup step "documents": the transfer agreement, subscription documents and the like. */
export function TransferDocumentsStep({ transfer }: { transfer: InvestorTransfer }) {
  const review = `/fund-family/${transfer.fund_family_id}/investor-transfers/setup/${transfer.id}/review`;
  return (
    <section className={card} aria-label="Documents" style={{ maxWidth: 960 }}>
      <p className={css({ mb: '3', fontSize: 'sm' })}>
        Attach the documents behind this transfer. They can be changed until the transfer is
        processed or scheduled, and stay with it afterwards.
      </p>
      <DocumentsTable transfer={transfer} editable />
      <PermissionGate permission="write">
        <TransferDocumentUpload transferId={transfer.id} />
      </PermissionGate>
      <Link href={review} className={button({ variant: 'secondary' })}>
        Continue to review
      </Link>
    </section>
  );
}

/** The documents on view/{id}: read-only. */
export function TransferDocumentsView({ transfer }: { transfer: InvestorTransfer }) {
  return (
    <section className={card} aria-label="Documents" style={{ marginTop: 16 }}>
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Documents</h2>
      <DocumentsTable transfer={transfer} editable={false} />
    </section>
  );
}
