/**
 * Which kind of address the app is served on (spec §2 "Shell" and "internal"). Without a
 * subdomain base every customer shares one address. With one, each customer has its own
 * web domain under the base, and the base itself (or `auth.` under it) is the auth-only
 * address, which shows only the account and internal areas.
 */
export type HostContext =
  | { kind: 'single_address' }
  | { kind: 'auth_only'; authOrigin: string }
  | { kind: 'customer'; webDomain: string; authOrigin: string };

export const authHost = (subdomainBase: string) => `auth.${subdomainBase}`;

export function hostContext(
  location: { protocol: string; hostname: string; port: string },
  subdomainBase: string | null,
): HostContext {
  if (!subdomainBase) return { kind: 'single_address' };
  const base = subdomainBase.toLowerCase();
  const hostname = location.hostname.toLowerCase();
  const port = location.port ? `:${location.port}` : '';
  const authOrigin = `${location.protocol}//${authHost(base)}${port}`;
  if (hostname === base || hostname === authHost(base)) return { kind: 'auth_only', authOrigin };
  if (hostname.endsWith(`.${base}`)) return { kind: 'customer', webDomain: hostname, authOrigin };
  // Spec §8: an unknown hostname for subdomains throws.
  throw new Error(`Unknown hostname for subdomains: ${location.hostname}`);
}

/** The address of a customer's web domain, on this page's protocol and port. */
export function customerOrigin(
  webDomain: string,
  location: { protocol: string; port: string } = window.location,
): string {
  return `${location.protocol}//${webDomain}${location.port ? `:${location.port}` : ''}`;
}
