// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { uploadItemMachine } from '../machines/upload-item.machine';
import type { CreatedDocument } from '../src/api/documents';
import type { UploadTransport } from '../src/app/components/upload/upload-transport';
import { UploadWidget } from '../src/app/components/upload/UploadWidget';
import { toaster } from '../src/app/lib/toaster';
import { coveredTransitions, transitionsOf } from './path-runner';
import {
  expectedUploadItemSteps,
  modelDocumentId,
  replayUploadItemPath,
  uploadItemModel,
  type UploadItemExpected,
  type UploadItemModelState,
} from './upload-item.model';

const paths = uploadItemModel.paths;

describe('upload item machine: generated and hand-written paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(uploadItemMachine, paths);
    for (const key of transitionsOf(uploadItemMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    replayUploadItemPath(uploadItemMachine, path);
  });
});

type Deferred<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };
function deferred<T>(): Deferred<T> & { promise: Promise<T> } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The documents service played by hand: each request waits until the test answers it. */
function handTransport() {
  const creates: (Deferred<CreatedDocument> & { signal: AbortSignal })[] = [];
  const sends: (Deferred<void> & { signal: AbortSignal; onProgress: (p: number) => void })[] = [];
  const discarded: string[] = [];
  const transport: UploadTransport = {
    createDocument: (_input, signal) => {
      const d = deferred<CreatedDocument>();
      creates.push({ ...d, signal });
      return d.promise;
    },
    sendFile: ({ onProgress }, signal) => {
      const d = deferred<void>();
      sends.push({ ...d, signal, onProgress });
      return d.promise;
    },
    discardDocument: (documentId) => {
      discarded.push(documentId);
      return Promise.resolve();
    },
  };
  return { transport, creates, sends, discarded };
}

const answer = (id: string): CreatedDocument => ({
  document: {
    id,
    filename: 'notice.pdf',
    size: 2048,
    state: 'no_upload',
    state_display: 'Waiting for upload',
    created_at: '2026-11-26T00:00:00.000Z',
    error: null,
    document_type: 'other',
    fund_family_id: null,
    mime_type: 'application/pdf',
    sha256: null,
    s3_key: id,
    uploaded_by_id: null,
    url: `/api/documents/download?document_id=${id}`,
  },
  upload: {
    url: `/api/documents/${id}/upload/`,
    method: 'POST',
    field: 'file',
    headers: {},
    add_auth: true,
  },
});

/**
 * What a card shows in each state, written by hand from spec §4 and §8: its status, the
 * buttons it offers, its colour; a failure says why and offers Try again.
 */
const shown: Record<
  Exclude<UploadItemModelState, 'removed'>,
  { status: string; buttons: string[]; tone: string }
> = {
  added: { status: 'Ready to upload', buttons: ['Upload', 'Cancel', 'Remove'], tone: 'neutral' },
  pending: { status: 'Queued', buttons: ['Abort', 'Remove'], tone: 'neutral' },
  uploading: { status: 'Uploading {percent}%', buttons: ['Abort', 'Remove'], tone: 'neutral' },
  finished: { status: 'Finished', buttons: ['Remove'], tone: 'success' },
  error: { status: 'Failed', buttons: ['Try again', 'Remove'], tone: 'error' },
  aborted: { status: 'Aborted', buttons: ['Try again', 'Remove'], tone: 'error' },
  cancelled: { status: 'Cancelled', buttons: ['Try again', 'Remove'], tone: 'error' },
};

const configuration = {
  document_type: 'other',
  display_name: 'Other',
  allowed_extensions: ['pdf', 'txt'],
};
const pdf = () => new File([new Uint8Array(2048)], 'notice.pdf', { type: 'application/pdf' });

/** Files chosen in the picker (the drop zone's hidden input); Ark hands them on a tick later. */
async function addFiles(files: File[]) {
  await act(async () => {
    fireEvent.input(screen.getByTestId('upload-input'), { target: { files } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function expectCard(expected: UploadItemExpected, where: string) {
  const card = screen.queryByRole('listitem', { name: 'notice.pdf' });
  if (expected.state === 'removed') {
    expect(card, `card ${where}`).toBeNull();
    return;
  }
  expect(card, `card ${where}`).not.toBeNull();
  const want = shown[expected.state];
  const inCard = within(card!);
  expect(inCard.getByTestId('upload-item-status').textContent, `status ${where}`).toBe(
    want.status.replace('{percent}', String(expected.percent)),
  );
  expect(
    inCard.queryAllByRole('button').map((b) => b.textContent),
    `buttons ${where}`,
  ).toEqual(want.buttons);
  expect(card!.getAttribute('data-tone'), `colour ${where}`).toBe(want.tone);
  expect(inCard.getByText('2.0 KB')).toBeDefined();
  const bar = inCard.queryByRole('progressbar');
  expect(bar?.getAttribute('aria-valuenow') ?? null, `progress ${where}`).toBe(
    expected.state === 'uploading' ? String(expected.percent) : null,
  );
  expect(inCard.queryByRole('alert')?.textContent ?? null, `reason ${where}`).toBe(
    expected.state === 'error' ? expected.error : null,
  );
}

const buttonFor: Record<string, string> = {
  'upload_item.start': 'Upload',
  'upload_item.cancel': 'Cancel',
  'upload_item.abort': 'Abort',
  'upload_item.retry': 'Try again',
  'upload_item.remove': 'Remove',
};

describe('upload widget: each path driven through the real widget', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', async (_name, path) => {
    const hand = handTransport();
    const uploaded = vi.fn();
    render(
      <UploadWidget
        configuration={configuration}
        fundFamilyId={null}
        transport={hand.transport}
        onUploaded={uploaded}
      />,
    );
    await addFiles([pdf()]);
    expectCard(
      { state: 'added', percent: 0, error: null, documentId: null, discarded: [] },
      'at the start',
    );
    const expected = expectedUploadItemSteps(path.events);
    let previous: UploadItemModelState = 'added';
    for (const [index, event] of path.events.entries()) {
      await act(async () => perform(event, hand));
      const now = expected[index]!;
      const where = `after step ${index + 1} (${event.type}) in ${now.state}`;
      expectCard(now, where);
      expect(hand.discarded, `discarded ${where}`).toEqual(now.discarded);
      // Removing or aborting an unfinished item stops its request (spec §4).
      if ((now.state === 'removed' || now.state === 'aborted') && previous === 'uploading')
        expect(hand.sends.at(-1)!.signal.aborted, `request stopped ${where}`).toBe(true);
      if ((now.state === 'removed' || now.state === 'aborted') && previous === 'pending')
        expect(hand.creates.at(-1)!.signal.aborted, `request stopped ${where}`).toBe(true);
      previous = now.state;
    }
    expect(previous).toBe(path.target);
    expect(uploaded).toHaveBeenCalledTimes(
      expected.filter((e, i) => e.state === 'finished' && expected[i - 1]?.state !== 'finished')
        .length,
    );
  });
});

/** Performs a path's event as it happens in the widget: a press, or a request's answer. */
async function perform(event: EventObject, hand: ReturnType<typeof handTransport>) {
  const press = buttonFor[event.type];
  if (press) {
    // A button the card does not offer cannot be pressed: the event does not happen.
    const button = screen.queryByRole('button', { name: `${press} notice.pdf` });
    if (button) fireEvent.click(button);
    return;
  }
  const payload = event as unknown as { percent: number; error: unknown };
  const create = hand.creates.at(-1);
  const send = hand.sends.at(-1);
  if (event.type === 'xstate.done.actor.createDocument') create?.resolve(answer(modelDocumentId));
  if (event.type === 'xstate.error.actor.createDocument')
    create?.reject(payload.error instanceof Error ? payload.error : new Error(''));
  if (event.type === 'upload_item.progress') send?.onProgress(payload.percent);
  if (event.type === 'upload_item.uploaded') send?.resolve();
  if (event.type === 'upload_item.fail') send?.reject(new Error(String(payload.error)));
  // Let the answer reach the machine.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('upload widget: what it accepts', () => {
  afterEach(() => cleanup());

  it('refuses a file of another extension with its reason in an error toast, and the hint says why', async () => {
    const toast = vi.spyOn(toaster, 'create');
    render(
      <UploadWidget
        configuration={configuration}
        fundFamilyId={null}
        transport={handTransport().transport}
      />,
    );
    expect(screen.getByText('Allowed: .pdf, .txt. Up to 10 MB each.')).toBeDefined();
    await addFiles([new File([new Uint8Array(10)], 'setup.exe')]);
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      title: 'File refused',
      description: 'setup.exe: .exe files are not allowed. Allowed: .pdf, .txt.',
    });
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    toast.mockRestore();
  });

  it('Upload all starts every file still waiting, and only those', async () => {
    const hand = handTransport();
    render(
      <UploadWidget configuration={configuration} fundFamilyId={null} transport={hand.transport} />,
    );
    await addFiles([pdf(), new File(['minutes'], 'minutes.txt', { type: 'text/plain' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel minutes.txt' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload all' })));
    expect(hand.creates).toHaveLength(1);
    // Nothing waits any more: Upload all is gone.
    expect(screen.queryByRole('button', { name: 'Upload all' })).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'notice.pdf' })).getByText('Queued'),
    ).toBeDefined();
    expect(
      within(screen.getByRole('listitem', { name: 'minutes.txt' })).getByText('Cancelled'),
    ).toBeDefined();
  });
});
