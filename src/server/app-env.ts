import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { AfterResponse } from './after-response';
import type { AuthenticatedUser } from './auth/authenticated-user';
import type { SessionCache } from './auth/session-cache';
import type { TokenSigner } from './auth/token-signer';
import type { Logger } from './logger';

export type { Logger };

/** What every route needs, passed in once so tests can supply their own database and clock. */
export type Deps = {
  handle: DatabaseHandle;
  config: Config;
  signer: TokenSigner;
  sessions: SessionCache;
  now: () => Date;
  log: Logger;
  afterResponse: AfterResponse;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    user: AuthenticatedUser;
    /** The customer this request acts for: X-Customer-Id, or the user's default. */
    customerId: string;
  };
};
