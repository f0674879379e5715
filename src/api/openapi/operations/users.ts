import * as v from 'valibot';
import { updateCustomerSettingsSchema } from '../../customer-settings';
import { featureFlagNames } from '../../feature-flags';
import { inviteUserSchema, updateTeamUserSchema } from '../../users';
import { op, idQuery, type Operation } from './operation';

export const usersOperations: Operation[] = [
  op('GET', '/api/users/', 'Users of the customer'),
  op('POST', '/api/users/', 'Invite a user', { body: inviteUserSchema }),
  op('GET', '/api/users/admin/', 'Team users with their roles'),
  op('PUT', '/api/users/admin/', "Change a team user's roles (user_id)", {
    body: updateTeamUserSchema,
    query: idQuery('user_id'),
  }),
  op('GET', '/api/users/admin/role-types/', 'Roles the signed-in admin may give'),
  op('GET', '/api/users/user/:id/', 'One team user'),
  op('GET', '/api/users/me/', 'The signed-in user'),
  op('GET', '/api/users/me/customers', 'Customers the signed-in user may act for'),
  op('GET', '/api/selected-customer/', 'The customer this request acts for'),
  op('GET', '/api/customer-settings/', "The customer's settings"),
  op('PATCH', '/api/customer-settings/', "Change the customer's settings", {
    body: updateCustomerSettingsSchema,
  }),
  op('GET', '/api/feature-flags/context/', 'Feature flags in force for this user and customer'),
  op('GET', '/api/feature-flags/:name/', 'One feature flag', {
    params: { name: v.picklist(featureFlagNames) },
  }),
];
