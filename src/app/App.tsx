import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useGuardedLocation } from './lib/guarded-location';
import { queryClient } from './lib/query-client';
import { AuthArea } from './pages/auth/AuthArea';
import { SessionGate } from './pages/auth/SessionGate';
import { Toasts } from './shell/Toasts';

// Signed-in pages load after sign-in, so the sign-in page stays small.
const SignedInApp = lazy(() => import('./SignedInApp'));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router hook={useGuardedLocation}>
        <Switch>
          <Route path="/auth/*?" component={AuthArea} />
          <Route>
            <SessionGate>
              <Suspense fallback={null}>
                <SignedInApp />
              </Suspense>
            </SessionGate>
          </Route>
        </Switch>
      </Router>
      <Toasts />
    </QueryClientProvider>
  );
}
