import { dirname, join, resolve } from 'node:path';
import { type AiConfig, readAiConfig } from './assistant/ai-config';
import { type AuthConfig, readAuthConfig } from './auth/auth-config';

export type Config = {
  port: number;
  /** The address the server listens on (HOST): every interface unless narrowed, e.g. 127.0.0.1. */
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Where documents' bytes are kept on the local disk (DOCUMENTS_DIR): beside the embedded
   * database's directory by default (.data/documents), not inside it, since that directory is
   * PostgreSQL's own data directory.
   */
  documentsDir: string;
  /** Shown as a badge when not "production" (spec §2). */
  appEnv: string;
  /** Set when customers are served on their own web domains (the switcher then opens a tab). */
  subdomainBase: string | null;
  /** Built SPA served beside /api/. */
  staticDir: string;
  accessTokenSeconds: number;
  /** Spec §9: a session lives at most 30 days (43200 minutes). */
  sessionMaxSeconds: number;
  /** Log one JSON line per request. */
  logRequests: boolean;
  /** Background jobs (scheduled transfers) run this often; 0 turns them off, as in tests. */
  jobsIntervalSeconds: number;
  auth: AuthConfig;
  /** The assistant's OpenAI-compatible provider (AI_API_KEY, AI_BASE_URL, AI_MODELS). */
  ai: AiConfig;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data/pglite'),
    documentsDir: resolve(
      env.DOCUMENTS_DIR ?? join(dirname(resolve(env.DATA_DIR ?? '.data/pglite')), 'documents'),
    ),
    appEnv: env.APP_ENV ?? 'demo',
    subdomainBase: env.SUBDOMAIN_BASE || null,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    sessionMaxSeconds: 43_200 * 60,
    logRequests: env.LOG_REQUESTS !== 'false',
    jobsIntervalSeconds: Number(
      env.JOBS_INTERVAL_SECONDS ?? (env.APP_ENV === 'test' || env.VITEST ? 0 : 300),
    ),
    auth: readAuthConfig(env, Number(env.PORT ?? 3000)),
    ai: readAiConfig(env),
  };
}
