import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where a document's bytes live, behind one small interface so an S3-compatible object store
 * can stand beside the local disk (not built yet: no S3 client is installed). Keys are
 * `{customerId}/{documentId}`; the database row keeps the key, never the bytes.
 */
export type DocumentStorage = {
  readonly kind: 'local_disk' | 'object_store';
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** A stream of the bytes; a missing key rejects, so a download never answers half a file. */
  open(key: string): Promise<Readable>;
  /** Removing a key that is already gone is not an error (a retried delete). */
  remove(key: string): Promise<void>;
};

const keyPattern = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/** The bytes as files under one directory (config documentsDir), one per key. */
export function localDiskStorage(root: string): DocumentStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    // Keys are made by the store, but a path must never leave the root whatever it is given.
    if (!keyPattern.test(key)) throw new Error(`not a document storage key: ${key}`);
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`document key outside storage: ${key}`);
    return path;
  };
  return {
    kind: 'local_disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees a half-written file.
      const partial = `${path}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async open(key) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
