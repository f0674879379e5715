import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { app_settings } from '../db/schema';

export async function readSetting<T>(db: Database, key: string, fallback: T): Promise<T> {
  const [row] = await db.select().from(app_settings).where(eq(app_settings.key, key));
  return row ? (row.value as T) : fallback;
}

export async function writeSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(app_settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: app_settings.key, set: { value } });
}
