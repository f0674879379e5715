import { useEffect } from 'react';
import type { AuthPublicConfig } from '../../../api/auth';
import { secondsUntilExpiry } from '../../lib/access-token';
import { sessionKeys, sessionStore, type StoredUser } from '../../lib/session-store';

/** "example.com" allows example.com and app.example.com, never evil-example.com. */
export const hostIsAllowed = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

type StoredState = { user: StoredUser } | 'none' | 'invalid';

function storedState(): StoredState {
  let rawTokens: string | null;
  let rawUser: string | null;
  try {
    rawTokens = localStorage.getItem(sessionKeys.tokens);
    rawUser = localStorage.getItem(sessionKeys.user);
  } catch {
    // Storage the browser keeps from a cross-site frame cannot show a session.
    return 'none';
  }
  if (!rawTokens && !rawUser) return 'none';
  try {
    const tokens = JSON.parse(rawTokens ?? 'null') as { access?: unknown; refresh?: unknown };
    const user = JSON.parse(rawUser ?? 'null') as StoredUser | null;
    if (typeof tokens?.access !== 'string' || typeof tokens.refresh !== 'string') return 'invalid';
    if (!user?.userId || !user.email) return 'invalid';
    // A token that is not a JWT at all is corrupt, not merely expired.
    if (tokens.access.split('.').length !== 3) return 'invalid';
    secondsUntilExpiry(tokens.access, Date.now());
    return { user };
  } catch {
    return 'invalid';
  }
}

/**
 * /auth/iframe (spec §2, §8): tells an embedding page of an allowed domain whether someone
 * is signed in. Any other referrer gets no answer at all, only a logged error.
 */
export function IframePage() {
  useEffect(() => {
    let referrer: URL;
    try {
      referrer = new URL(document.referrer);
    } catch {
      console.error('auth iframe: no referrer; not answering');
      return;
    }
    void fetch('/api/auth/config/')
      .then((response) => response.json() as Promise<AuthPublicConfig>)
      .then((config) => {
        if (!hostIsAllowed(referrer.hostname, config.allowed_domains)) {
          console.error(`auth iframe: referrer ${referrer.hostname} is not allowed; not answering`);
          return;
        }
        const state = storedState();
        if (state === 'invalid') sessionStore.clear();
        const message =
          typeof state === 'object'
            ? { type: 'mb-auth-logged-in', user: state.user }
            : { type: 'mb-auth-logged-out' };
        window.parent.postMessage(message, referrer.origin);
      });
  }, []);
  return null;
}
