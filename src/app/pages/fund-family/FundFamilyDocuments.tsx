import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { DocumentRecord, UploadConfiguration } from '../../../api/documents';
import { ActionsHeader } from '../../components/ActionsHeader';
import { button } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField, inputClass } from '../../components/form-field';
import { card, tableStyle } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { fileSizeText } from '../../components/upload/UploadItemCard';
import { UploadWidget } from '../../components/upload/UploadWidget';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { usePermissions } from '../../lib/use-permissions';
import {
  documentQueries,
  downloadDocument,
  useDeleteDocument,
} from '../../queries/document-queries';

const failed = async (error: unknown) =>
  toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });

/** The fund family's stored documents: download for readers, delete (asked first) for writers. */
function DocumentsTable({
  documents,
  typeNames,
}: {
  documents: DocumentRecord[];
  typeNames: Map<string, string>;
}) {
  const { can } = usePermissions();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<DocumentRecord | null>(null);
  const confirmDelete = (document: DocumentRecord) =>
    remove
      .mutateAsync(document.id)
      .then(() => toaster.create({ type: 'success', title: `Deleted ${document.filename}` }))
      .catch(failed)
      .finally(() => setDeleting(null));
  if (documents.length === 0)
    return <p className={css({ color: 'gray.600' })}>No documents have been uploaded.</p>;
  return (
    <>
      <table className={tableStyle} aria-label="Fund family documents">
        <thead>
          <tr>
            <th>File</th>
            <th>Type</th>
            <th style={{ textAlign: 'right' }}>Size</th>
            <th>State</th>
            <th>Uploaded</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <td>{document.filename}</td>
              <td>{typeNames.get(document.document_type) ?? document.document_type}</td>
              <td style={{ textAlign: 'right' }}>{fileSizeText(document.size ?? 0)}</td>
              <td>{document.state_display}</td>
              <td>{document.created_at.slice(0, 10)}</td>
              <td className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
                <button
                  type="button"
                  className={button({ variant: 'secondary' })}
                  aria-label={`Download ${document.filename}`}
                  onClick={() => void downloadDocument(document).catch(failed)}
                >
                  Download
                </button>
                {can('write') ? (
                  <button
                    type="button"
                    className={button({ variant: 'danger' })}
                    aria-label={`Delete ${document.filename}`}
                    onClick={() => setDeleting(document)}
                  >
                    Delete
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete document"
        confirmLabel="Delete document"
        busy={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      >
        {deleting ? `Delete ${deleting.filename}? Its file is removed for good.` : ''}
      </ConfirmDialog>
    </>
  );
}

/** The type picker and the upload widget for it: a writer's way to add documents. */
function DocumentUpload({
  fundFamilyId,
  configurations,
}: {
  fundFamilyId: string;
  configurations: UploadConfiguration[];
}) {
  const queryClient = useQueryClient();
  const [documentType, setDocumentType] = useState(configurations[0]?.document_type ?? '');
  const configuration = configurations.find((c) => c.document_type === documentType);
  return (
    <div className={css({ display: 'grid', gap: '3', mb: '5', maxW: '720px' })}>
      <FormField id="fund-document-type" label="Document type">
        <select
          id="fund-document-type"
          className={inputClass}
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value)}
        >
          {configurations.map((c) => (
            <option key={c.document_type} value={c.document_type}>
              {c.display_name}
            </option>
          ))}
        </select>
      </FormField>
      {configuration ? (
        // A new type starts a fresh widget: its files are checked against that type's extensions.
        <UploadWidget
          key={configuration.document_type}
          configuration={configuration}
          fundFamilyId={fundFamilyId}
          onUploaded={() =>
            void queryClient.invalidateQueries({
              queryKey: documentQueries.fundFamily(fundFamilyId).queryKey,
            })
          }
        />
      ) : null}
    </div>
  );
}

/**
 * The fund family's documents (issue 19): the LPA, side letters, minutes and the like,
 * stored with the documents service and uploaded through the upload widget.
 */
export function FundFamilyDocuments({ fundFamilyId }: { fundFamilyId: string }) {
  const documents = useQuery(documentQueries.fundFamily(fundFamilyId));
  const configurations = useQuery(documentQueries.uploadConfigurations());
  const typeNames = new Map(
    (configurations.data ?? []).map((c) => [c.document_type, c.display_name]),
  );
  return (
    <section className={card} aria-label="Documents" style={{ marginTop: 20 }}>
      <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg', mb: '3' })}>Documents</h2>
      <PermissionGate permission="write">
        {configurations.data ? (
          <DocumentUpload fundFamilyId={fundFamilyId} configurations={configurations.data} />
        ) : null}
      </PermissionGate>
      {documents.error ? (
        <p role="alert">The documents could not be loaded.</p>
      ) : documents.isPending ? (
        <p>Loading documents…</p>
      ) : (
        <DocumentsTable documents={documents.data} typeNames={typeNames} />
      )}
    </section>
  );
}
