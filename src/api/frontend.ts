import * as v from 'valibot';

/** `subdomain_base` is set when each customer is served on its own web domain. */
export type BootstrapResponse = { environment: string; subdomain_base: string | null };
export type VersionResponse = { is_maintenance_mode: boolean };

/** PUT /api/version/: turn maintenance mode on or off. */
export const versionUpdateSchema = v.object({ is_maintenance_mode: v.boolean() });
