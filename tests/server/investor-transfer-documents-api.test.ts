import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferDocument } from '../../src/api/investor-transfer-documents';
import type { InvestorTransfer } from '../../src/api/investor-transfers';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { buildTransferFixture, caller, type Call, type TransferFixture } from './transfer-fixture';

const pdf = new TextEncoder().encode('%PDF-1.4\n% a transfer agreement\n%%EOF\n');

describe.each(testDatabases())('investor transfer documents on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fx: TransferFixture;
  let transferId: string;

  /** A multipart upload as a browser sends it (the form sets its own boundary). */
  const upload = async (
    fields: Record<string, string | Blob>,
    token = admin,
    id = transferId,
  ): Promise<{ status: number; body: TransferDocument & { data?: Record<string, string[]> } }> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      if (value instanceof Blob) form.append(name, value, name === 'file' ? 'agreement.pdf' : name);
      else form.append(name, value);
    const framed = new Request('http://test/', { method: 'POST', body: form });
    const response = await t.request(`/api/investor-transfer/${id}/documents/`, {
      method: 'POST',
      token,
      headers: { 'content-type': framed.headers.get('content-type')! },
      body: await framed.arrayBuffer(),
    });
    return { status: response.status, body: await response.json() };
  };
  const list = async (token = admin) =>
    call<TransferDocument[]>(
      'GET',
      `/api/investor-transfer/${transferId}/documents/`,
      undefined,
      token,
    );
  const auditActions = async () =>
    (
      await t.deps.handle.query<{ action: string }>(
        `SELECT action FROM audit_log WHERE target_type = 'investor_transfer_document' ORDER BY id`,
      )
    ).map((r) => r.action);

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date('2026-06-15T12:00:00Z') });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    fx = await buildTransferFixture(t, call);
    transferId = (
      await call<InvestorTransfer>('POST', '/api/investor-transfer/', {
        fund_family_id: fx.fundFamilyId,
        transferor_commitment_id: fx.commitment.Atlas,
        transfer_date: '2026-05-01',
        day_of_timing: 'end_of_day',
      })
    ).body.id;
  });
  afterAll(() => t.dispose());

  it('stores an uploaded document with a draft transfer, lists it and gives its bytes back', async () => {
    const stored = await upload({
      file: new Blob([pdf], { type: 'application/pdf' }),
      document_type: 'transfer_agreement',
    });
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({
      investor_transfer_id: transferId,
      filename: 'agreement.pdf',
      mime_type: 'application/pdf',
      document_type: 'transfer_agreement',
      size: pdf.byteLength,
      state: 'upload_succeeded',
    });
    expect(stored.body).not.toHaveProperty('content');
    const listed = await list();
    expect(listed.body.map((d) => d.id)).toEqual([stored.body.id]);
    expect(stored.body.url).toBe(
      `/api/investor-transfer/${transferId}/documents/${stored.body.id}/`,
    );
    const download = await t.request(stored.body.url, { token: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''agreement.pdf",
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    expect(await auditActions()).toEqual(['create']);
  });

  it('refuses bad input and changes nothing', async () => {
    const noFile = await upload({ document_type: 'transfer_agreement' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.data).toEqual({ file: ['Required'] });
    const badType = await upload({ file: new Blob([pdf]), document_type: 'birth_certificate' });
    expect(badType.status).toBe(400);
    expect(badType.body.data).toEqual({ document_type: ['Invalid'] });
    const empty = await upload({ file: new Blob([]), document_type: 'other' });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual({ file: ['The file is empty.'] });
    // One byte over 10 MB: refused before it is read into the database.
    const huge = await upload({
      file: new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]),
      document_type: 'other',
    });
    expect(huge.status).toBe(400);
    expect(huge.body.data).toEqual({ file: ['The file is larger than 10 MB.'] });
    const json = await call<{ data: Record<string, string[]> }>(
      'POST',
      `/api/investor-transfer/${transferId}/documents/`,
      { file: 'x', document_type: 'other' },
    );
    expect(json.status).toBe(400);
    expect(json.body.data).toEqual({ file: ['Required'] });
    expect((await list()).body).toHaveLength(1);
    expect(await auditActions()).toEqual(['create']);
  });

  it('lets readers list but not upload, and gives another customer nothing', async () => {
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    expect((await list(reader)).status).toBe(200);
    const file = new Blob([pdf], { type: 'application/pdf' });
    expect((await upload({ file, document_type: 'other' }, reader)).status).toBe(403);
    const [document] = (await list()).body;
    const path = `/api/investor-transfer/${transferId}/documents/${document!.id}/`;
    expect((await list(beacon)).status).toBe(404);
    expect((await upload({ file, document_type: 'other' }, beacon)).status).toBe(404);
    expect((await t.request(path, { token: beacon })).status).toBe(404);
    expect((await call('DELETE', path, undefined, beacon)).status).toBe(404);
    // A document id under another transfer names nothing.
    const other = (
      await call<InvestorTransfer>('POST', '/api/investor-transfer/', {
        fund_family_id: fx.fundFamilyId,
        transferor_commitment_id: fx.commitment.Cedar,
        transfer_date: '2026-05-01',
        day_of_timing: 'end_of_day',
      })
    ).body.id;
    expect(
      (
        await t.request(`/api/investor-transfer/${other}/documents/${document!.id}/`, {
          token: admin,
        })
      ).status,
    ).toBe(404);
    expect((await list()).body).toHaveLength(1);
  });

  it('deletes a document while draft, and refuses changes once the transfer is processed', async () => {
    const second = await upload({
      file: new Blob([pdf], { type: 'application/pdf' }),
      document_type: 'subscription_documents',
    });
    const removed = await t.request(
      `/api/investor-transfer/${transferId}/documents/${second.body.id}/`,
      { method: 'DELETE', token: admin },
    );
    expect(removed.status).toBe(204);
    expect((await list()).body.map((d) => d.document_type)).toEqual(['transfer_agreement']);
    await call('PUT', `/api/investor-transfer/${transferId}/transferees/`, {
      transferees: [{ investor_entity_id: fx.entity.Birch, amount_cents: 1_000_000 }],
    });
    expect((await call('PATCH', `/api/investor-transfer/${transferId}/process/`)).status).toBe(200);
    const late = await upload({ file: new Blob([pdf]), document_type: 'other' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'invalid_transition' });
    const [kept] = (await list()).body;
    const lateDelete = await call<{ code: string }>(
      'DELETE',
      `/api/investor-transfer/${transferId}/documents/${kept!.id}/`,
    );
    expect(lateDelete.status).toBe(409);
    expect((await list()).body).toHaveLength(1);
    expect(await auditActions()).toEqual(['create', 'create', 'delete']);
  });
});
