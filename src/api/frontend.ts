/** `subdomain_base` is set when each customer is served on its own web domain. */
export type BootstrapResponse = { environment: string; subdomain_base: string | null };
export type VersionResponse = { is_maintenance_mode: boolean };
