import { and, eq, ne } from 'drizzle-orm';
import { apiErrorCodes } from '../../api/api-error';
import {
  permissionLevelLabels,
  permissionLevels,
  permissionTypesOfLevel,
  type PermissionLevel,
  type RoleType,
} from '../../api/users';
import { ApiError, notFound } from '../api-error';
import type { Database } from '../db/database';
import { customers, user_customer_relations } from '../db/schema';
import { teamRows, type TeamRow } from './team-users';

/**
 * The rules of Settings → Users (issue 15), where a customer admin lists, invites,
 * re-levels and removes the customer's own users. Permission levels live on the account
 * (users.permission_types), so a level set here would also apply at any other customer the
 * account works for: such accounts keep their level, and the provider's staff are neither
 * listed nor managed here.
 */

/** The role that marks a customer's admin, as on the demo's customer admins. */
const customerAdminRole = 'customer_admin';

const levelDescriptions: Record<PermissionLevel, string> = {
  read: 'Sees funds, investors, the ledger and reports.',
  write: 'Also prepares closings, capital events and ledger entries.',
  approve: 'Also approves what others prepared.',
  config: 'Also configures funds, calculations and events.',
  admin: "Also manages the customer's users and reads the audit log.",
};

export const conflict = (message: string, devMessage?: string) =>
  new ApiError({ status: 409, code: apiErrorCodes.conflict, message, devMessage });

export const refused = (message: string) =>
  new ApiError({ status: 403, code: apiErrorCodes.forbidden, message });

type Actor = { permission_types: readonly string[] };

export const ladderOf = (types: readonly string[]) =>
  types.filter((type) => (permissionLevels as readonly string[]).includes(type));

export const holdsAll = (actor: Actor, types: readonly string[]) =>
  types.every((type) => actor.permission_types.includes(type));

/** The levels, each marked grantable when the caller holds every permission it gives. */
export function roleTypesFor(actor: Actor): RoleType[] {
  return permissionLevels.map((level) => ({
    permission_level: level,
    label: permissionLevelLabels[level],
    description: levelDescriptions[level],
    permission_types: permissionTypesOfLevel(level),
    grantable: holdsAll(actor, permissionTypesOfLevel(level)),
  }));
}

export function assertGrantable(actor: Actor, level: PermissionLevel): void {
  if (!holdsAll(actor, permissionTypesOfLevel(level))) {
    throw refused(
      `You cannot grant the ${permissionLevelLabels[level]} level: it includes permissions you do not hold.`,
    );
  }
}

/** The account's permissions at a new level: the ladder replaced, anything else kept. */
export function withLevel(
  account: { permission_types: string[]; role_types: string[] },
  level: PermissionLevel,
) {
  const others = account.permission_types.filter((type) => !ladderOf([type]).length);
  const roles = account.role_types.filter((role) => role !== customerAdminRole);
  return {
    permission_types: [...permissionTypesOfLevel(level), ...others],
    role_types: level === 'admin' ? [...roles, customerAdminRole] : roles,
  };
}

export const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`;

/**
 * Locks the customer row for the rest of the transaction, so two admins changing the team
 * at once are serialised and cannot both pass the last-admin check.
 */
export async function lockCustomer(tx: Database, customerId: string) {
  const [customer] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!customer) throw notFound(`No customer ${customerId}`);
  return customer;
}

/** Whether the account also has a relation with a customer other than this one. */
export async function worksElsewhere(tx: Database, userId: string, customerId: string) {
  const [other] = await tx
    .select({ id: user_customer_relations.customer_id })
    .from(user_customer_relations)
    .where(
      and(
        eq(user_customer_relations.user_id, userId),
        ne(user_customer_relations.customer_id, customerId),
      ),
    )
    .limit(1);
  return Boolean(other);
}

/** The customer must keep an admin of its own: refuses a change that would leave none. */
export async function assertAnotherAdmin(
  tx: Database,
  customer: { id: string; name: string },
  target: TeamRow,
  change: string,
) {
  const team = await teamRows(tx, customer.id);
  const others = team.filter(
    (row) => row.id !== target.id && row.permission_types.includes('admin'),
  );
  if (others.length === 0) {
    throw conflict(
      `${fullName(target)} is the last admin of ${customer.name}: make another user an admin before you ${change}.`,
    );
  }
}
