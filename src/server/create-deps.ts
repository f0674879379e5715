import type { Deps, Logger } from './app-env';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedDemoData } from './db/seed';
import { createAfterResponse } from './after-response';
import { SessionCache } from './auth/session-cache';
import { createTokenSigner, loadSigningSecret } from './auth/token-signer';

export const jsonLogger: Logger = (entry) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));

/** Opens the configured database, migrates it, loads demo data when empty. */
export async function createDeps(
  config: Config,
  options: { handle?: DatabaseHandle; seed?: boolean; log?: Logger; now?: () => Date } = {},
): Promise<Deps> {
  const handle =
    options.handle ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  await migrate(handle);
  if (options.seed ?? true) await seedDemoData(handle.db, { subdomainBase: config.subdomainBase });
  const secret = await loadSigningSecret(handle.db, process.env.JWT_SECRET);
  const log = options.log ?? jsonLogger;
  return {
    handle,
    config,
    signer: createTokenSigner(secret),
    sessions: new SessionCache(),
    now: options.now ?? (() => new Date()),
    log,
    afterResponse: createAfterResponse(log),
  };
}
