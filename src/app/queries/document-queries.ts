import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRecord, UploadConfiguration } from '../../api/documents';
import { api } from '../lib/api-client';

/** The documents service (spec §7 Documents): a fund family's stored documents and the configurations. */
export const documentQueries = {
  all: ['documents'] as const,
  /** Stored documents only: a record whose bytes never arrived is not a document yet. */
  fundFamily: (fundFamilyId: string) =>
    queryOptions({
      queryKey: ['documents', 'fund-family', fundFamilyId],
      queryFn: () =>
        api
          .get('documents/', {
            searchParams: { fund_family_id: fundFamilyId, state: 'upload_succeeded' },
          })
          .json<DocumentRecord[]>(),
    }),
  uploadConfigurations: () =>
    queryOptions({
      queryKey: ['documents', 'upload-configurations'],
      queryFn: () => api.get('documents/upload-configurations/').json<UploadConfiguration[]>(),
    }),
};

/** DELETE /documents/{id}/, then every list of documents is read again. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.delete(`documents/${documentId}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueries.all }),
  });
}

/**
 * Spec §7: the download is fetched with the session's auth headers (a plain link carries
 * none) and saved as a blob under the document's file name.
 */
export async function downloadDocument(document: Pick<DocumentRecord, 'url' | 'filename'>) {
  // The api client's prefix is /api: the document's url says where below it.
  const blob = await api.get(document.url.replace(/^\/api\//, '')).blob();
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
