/** The customer a service call acts for: every query it makes is filtered by it (tenancy). */
export type Scope = { customerId: string };
