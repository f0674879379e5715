import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Customer } from '../../api/customers';
import {
  inviteUserSchema,
  updateTeamUserSchema,
  type CurrentUser,
  type CustomerUser,
} from '../../api/users';
import type { AppEnv } from '../app-env';
import { customers, user_customer_relations, users } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { inviteUser } from './invite-user';
import { listTeamUsers, teamUser } from './team-users';
import { updateTeamUser } from './update-team-user';
import { roleTypesFor } from './user-admin-rules';
import { readJson, uuidParam, uuidQuery } from '../validate';

export const userRoutes = new Hono<AppEnv>()
  .get('/users/', requirePermission('service'), async (c) => {
    const rows = await c
      .get('deps')
      .handle.db.select({
        id: users.id,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        permission_types: users.permission_types,
        role_types: users.role_types,
      })
      .from(users)
      .innerJoin(user_customer_relations, eq(user_customer_relations.user_id, users.id))
      .where(eq(user_customer_relations.customer_id, c.get('customerId')))
      .orderBy(asc(users.email));
    return c.json(rows as CustomerUser[]);
  })
  // Settings → Users (issue 15): the customer's admin manages the customer's own users.
  .post('/users/', requirePermission('admin'), async (c) =>
    c.json(await inviteUser(c, await readJson(c, inviteUserSchema)), 201),
  )
  .get('/users/admin/', requirePermission('admin'), async (c) => c.json(await listTeamUsers(c)))
  .put('/users/admin/', requirePermission('admin'), async (c) => {
    const userId = uuidQuery(c, 'user_id');
    const user = await updateTeamUser(c, userId, await readJson(c, updateTeamUserSchema));
    return user ? c.json(user) : c.body(null, 204);
  })
  .get('/users/admin/role-types/', requirePermission('admin'), (c) =>
    c.json(roleTypesFor(c.get('user'))),
  )
  .get('/users/user/:id/', requirePermission('admin'), async (c) =>
    c.json(await teamUser(c, uuidParam(c, 'id'))),
  )
  .get('/users/me/', (c) => {
    const user = c.get('user');
    return c.json<CurrentUser>({
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      permission_types: user.permission_types,
      role_types: user.role_types,
    });
  })
  .get('/users/me/customers', async (c) => {
    const rows = await c
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
      .innerJoin(user_customer_relations, eq(user_customer_relations.customer_id, customers.id))
      .where(eq(user_customer_relations.user_id, c.get('user').id))
      .orderBy(asc(customers.name));
    return c.json<Customer[]>(rows);
  });
