import type { AuthenticatedUser } from './authenticated-user';

type Entry = { user: AuthenticatedUser; expiresAtMs: number; cachedAtMs: number };

/**
 * Recently authenticated sessions, so a burst of calls costs one database lookup per
 * session instead of one per call. A revocation in this process drops the entry at once;
 * another API process sees it within `ttlMs`, the same bound as an access token's
 * clock skew allowance, which is why the TTL is kept short.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(sessionId: string, nowMs: number): AuthenticatedUser | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (nowMs - entry.cachedAtMs > this.ttlMs || nowMs >= entry.expiresAtMs) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.user;
  }

  set(user: AuthenticatedUser, sessionExpiresAt: Date, nowMs: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(user.sessionId, {
      user,
      expiresAtMs: sessionExpiresAt.getTime(),
      cachedAtMs: nowMs,
    });
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}
