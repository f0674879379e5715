import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { customers } from '../../src/server/db/schema';
import {
  deleteDocument,
  documentStorage,
  loadDocument,
  openDocument,
  saveDocument,
} from '../../src/server/documents/document-store';
import type { DocumentStorage } from '../../src/server/documents/document-storage';
import { testDatabases, type TestDatabaseHandle } from './test-databases';

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

describe.each(testDatabases())('document store on $name', (database) => {
  let db: TestDatabaseHandle;
  let storage: DocumentStorage;
  let mine: { customerId: string };
  let theirs: { customerId: string };

  beforeAll(async () => {
    db = await database.open();
    await migrate(db.handle);
    storage = documentStorage({ documentsDir: await mkdtemp(join(tmpdir(), 'documents-')) });
    const rows = await db.handle.db
      .insert(customers)
      .values([{ name: 'Mine' }, { name: 'Theirs' }])
      .returning({ id: customers.id });
    mine = { customerId: rows[0]!.id };
    theirs = { customerId: rows[1]!.id };
  });
  afterAll(() => db.dispose());

  it('saves bytes in a transaction, sniffs their type, and streams them back', async () => {
    const row = await db.handle.db.transaction((tx) =>
      saveDocument(tx, storage, mine, {
        document_type: 'notice',
        filename: 'Atlas call notice.pdf',
        uploaded_by_id: null,
        bytes: pdf,
      }),
    );
    expect(row).toMatchObject({
      state: 'upload_succeeded',
      mime_type: 'application/pdf',
      size: pdf.byteLength,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      storage_key: `${mine.customerId}/${row.id}`,
    });
    const { stream } = await openDocument(db.handle.db, storage, mine, row.id);
    expect(await text(stream)).toBe(new TextDecoder().decode(pdf));
    await expect(loadDocument(db.handle.db, theirs, row.id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses bytes that are not what the name says, and keeps nothing of a rolled-back save', async () => {
    await expect(
      db.handle.db.transaction((tx) =>
        saveDocument(tx, storage, mine, {
          document_type: 'notice',
          filename: 'renamed.pdf',
          uploaded_by_id: null,
          bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00]),
        }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      message: 'renamed.pdf is not a file type the product can store.',
    });
    const count = await db.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM documents WHERE filename = $1',
      ['renamed.pdf'],
    );
    expect(count[0]!.n).toBe(0);
  });

  it('deletes: the row says deleted at once, the bytes go when purged after commit', async () => {
    const row = await db.handle.db.transaction((tx) =>
      saveDocument(tx, storage, mine, {
        document_type: 'notice',
        filename: 'b.pdf',
        uploaded_by_id: null,
        bytes: pdf,
      }),
    );
    const { purge } = await db.handle.db.transaction((tx) =>
      deleteDocument(tx, storage, mine, row.id),
    );
    await expect(storage.open(row.storage_key)).resolves.toBeTruthy();
    await purge();
    await expect(storage.open(row.storage_key)).rejects.toThrow();
    await expect(loadDocument(db.handle.db, mine, row.id)).rejects.toMatchObject({ status: 404 });
    expect((await loadDocument(db.handle.db, mine, row.id, { deleted: true })).state).toBe(
      'deleted',
    );
  });
});
