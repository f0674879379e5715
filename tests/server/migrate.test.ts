import { describe, expect, it } from 'vitest';
import { migrate, MigrationMismatchError, shippedMigrations } from '../../src/server/db/migrate';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('migrations on $name', (database) => {
  it('applies every shipped migration once, then nothing', async () => {
    const { handle, dispose } = await database.open();
    try {
      const first = await migrate(handle);
      expect(first.applied).toEqual(shippedMigrations().map((m) => m.tag));
      expect((await migrate(handle)).applied).toEqual([]);
    } finally {
      await dispose();
    }
  });

  it('refuses a database whose applied migrations are not a prefix of the shipped ones', async () => {
    const { handle, dispose } = await database.open();
    try {
      await migrate(handle);
      await handle.query("UPDATE schema_migrations SET hash = 'tampered' WHERE tag = $1", [
        shippedMigrations()[0]?.tag,
      ]);
      await expect(migrate(handle)).rejects.toBeInstanceOf(MigrationMismatchError);
      await handle.query(
        "INSERT INTO schema_migrations (tag, hash) VALUES ('9999_from_the_future', 'x')",
      );
      await expect(migrate(handle)).rejects.toThrow(/not a prefix/);
    } finally {
      await dispose();
    }
  });
});
