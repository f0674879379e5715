// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatedDocument, UploadTarget } from '../../../src/api/documents';

// The session's headers and ky's calls are the api client's to test: here they are stand-ins,
// so what is checked is the transport's own decisions.
const patch = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
const reportUnauthenticated = vi.fn();
vi.mock('../../../src/app/lib/api-client', () => ({
  api: { patch: (...args: unknown[]) => patch(...(args as [])) },
  apiErrorOf: async (error: unknown) => ({ message: String(error) }),
  apiRequestHeaders: async ({ auth }: { auth: boolean }) => ({
    'X-Request-Id': 'request-1',
    ...(auth ? { Authorization: 'Bearer session-token' } : {}),
  }),
  reportUnauthenticated: () => reportUnauthenticated(),
}));
const { apiUploadTransport } = await import('../../../src/app/components/upload/upload-transport');

/** An XMLHttpRequest that records what was sent and answers when the test says. */
class HandXhr {
  static last: HandXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    HandXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const created = (upload: Partial<UploadTarget>): CreatedDocument =>
  ({
    document: { id: 'doc-7' },
    upload: {
      url: '/api/documents/doc-7/upload/',
      method: 'POST',
      field: 'file',
      headers: {},
      add_auth: true,
      ...upload,
    },
  }) as CreatedDocument;

const file = new File(['%PDF-1.7 statement'], 'statement.pdf', { type: 'application/pdf' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the upload transport: form data to the answered url', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', HandXhr);
    patch.mockClear();
    reportUnauthenticated.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file in the named field with the session headers, reports whole progress, then confirms', async () => {
    const progress: number[] = [];
    const sent = apiUploadTransport.sendFile(
      { file, created: created({}), onProgress: (p) => progress.push(p) },
      new AbortController().signal,
    );
    await tick();
    const xhr = HandXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/documents/doc-7/upload/']);
    expect(xhr.headers).toEqual({
      'X-Request-Id': 'request-1',
      Authorization: 'Bearer session-token',
    });
    expect((xhr.body!.get('file') as File).name).toBe('statement.pdf');
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 250, total: 1000 });
    xhr.upload.onprogress!({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 1000, total: 1000 });
    xhr.answer(200, '{}');
    await sent;
    expect(progress).toEqual([25, 100]);
    expect(patch).toHaveBeenCalledWith(
      'documents/doc-7/status/successful-upload/',
      expect.anything(),
    );
  });

  it('adds no auth header for object storage, only the headers the server answered', async () => {
    const sent = apiUploadTransport.sendFile(
      {
        file,
        created: created({
          url: 'https://bucket.example/upload',
          field: 'file',
          headers: { 'x-amz-meta-document': 'doc-7' },
          add_auth: false,
        }),
        onProgress: () => {},
      },
      new AbortController().signal,
    );
    await tick();
    expect(HandXhr.last.headers).toEqual({ 'x-amz-meta-document': 'doc-7' });
    HandXhr.last.answer(204);
    await sent;
  });

  it("a refusal rejects with the server's reason and nothing is confirmed; a 401 signs out", async () => {
    const refused = apiUploadTransport.sendFile(
      { file, created: created({}), onProgress: () => {} },
      new AbortController().signal,
    );
    await tick();
    HandXhr.last.answer(
      400,
      JSON.stringify({
        code: 'invalid',
        message: 'statement.pdf does not look like a .pdf file: its content is text.',
      }),
    );
    await expect(refused).rejects.toThrow(
      'statement.pdf does not look like a .pdf file: its content is text.',
    );
    expect(patch).not.toHaveBeenCalled();

    const expired = apiUploadTransport.sendFile(
      { file, created: created({}), onProgress: () => {} },
      new AbortController().signal,
    );
    await tick();
    HandXhr.last.answer(401, 'Unauthorized');
    await expect(expired).rejects.toThrow('The upload failed (HTTP 401).');
    expect(reportUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('an abort stops the request and rejects as an abort', async () => {
    const controller = new AbortController();
    const sent = apiUploadTransport.sendFile(
      { file, created: created({}), onProgress: () => {} },
      controller.signal,
    );
    await tick();
    controller.abort();
    expect(HandXhr.last.aborted).toBe(true);
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(patch).not.toHaveBeenCalled();
  });
});
