import { useMachine } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { sessionMachine } from '../../../../machines/session.machine';
import { loginMessages } from '../../../api/auth';
import type { CurrentUser } from '../../../api/users';
import { secondsUntilExpiry } from '../../lib/access-token';
import {
  api,
  apiErrorOf,
  refreshAccessToken,
  setUnauthenticatedHandler,
} from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { forgetSession } from '../../lib/sign-out';
import { sessionStore } from '../../lib/session-store';
import { toaster } from '../../lib/toaster';
import { useAccessToken } from '../../lib/use-session';

const fromPromiseOf = (work: () => Promise<void>) => fromPromise<void>(() => work());

/** The session machine with the browser's I/O. */
export const browserSessionMachine = sessionMachine.provide({
  actors: {
    refreshTokens: fromPromiseOf(refreshAccessToken),
    checkUser: fromPromiseOf(async () => {
      try {
        const user = await api.get('users/me/').json<CurrentUser>();
        queryClient.setQueryData(['users', 'me'], user);
      } catch (error) {
        throw { status: (await apiErrorOf(error)).status };
      }
    }),
  },
  actions: {
    forget: () => {
      if (!sessionStore.tokens()) return;
      toaster.create({ type: 'error', title: loginMessages.sessionExpired });
      forgetSession();
    },
  },
  delays: {
    // A minute before the access token expires, never in a tight loop.
    refreshDue: () => {
      const access = sessionStore.tokens()?.access;
      const seconds = access ? secondsUntilExpiry(access, Date.now()) - 60 : 0;
      return Math.max(5_000, seconds * 1000);
    },
  },
});

/**
 * Renders its children while the session machine says signed in; otherwise sends the user
 * to login (spec §2), with the page they wanted as `next`.
 */
export function SessionGate({
  children,
  machine = browserSessionMachine,
}: {
  children: ReactNode;
  machine?: typeof sessionMachine;
}) {
  const token = useAccessToken();
  const [location] = useLocation();
  const [snapshot, send] = useMachine(machine, { input: { signedIn: Boolean(token) } });

  useEffect(() => {
    setUnauthenticatedHandler(() => send({ type: 'session.unauthorized' }));
  }, [send]);

  useEffect(() => {
    if (token) send({ type: 'session.start' });
    else send({ type: 'session.unauthorized' });
  }, [token, send]);

  if (snapshot.matches('signedOut') || !token) {
    const next =
      location === '/' ? '' : `?next=${encodeURIComponent(location + window.location.search)}`;
    return <Redirect to={`/auth/login${next}`} replace />;
  }
  return (
    <div data-session-state={String(snapshot.value)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
