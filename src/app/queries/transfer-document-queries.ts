import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferDocument, TransferDocumentType } from '../../api/investor-transfer-documents';
import { api } from '../lib/api-client';

const documentsPath = (transferId: string) => `investor-transfer/${transferId}/documents/`;

/** A transfer's documents (setup step "documents" and view/{id}). */
export const transferDocumentQueries = {
  list: (transferId: string) =>
    queryOptions({
      queryKey: ['investor-transfer-documents', transferId],
      queryFn: () => api.get(documentsPath(transferId)).json<TransferDocument[]>(),
    }),
};

function useDocumentCommand<Input, Output>(
  transferId: string,
  run: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: transferDocumentQueries.list(transferId).queryKey,
      }),
  });
}

/** Uploads one file as multipart/form-data: the browser frames it and sets the boundary. */
export const useUploadTransferDocument = (transferId: string) =>
  useDocumentCommand(transferId, (input: { file: File; documentType: TransferDocumentType }) => {
    const body = new FormData();
    body.append('file', input.file, input.file.name);
    body.append('document_type', input.documentType);
    return api.post(documentsPath(transferId), { body }).json<TransferDocument>();
  });

export const useDeleteTransferDocument = (transferId: string) =>
  useDocumentCommand(transferId, (documentId: string) =>
    api.delete(`${documentsPath(transferId)}${documentId}/`),
  );

/**
 * Downloads a document: fetched with the session's token (a plain link would carry none),
 * then handed to the browser as a file.
 */
export async function downloadTransferDocument(document: TransferDocument) {
  // The api client's prefix is /api: the document's url says where below it.
  const blob = await api.get(document.url.replace(/^\/api\//, '')).blob();
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
