import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useAccessToken } from '../lib/use-session';

/**
 * Spec §2: unauthenticated users go to login; the page they wanted travels as `next`, and
 * the login page says 'Login required.' whenever there is one (never for the root path).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const [location] = useLocation();
  if (!token) {
    const next =
      location === '/' ? '' : `?next=${encodeURIComponent(location + window.location.search)}`;
    return <Redirect to={`/auth/login${next}`} replace />;
  }
  return <>{children}</>;
}
