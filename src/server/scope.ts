import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The customer a service call acts for: every query it makes is filtered by it (tenancy). */
export type Scope = { customerId: string };

/** The scope a request acts for: the customer the auth middleware settled on. */
export const scopeOf = (c: Context<AppEnv>): Scope => ({ customerId: c.get('customerId') });
