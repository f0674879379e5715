import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SelectedCustomerResponse } from '../../api/customers';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { customers } from '../db/schema';

export const selectedCustomerRoutes = new Hono<AppEnv>().get('/selected-customer/', async (c) => {
  const [customer] = await c
    .get('deps')
    .handle.db.select({
      id: customers.id,
      name: customers.name,
      web_domain: customers.web_domain,
      is_live: customers.is_live,
      is_long_lived_integration_testing_customer:
        customers.is_long_lived_integration_testing_customer,
    })
    .from(customers)
    .where(eq(customers.id, c.get('customerId')));
  if (!customer) throw notFound('Selected customer no longer exists');
  return c.json<SelectedCustomerResponse>({ customer });
});
