import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedDocument, DocumentRecord, UploadConfiguration } from '../../src/api/documents';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const pdf = new TextEncoder().encode('%PDF-1.4\n% a side letter\n%%EOF\n');

describe.each(testDatabases())('documents service on $name', (database) => {
  let t: TestApp;
  let manager: string;
  let reader: string;
  let beacon: string;

  const json = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const response = await t.request(path, {
      method,
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const upload = async (id: string, bytes: Uint8Array, name: string, token = manager) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart], { type: 'application/pdf' }), name);
    const framed = new Request('http://test/', { method: 'POST', body: form });
    const response = await t.request(`/api/documents/${id}/upload/`, {
      method: 'POST',
      token,
      headers: { 'content-type': framed.headers.get('content-type')! },
      body: await framed.arrayBuffer(),
    });
    return {
      status: response.status,
      body: (await response.json()) as DocumentRecord & { message?: string },
    };
  };
  const create = (filename: string, document_type = 'other', token = manager) =>
    json<CreatedDocument & { message?: string; data?: Record<string, string[]> }>(
      'POST',
      '/api/documents/',
      token,
      { filename, document_type, mime_type: 'application/pdf' },
    );

  beforeAll(async () => {
    t = await startTestApp(database);
    manager = (await t.signIn('manager@demo.test', 'demo-manager-2026')).access;
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
  });
  afterAll(() => t.dispose());

  it('creates, uploads, confirms and downloads a document; its state reads as spec §4 says', async () => {
    const created = await create('Side letter.pdf');
    expect(created.status).toBe(201);
    expect(created.body.document).toMatchObject({ state: 'no_upload', size: null });
    expect(created.body.upload).toMatchObject({
      url: `/api/documents/${created.body.document.id}/upload/`,
      method: 'POST',
      field: 'file',
      add_auth: true,
    });
    const id = created.body.document.id;
    const uploaded = await upload(id, pdf, 'Side letter.pdf');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ mime_type: 'application/pdf', size: pdf.byteLength });
    const confirmed = await json<DocumentRecord>(
      'PATCH',
      `/api/documents/${id}/status/successful-upload/`,
      manager,
    );
    expect(confirmed.body).toMatchObject({
      state: 'upload_succeeded',
      state_display: 'Uploading complete',
    });
    const download = await t.request(`/api/documents/download?document_id=${id}`, {
      token: manager,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    const listed = await json<DocumentRecord[]>(
      'GET',
      '/api/documents/?document_type=other',
      manager,
    );
    expect(listed.body.map((d) => d.id)).toContain(id);
    // Uploading again over a stored file is refused.
    expect((await upload(id, pdf, 'Side letter.pdf')).status).toBe(409);
  });

  it('refuses an extension the configuration does not allow, with the hint', async () => {
    const refused = await create('payload.exe');
    expect(refused.status).toBe(400);
    expect(refused.body.data?.filename).toEqual([
      'payload.exe: .exe files are not allowed. Allowed: .pdf, .docx, .doc, .xlsx, .xls, .csv, .txt, .png, .jpg, .jpeg.',
    ]);
    expect((await create('notice.pdf', 'notice')).status).toBe(400);
  });

  it('sniffs the content: text named .pdf fails the upload, which the document then says', async () => {
    const { id } = (await create('fake.pdf')).body.document;
    const refused = await upload(id, new TextEncoder().encode('just some words'), 'fake.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'fake.pdf does not look like a .pdf file: its content is text.',
    );
    const after = await json<DocumentRecord>('GET', `/api/documents/${id}/`, manager);
    expect(after.body).toMatchObject({ state: 'upload_failed', state_display: 'Upload failed' });
    expect(
      (await json('PATCH', `/api/documents/${id}/status/successful-upload/`, manager)).status,
    ).toBe(409);
    // A retry with the right bytes succeeds.
    expect((await upload(id, pdf, 'fake.pdf')).status).toBe(200);
  });

  it('refuses a file one byte over 10 MB', async () => {
    const { id } = (await create('big.pdf')).body.document;
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x20);
    big.set(pdf);
    const refused = await upload(id, big, 'big.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The file is larger than 10 MB.');
  });

  it('keeps customers apart and checks permissions', async () => {
    const { id } = (await create('mine.pdf')).body.document;
    expect((await json('GET', `/api/documents/${id}/`, beacon)).status).toBe(404);
    expect((await json('DELETE', `/api/documents/${id}/`, beacon)).status).toBe(404);
    expect(
      (await t.request(`/api/documents/download?document_id=${id}`, { token: beacon })).status,
    ).toBe(404);
    expect((await json<DocumentRecord[]>('GET', '/api/documents/', beacon)).body).toEqual([]);
    expect((await create('r.pdf', 'other', reader)).status).toBe(403);
    expect((await json('DELETE', `/api/documents/${id}/`, reader)).status).toBe(403);
    expect((await json('DELETE', `/api/documents/${id}/`, manager)).status).toBe(204);
    expect((await json('GET', `/api/documents/${id}/`, manager)).status).toBe(404);
  });

  it('replaces the upload configurations as a set (config permission)', async () => {
    const body = {
      configurations: [
        { document_type: 'side_letter', display_name: 'Side letter', allowed_extensions: ['.PDF'] },
      ],
    };
    expect((await json('POST', '/api/documents/upload-configurations/', reader, body)).status).toBe(
      403,
    );
    const saved = await json<UploadConfiguration[]>(
      'POST',
      '/api/documents/upload-configurations/',
      manager,
      body,
    );
    expect(saved.body).toEqual([
      { document_type: 'side_letter', display_name: 'Side letter', allowed_extensions: ['pdf'] },
    ]);
    expect((await create('x.pdf', 'other')).status).toBe(400);
    expect((await create('x.pdf', 'side_letter')).status).toBe(201);
    const table = await json<{ rows: { cells: Record<string, { value: { text: string } }> }[] }>(
      'GET',
      '/api/documents/upload-configuration-table/',
      manager,
    );
    expect(table.body.rows[0]!.cells.allowed_extensions!.value.text).toBe('.pdf');
    // Beacon still has the defaults.
    const theirs = await json<UploadConfiguration[]>(
      'GET',
      '/api/documents/upload-configurations/',
      beacon,
    );
    expect(theirs.body.map((u) => u.document_type)).toEqual([
      'transfer_agreement',
      'subscription_documents',
      'other',
    ]);
  });
});
