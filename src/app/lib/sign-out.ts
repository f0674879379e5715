import { api } from './api-client';
import { navigateNow } from './guarded-location';
import { queryClient } from './query-client';
import { sessionStore } from './session-store';

/** Revokes the session on the server (best effort), then forgets everything local. */
export async function signOut(options: { navigate?: boolean } = {}): Promise<void> {
  if (sessionStore.tokens()) {
    await api.post('token/logout/').catch(() => undefined);
  }
  if (options.navigate === false) {
    sessionStore.clear();
    queryClient.clear();
    return;
  }
  forgetSession();
}

/** Spec §8: a 401 clears local data and signs out, without another call to the server. */
export function forgetSession(): void {
  sessionStore.clear();
  queryClient.clear();
  navigateNow('/auth/login', { replace: true, state: { skipBlocker: true } });
}
