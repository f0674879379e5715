import type { TokenResponse } from '../../api/auth';

/** Spec §9: session data lives in local storage under these keys. */
export const sessionKeys = {
  selectedCustomer: 'fundline.selected_customer_id',
  internalCustomer: 'fundline.internal_customer_id',
  user: 'fundline.user',
  tokens: 'fundline.tokens',
} as const;

export type StoredUser = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  intercomUserHash: string | null;
};
export type StoredTokens = { access: string; refresh: string };

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Where the browser keeps who is signed in; components subscribe through useSession. */
export const sessionStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  tokens: () => read<StoredTokens>(sessionKeys.tokens),
  user: () => read<StoredUser>(sessionKeys.user),
  selectedCustomerId: () => localStorage.getItem(sessionKeys.selectedCustomer),

  signedIn(token: TokenResponse) {
    localStorage.setItem(
      sessionKeys.tokens,
      JSON.stringify({ access: token.access, refresh: token.refresh }),
    );
    const user: StoredUser = {
      userId: token.user_id,
      email: token.email,
      firstName: token.first_name,
      lastName: token.last_name,
      intercomUserHash: token.intercom_user_hash,
    };
    localStorage.setItem(sessionKeys.user, JSON.stringify(user));
    notify();
  },
  refreshed(tokens: StoredTokens) {
    localStorage.setItem(sessionKeys.tokens, JSON.stringify(tokens));
  },
  selectCustomer(customerId: string) {
    localStorage.setItem(sessionKeys.selectedCustomer, customerId);
    notify();
  },
  /** Spec §8: a 401 clears every piece of local session data. */
  clear() {
    Object.values(sessionKeys).forEach((key) => localStorage.removeItem(key));
    notify();
  },
};
