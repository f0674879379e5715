import ky, { HTTPError } from 'ky';
import type { ApiErrorBody } from '../../api/api-error';
import type { RefreshResponse } from '../../api/auth';
import { requestHeaders } from '../../api/request-headers';
import { secondsUntilExpiry } from './access-token';
import { sessionStore } from './session-store';

/** Spec §9: API timeout 180 000 ms. */
const timeout = 180_000;
const tokenCall = /\/api\/token\//;
// Sign-in steps answer 401 for a wrong or stale step; that is the flow's to show, not a sign-out.
const signInCall = /\/api\/auth\/(?!session\/|password\/)/;

/** What the app does when the server says the session is gone (set by the app shell). */
let onUnauthenticated: () => void = () => sessionStore.clear();
export const setUnauthenticatedHandler = (handler: () => void) => {
  onUnauthenticated = handler;
};

/**
 * A v4 UUID. `crypto.randomUUID` exists only in secure contexts, and a plain-http address
 * other than localhost (a customer web domain in a test setup) is not one.
 */
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time, however many requests notice the token is about to expire. */
function freshAccessToken(force = false): Promise<string | null> {
  const tokens = sessionStore.tokens();
  if (!tokens) return Promise.resolve(null);
  if (!force && secondsUntilExpiry(tokens.access, Date.now()) > 60) {
    return Promise.resolve(tokens.access);
  }
  refreshing ??= ky
    .post('/api/token/refresh/', { json: { refresh: tokens.refresh }, timeout, retry: 0 })
    .json<RefreshResponse>()
    .then((next) => {
      sessionStore.refreshed(next);
      return next.access;
    })
    .catch(() => {
      onUnauthenticated();
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The session machine's refresh ahead of expiry; rejects when the session is gone. */
export async function refreshAccessToken(): Promise<void> {
  if (!(await freshAccessToken(true))) throw { status: 401 };
}

/**
 * The headers of spec §7 every API request carries, with the bearer token when `auth`:
 * ky adds them to its requests, and an upload sent by XMLHttpRequest (for its progress
 * events, which fetch lacks) adds them itself.
 */
export async function apiRequestHeaders({ auth }: { auth: boolean }) {
  const headers: Record<string, string> = {
    [requestHeaders.requestId]: newRequestId(),
    [requestHeaders.requestSource]: 'frontend',
    [requestHeaders.clientLocale]: navigator.language,
    [requestHeaders.timezone]: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const customerId = sessionStore.selectedCustomerId();
  if (customerId) headers[requestHeaders.customerId] = customerId;
  if (auth) {
    const access = await freshAccessToken();
    if (access) headers.Authorization = `Bearer ${access}`;
  }
  return headers;
}

/** Tells the app the session is gone when an upload sent outside ky answers 401. */
export const reportUnauthenticated = () => onUnauthenticated();

export const api = ky.create({
  prefixUrl: '/api',
  timeout,
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request) => {
        const headers = await apiRequestHeaders({ auth: !tokenCall.test(request.url) });
        for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (
          response.status === 401 &&
          !tokenCall.test(request.url) &&
          !signInCall.test(request.url)
        ) {
          onUnauthenticated();
        }
      },
    ],
  },
});

/** The API's error answer behind a failed call, or a generic one for network failures. */
export async function apiErrorOf(error: unknown): Promise<ApiErrorBody & { status: number }> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as ApiErrorBody;
      return { ...body, status: error.response.status };
    } catch {
      return {
        code: 'http_error',
        message: 'Something went wrong',
        dev_message: `${error.response.status} ${error.response.statusText}`,
        status: error.response.status,
      };
    }
  }
  return {
    code: 'network_error',
    message: 'Something went wrong',
    dev_message: error instanceof Error ? error.message : String(error),
    status: 0,
  };
}
