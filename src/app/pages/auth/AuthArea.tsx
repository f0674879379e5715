import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { authMachine } from '../../../../machines/auth.machine';
import { mfaSetupMachine } from '../../../../machines/mfa-setup.machine';
import { loginMessages, type AuthPublicConfig } from '../../../api/auth';
import { api } from '../../lib/api-client';
import { navigateNow } from '../../lib/guarded-location';
import { sessionStore } from '../../lib/session-store';
import { toaster } from '../../lib/toaster';
import { NotFoundPage } from '../NotFoundPage';
import { AuthFlowView } from './AuthFlowView';
import { IframePage } from './IframePage';
import { LogoutPage } from './LogoutPage';
import { PasswordPage } from './PasswordPage';
import { authActors, mfaSetupActors } from './auth-actors';

/** The path each state of the auth machine lives at (spec §2 Auth routes). */
export const authPathOf = (state: string): string | null => {
  if (['password', 'checkingPassword'].includes(state)) return '/auth/password';
  if (state === 'openingLink') return '/auth/continue';
  if (state === 'mfaSetup') return '/auth/mfa/setup';
  if (state.startsWith('checking') && state !== 'checkingCode') return '/auth/mfa';
  if (state === 'mfaChallenge') return '/auth/mfa';
  if (['signedIn', 'expired', 'signingOut'].includes(state)) return null;
  return '/auth/login';
};

const flowPaths = [
  '/auth/login',
  '/auth/login/simple',
  '/auth/password',
  '/auth/continue',
  '/auth/mfa',
  '/auth/mfa/setup',
];

export const authConfigQuery = {
  queryKey: ['auth', 'config'],
  queryFn: () => api.get('auth/config/').json<AuthPublicConfig>(),
  staleTime: Infinity,
};

/** The sign-in flow: one auth machine across /auth/login, password, continue and mfa. */
function AuthFlow() {
  const [location] = useLocation();
  const params = new URLSearchParams(useSearch());
  const next = params.get('next');
  const { data: config } = useQuery(authConfigQuery);
  const [snapshot, , actor] = useMachine(
    authMachine.provide({
      actors: { ...authActors, mfaSetup: mfaSetupMachine.provide({ actors: mfaSetupActors }) },
      actions: {
        storeSession: ({ context }) => {
          if (context.token) sessionStore.signedIn(context.token);
        },
        announceExpiry: () =>
          void toaster.create({ type: 'error', title: loginMessages.sessionExpired }),
        redirectToLogout: () => navigateNow('/auth/logout', { replace: true }),
      },
    }),
    { input: { next } },
  );
  const state = String(snapshot.value);

  // A magic link lands on /auth/continue?token=…: the machine opens it once.
  const opened = useRef(false);
  useEffect(() => {
    const token = params.get('token');
    if (location === '/auth/continue' && token && !opened.current) {
      opened.current = true;
      actor.send({ type: 'link.open', token });
    }
  });

  useEffect(() => {
    if (!next || location !== '/auth/login') return;
    // A macrotask later, so the toaster (mounted beside the router) is listening.
    const timer = setTimeout(
      () => toaster.create({ type: 'error', title: loginMessages.loginRequired }),
      0,
    );
    return () => clearTimeout(timer);
    // Only on arrival, not on each step of the flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address follows the machine; replace keeps the steps out of the history.
  useEffect(() => {
    if (state === 'signedIn') {
      const target = snapshot.context.next;
      navigateNow(target?.startsWith('/') && !target.startsWith('//') ? target : '/', {
        replace: true,
      });
      return;
    }
    const path = authPathOf(state);
    if (!path || path === location) return;
    // A magic link stays on /auth/continue (with its token) until the machine has opened it.
    if (location === '/auth/continue' && ['identify', 'openingLink'].includes(state)) return;
    // The simple login keeps email and password on its one page.
    if (location === '/auth/login/simple' && ['/auth/login', '/auth/password'].includes(path)) {
      return;
    }
    navigateNow(
      path + (next && path === '/auth/login' ? `?next=${encodeURIComponent(next)}` : ''),
      {
        replace: true,
      },
    );
  }, [state, location, next, snapshot.context.next]);

  return (
    <AuthFlowView
      snapshot={snapshot}
      actor={actor}
      rememberDays={config?.remember_device_days ?? 30}
      simple={location === '/auth/login/simple'}
    />
  );
}

/** Every /auth/ route of spec §2. */
export function AuthArea() {
  const [location] = useLocation();
  const params = new URLSearchParams(useSearch());
  const { data: config } = useQuery(authConfigQuery);
  if (location === '/auth' || location === '/auth/') return <Redirect to="/" replace />;
  if (location === '/auth/iframe') return <IframePage />;
  if (location === '/auth/logout') return <LogoutPage />;
  if (location === '/auth/password/setup') return <PasswordPage mode="setup" />;
  if (location === '/auth/password/reset') return <PasswordPage mode="reset" />;
  // Spec §2: the simple login exists only while no identity provider is configured.
  if (location === '/auth/login/simple' && config?.identity_provider_url) {
    return <Redirect to="/auth/login" replace />;
  }
  if (location === '/auth/continue' && !params.get('token')) {
    const next = params.get('next');
    const signedIn = Boolean(sessionStore.tokens());
    const target = signedIn && next?.startsWith('/') && !next.startsWith('//') ? next : '/';
    return <Redirect to={signedIn ? target : '/auth/login'} replace />;
  }
  if (flowPaths.includes(location)) return <AuthFlow />;
  return <NotFoundPage />;
}
