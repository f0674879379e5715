import { assign, fromCallback, fromPromise, setup } from 'xstate';

/**
 * One file in the upload widget (spec §4 "Upload widget item states"): added (idle) →
 * pending (queued: the document record is created) → uploading (percent of the bytes sent)
 * → finished | error. A failure, an abort and a cancel each offer a retry. Removing an
 * unfinished item aborts it: leaving pending or uploading stops the invoked actor, which
 * aborts its request, and the half-made document is discarded.
 *
 * The machine knows nothing of HTTP: the widget provides `createDocument` (POST
 * /documents/), `sendFile` (the bytes with progress, then the successful-upload PATCH) and
 * `discardDocument` (DELETE of a document left behind).
 */
export type UploadItemContext = {
  name: string;
  size: number;
  /** Whole percent of the bytes sent, 0–100. */
  percent: number;
  /** Why the last attempt failed, in the words shown on the card. */
  error: string | null;
  /** The document record of the current attempt, once created. */
  documentId: string | null;
};

export type UploadItemInput = { name: string; size: number };

/** What POST /documents/ answers that the sending needs: the record and where to send. */
export type CreatedUploadTarget = { documentId: string };

export type UploadItemEvent =
  | { type: 'upload_item.start' }
  | { type: 'upload_item.cancel' }
  | { type: 'upload_item.abort' }
  | { type: 'upload_item.progress'; percent: number }
  | { type: 'upload_item.uploaded' }
  | { type: 'upload_item.fail'; error: string }
  | { type: 'upload_item.retry' }
  | { type: 'upload_item.remove' };

export const uploadItemStates = [
  'added',
  'pending',
  'uploading',
  'finished',
  'error',
  'aborted',
  'cancelled',
  'removed',
] as const;
export type UploadItemState = (typeof uploadItemStates)[number];

/** The state as a card names it (spec §4: added is idle, pending is queued). */
export const uploadItemStateLabels = {
  added: 'Ready to upload',
  pending: 'Queued',
  uploading: 'Uploading',
  finished: 'Finished',
  error: 'Failed',
  aborted: 'Aborted',
  cancelled: 'Cancelled',
  removed: 'Removed',
} as const satisfies Record<UploadItemState, string>;

/** What a failure says when the cause gave no words of its own. */
export const uploadItemFailedMessage = 'The upload failed. Try again.';

const wholePercent = (percent: number) => Math.max(0, Math.min(100, Math.round(percent)));

const messageOf = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : typeof error === 'string' && error
      ? error
      : uploadItemFailedMessage;

export const uploadItemMachine = setup({
  types: {
    context: {} as UploadItemContext,
    events: {} as UploadItemEvent,
    input: {} as Partial<UploadItemInput>,
  },
  actors: {
    createDocument: fromPromise<CreatedUploadTarget, UploadItemInput>(async () => {
      throw new Error('createDocument was not provided');
    }),
    sendFile: fromCallback<UploadItemEvent, { documentId: string }>(({ sendBack }) => {
      sendBack({ type: 'upload_item.fail', error: 'sendFile was not provided' });
    }),
  },
  actions: {
    // A side effect only: the widget deletes the record of an attempt that will not finish.
    discardDocument: (_, _params: { documentId: string | null }) => {},
    forgetDocument: assign({ documentId: null }),
    restart: assign({ percent: 0, error: null }),
    progress: assign({
      percent: ({ context, event }) =>
        event.type === 'upload_item.progress' ? wholePercent(event.percent) : context.percent,
    }),
    fail: assign({
      error: ({ event }) => (event.type === 'upload_item.fail' ? event.error : null),
    }),
  },
}).createMachine({
  id: 'uploadItem',
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    label: 'Upload item',
    events: {
      'upload_item.start': 'The user uploads the file',
      'upload_item.cancel': 'The user cancels the file before it is sent',
      'upload_item.abort': 'The user aborts the upload',
      'upload_item.progress': 'The browser reports more bytes sent',
      'upload_item.uploaded': 'The file is stored and its upload confirmed',
      'upload_item.fail': 'The upload fails or the server refuses the file',
      'upload_item.retry': 'The user chooses Try again',
      'upload_item.remove': 'The user removes the file',
    },
    actors: { createDocument: 'the new document record' },
  },
  description:
    'A file in the upload widget: added → pending → uploading (percent) → finished | error; abort, cancel and failure offer a retry; removing an unfinished file aborts it.',
  context: ({ input }) => ({
    name: input?.name ?? '',
    size: input?.size ?? 0,
    percent: 0,
    error: null,
    documentId: null,
  }),
  initial: 'added',
  states: {
    added: {
      meta: { label: uploadItemStateLabels.added },
      description: 'Chosen or dropped and accepted by its extension and size; nothing sent yet.',
      on: {
        'upload_item.start': { target: 'pending', actions: 'restart' },
        'upload_item.cancel': 'cancelled',
        'upload_item.remove': 'removed',
      },
    },
    pending: {
      meta: { label: uploadItemStateLabels.pending },
      description: 'Queued: the document record is being created (POST /documents/).',
      invoke: {
        id: 'createDocument',
        src: 'createDocument',
        input: ({ context }) => ({ name: context.name, size: context.size }),
        onDone: {
          target: 'uploading',
          actions: assign({ documentId: ({ event }) => event.output.documentId }),
        },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
      on: {
        'upload_item.abort': 'aborted',
        // The request for the record is stopped with the actor; nothing was created yet.
        'upload_item.remove': 'removed',
      },
    },
    uploading: {
      meta: { label: uploadItemStateLabels.uploading },
      description: 'The bytes are on their way; the card shows the percent sent.',
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => ({ documentId: context.documentId ?? '' }),
      },
      on: {
        'upload_item.progress': { actions: 'progress' },
        'upload_item.uploaded': { target: 'finished', actions: assign({ percent: 100 }) },
        'upload_item.fail': { target: 'error', actions: 'fail' },
        'upload_item.abort': {
          target: 'aborted',
          actions: [
            { type: 'discardDocument', params: ({ context }) => context },
            'forgetDocument',
          ],
        },
        'upload_item.remove': {
          target: 'removed',
          actions: [
            { type: 'discardDocument', params: ({ context }) => context },
            'forgetDocument',
          ],
        },
      },
    },
    finished: {
      meta: { label: uploadItemStateLabels.finished },
      description: 'Stored and confirmed (upload_succeeded): the card is green.',
      // Removing a finished card only clears it from the widget; the document stays.
      on: { 'upload_item.remove': 'removed' },
    },
    error: {
      meta: { label: uploadItemStateLabels.error },
      description: 'Refused or failed, with the reason on the card and Try again.',
      on: {
        'upload_item.retry': {
          target: 'pending',
          actions: [
            { type: 'discardDocument', params: ({ context }) => context },
            'forgetDocument',
            'restart',
          ],
        },
        'upload_item.remove': {
          target: 'removed',
          actions: [
            { type: 'discardDocument', params: ({ context }) => context },
            'forgetDocument',
          ],
        },
      },
    },
    aborted: {
      meta: { label: uploadItemStateLabels.aborted },
      description: 'Stopped while queued or sending; Try again starts over.',
      on: {
        'upload_item.retry': { target: 'pending', actions: 'restart' },
        'upload_item.remove': 'removed',
      },
    },
    cancelled: {
      meta: { label: uploadItemStateLabels.cancelled },
      description: 'Cancelled before anything was sent; Try again queues it.',
      on: {
        'upload_item.retry': { target: 'pending', actions: 'restart' },
        'upload_item.remove': 'removed',
      },
    },
    removed: {
      type: 'final',
      meta: { label: uploadItemStateLabels.removed },
      description: 'Gone from the widget.',
    },
  },
});
