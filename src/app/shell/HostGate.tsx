import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { hostContext } from '../lib/host-context';
import { sessionStore } from '../lib/session-store';
import { AccountSelectorPage } from '../pages/AccountSelectorPage';
import { shellQueries } from '../queries/shell-queries';

/**
 * Spec §2: on a customer's web domain the app acts for that customer and sends internal
 * pages to the auth address; the auth-only address shows only the account and internal
 * areas. With one shared address nothing changes.
 */
export function HostGate({ app, authOnly }: { app: ReactNode; authOnly: ReactNode }) {
  const { data: bootstrap } = useQuery(shellQueries.bootstrap());
  if (!bootstrap) return null;
  const host = hostContext(window.location, bootstrap.subdomain_base);
  if (host.kind === 'single_address') return app;
  if (host.kind === 'auth_only') return authOnly;
  return (
    <CustomerAddress webDomain={host.webDomain} authOrigin={host.authOrigin}>
      {app}
    </CustomerAddress>
  );
}

function CustomerAddress({
  webDomain,
  authOrigin,
  children,
}: {
  webDomain: string;
  authOrigin: string;
  children: ReactNode;
}) {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const { data: customers } = useQuery(shellQueries.customers());
  const selected = useSyncExternalStore(sessionStore.subscribe, sessionStore.selectedCustomerId);
  const customer = customers?.find((c) => c.web_domain?.toLowerCase() === webDomain);
  const internal = location === '/internal' || location.startsWith('/internal/');

  useEffect(() => {
    if (internal) window.location.replace(`${authOrigin}${location}`);
  }, [internal, authOrigin, location]);
  useEffect(() => {
    if (!customer || selected === customer.id) return;
    sessionStore.selectCustomer(customer.id);
    // Anything fetched before the address fixed the customer belongs to another one.
    void queryClient.invalidateQueries();
  }, [customer, selected, queryClient]);

  if (internal || !customers) return null;
  // Signed in, but not a user of the customer this address belongs to.
  if (!customer) return <AccountSelectorPage notice={`You have no access to ${webDomain}.`} />;
  return selected === customer.id ? children : null;
}
