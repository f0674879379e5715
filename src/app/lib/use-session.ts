import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

/** The access token while signed in (re-renders on sign-in and sign-out), else null. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => sessionStore.tokens()?.access ?? null,
    () => null,
  );
}
