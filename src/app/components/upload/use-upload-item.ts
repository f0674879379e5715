import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import type { CreatedDocument } from '../../../api/documents';
import {
  uploadItemMachine,
  type CreatedUploadTarget,
  type UploadItemEvent,
  type UploadItemInput,
} from '../../../../machines/upload-item.machine';
import type { UploadDestination, UploadTransport } from './upload-transport';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One widget item's machine, with its requests supplied: the record is created, the bytes
 * sent with progress and confirmed, and the record of an abandoned attempt discarded. The
 * actors' abort signals fire when the machine leaves their state, so a removed or aborted
 * item stops its request.
 */
export function useUploadItem(
  file: File,
  destination: UploadDestination,
  transport: UploadTransport,
) {
  // The machine is provided once per item: its file, destination and transport never change.
  const [machine] = useState(() => {
    const created = new Map<string, CreatedDocument>();
    return uploadItemMachine.provide({
      actors: {
        createDocument: fromPromise<CreatedUploadTarget, UploadItemInput>(async ({ signal }) => {
          const answer = await transport.createDocument({ file, destination }, signal);
          created.set(answer.document.id, answer);
          return { documentId: answer.document.id };
        }),
        sendFile: fromCallback<UploadItemEvent, { documentId: string }>(({ input, sendBack }) => {
          const controller = new AbortController();
          const target = created.get(input.documentId);
          if (!target) {
            sendBack({ type: 'upload_item.fail', error: 'The document record is missing.' });
            return;
          }
          transport
            .sendFile(
              {
                file,
                created: target,
                onProgress: (percent) => sendBack({ type: 'upload_item.progress', percent }),
              },
              controller.signal,
            )
            .then(
              () => sendBack({ type: 'upload_item.uploaded' }),
              (error: unknown) => {
                // An abort is the machine's own doing: it has already left this state.
                if (isAbort(error) || controller.signal.aborted) return;
                sendBack({
                  type: 'upload_item.fail',
                  error: error instanceof Error ? error.message : String(error),
                });
              },
            );
          return () => controller.abort();
        }),
      },
      actions: {
        discardDocument: (_, params) => {
          // Best effort: a record left behind is never listed (it has no upload).
          if (params.documentId) void transport.discardDocument(params.documentId).catch(() => {});
        },
      },
    });
  });
  return useMachine(machine, { input: { name: file.name, size: file.size } });
}
