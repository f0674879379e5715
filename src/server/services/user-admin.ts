import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { apiErrorCodes } from '../../api/api-error';
import { isInternalStaff, type PermissionType } from '../../api/permissions';
import {
  permissionLevelLabels,
  permissionLevelOf,
  permissionLevels,
  permissionTypesOfLevel,
  type InviteUser,
  type InviteUserResult,
  type PermissionLevel,
  type RoleType,
  type TeamUser,
  type UpdateTeamUser,
} from '../../api/users';
import { ApiError, notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { customers, sessions, user_customer_relations, users } from '../db/schema';
import { keyedHash, randomToken } from './auth-secrets';
import { recordAudit } from './audit';
import { magicLinkUrl, replaceOneTimeToken } from './email-sign-in';
import { deliverMail, enqueueMail } from './mail-outbox';

/**
 * Settings → Users (issue 15): a customer admin lists, invites, re-levels and removes the
 * customer's own users. Permission levels live on the account (users.permission_types), so a
 * level set here would also apply at any other customer the account works for: such
 * accounts keep their level, and the provider's staff are neither listed nor managed here.
 */

/** An invitation is a magic link that lasts long enough to be read; still single use. */
const invitationLinkSeconds = 7 * 24 * 60 * 60;
/** The invitee sets a password right after their first sign-in (and its second factor). */
const invitationNextPath = '/auth/password/setup';
/** The role that marks a customer's admin, as on the demo's customer admins. */
const customerAdminRole = 'customer_admin';

const levelDescriptions: Record<PermissionLevel, string> = {
  read: 'Sees funds, investors, the ledger and reports.',
  write: 'Also prepares closings, capital events and ledger entries.',
  approve: 'Also approves what others prepared.',
  config: 'Also configures funds, calculations and events.',
  admin: "Also manages the customer's users and reads the audit log.",
};

const conflict = (message: string, devMessage?: string) =>
  new ApiError({ status: 409, code: apiErrorCodes.conflict, message, devMessage });

const refused = (message: string) =>
  new ApiError({ status: 403, code: apiErrorCodes.forbidden, message });

type Actor = { permission_types: readonly string[] };

const ladderOf = (types: readonly string[]) =>
  types.filter((type) => (permissionLevels as readonly string[]).includes(type));

const holdsAll = (actor: Actor, types: readonly string[]) =>
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

function assertGrantable(actor: Actor, level: PermissionLevel): void {
  if (!holdsAll(actor, permissionTypesOfLevel(level))) {
    throw refused(
      `You cannot grant the ${permissionLevelLabels[level]} level: it includes permissions you do not hold.`,
    );
  }
}

/** The account's permissions at a new level: the ladder replaced, anything else kept. */
function withLevel(
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

const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`;

const teamSelection = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  permission_types: users.permission_types,
  role_types: users.role_types,
  last_sign_in_at: sql<string | null>`(select max(${sessions.started_at}) from ${sessions}
    where ${sessions.user_id} = ${users.id})`,
};

type TeamRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_types: string[];
  role_types: string[];
  last_sign_in_at: string | Date | null;
};

function toTeamUser(row: TeamRow): TeamUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    permission_level: permissionLevelOf(row.permission_types),
    permission_types: row.permission_types as PermissionType[],
    // The raw subquery comes back as text on one driver and a Date on the other.
    last_sign_in_at:
      row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
  };
}

/** The customer's users with a relation, staff left out, optionally one of them. */
async function teamRows(db: Database, customerId: string, userId?: string): Promise<TeamRow[]> {
  const rows = await db
    .select(teamSelection)
    .from(users)
    .innerJoin(user_customer_relations, eq(user_customer_relations.user_id, users.id))
    .where(
      and(
        eq(user_customer_relations.customer_id, customerId),
        userId ? eq(users.id, userId) : undefined,
      ),
    )
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.email));
  return rows.filter((row) => !isInternalStaff(row));
}

/** GET /api/users/admin/ */
export async function listTeamUsers(c: Context<AppEnv>): Promise<TeamUser[]> {
  return (await teamRows(c.get('deps').handle.db, c.get('customerId'))).map(toTeamUser);
}

/** GET /api/users/user/{id}/: a member of this customer's team, else nothing (404). */
export async function teamUser(c: Context<AppEnv>, userId: string): Promise<TeamUser> {
  const [row] = await teamRows(c.get('deps').handle.db, c.get('customerId'), userId);
  if (!row) throw notFound(`No user ${userId} for this customer`);
  return toTeamUser(row);
}

/**
 * Locks the customer row for the rest of the transaction, so two admins changing the team
 * at once are serialised and cannot both pass the last-admin check.
 */
async function lockCustomer(tx: Database, customerId: string) {
  const [customer] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!customer) throw notFound(`No customer ${customerId}`);
  return customer;
}

/** Whether the account also has a relation with a customer other than this one. */
async function worksElsewhere(tx: Database, userId: string, customerId: string) {
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
async function assertAnotherAdmin(
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

/**
 * POST /api/users/: a new account is created and mailed a sign-in link (the magic-link
 * flow, then a password); an existing account gains the relation with this customer.
 */
export async function inviteUser(c: Context<AppEnv>, input: InviteUser): Promise<InviteUserResult> {
  const deps = c.get('deps');
  const { db } = deps.handle;
  const actor = c.get('user');
  const customerId = c.get('customerId');
  assertGrantable(actor, input.permission_level);
  const now = deps.now();
  const secret = randomToken();
  // Hashed before the transaction: PGlite has one connection, which the transaction holds.
  const tokenHash = await keyedHash(db, secret);
  const outcome = await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email));
    if (existing) {
      const [related] = await tx
        .select({ id: user_customer_relations.user_id })
        .from(user_customer_relations)
        .where(
          and(
            eq(user_customer_relations.user_id, existing.id),
            eq(user_customer_relations.customer_id, customerId),
          ),
        );
      if (related) throw conflict(`${input.email} already has access to ${customer.name}.`);
      if (isInternalStaff(existing)) {
        throw conflict(`${input.email} is Fundline staff: support gives staff their access.`);
      }
      const level = permissionLevelOf(existing.permission_types);
      const sameLevel =
        ladderOf(existing.permission_types).length ===
          permissionTypesOfLevel(input.permission_level).length && level === input.permission_level;
      if (!sameLevel && (await worksElsewhere(tx, existing.id, customerId))) {
        throw conflict(
          `${input.email} already has a Fundline account at the ${level ? permissionLevelLabels[level] : 'no'} level, ` +
            'which applies at every customer it works for: invite them at that level or ask support to change it.',
        );
      }
      if (!sameLevel) {
        await tx
          .update(users)
          .set(withLevel(existing, input.permission_level))
          .where(eq(users.id, existing.id));
      }
      await tx
        .insert(user_customer_relations)
        .values({ user_id: existing.id, customer_id: customerId });
      await recordAudit(tx, c, {
        action: 'user_added',
        target_type: 'user',
        target_id: existing.id,
        data: {
          email: existing.email,
          permission_level: input.permission_level,
          existing_account: true,
        },
      });
      return { userId: existing.id, mailId: null };
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        ...withLevel({ permission_types: [], role_types: [] }, input.permission_level),
        default_customer_id: customerId,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('user insert returned nothing');
    await tx
      .insert(user_customer_relations)
      .values({ user_id: created.id, customer_id: customerId });
    await replaceOneTimeToken(tx, {
      userId: created.id,
      kind: 'magic_link',
      tokenHash,
      nextPath: invitationNextPath,
      now,
      lifetimeSeconds: invitationLinkSeconds,
    });
    await recordAudit(tx, c, {
      action: 'user_invited',
      target_type: 'user',
      target_id: created.id,
      data: { email: input.email, permission_level: input.permission_level },
    });
    const { appUrl } = deps.config.auth;
    const mailId = await enqueueMail(tx, {
      to: input.email,
      kind: 'invitation',
      subject: `${fullName(actor)} invited you to ${customer.name} on Fundline`,
      text:
        `Hello ${input.first_name},\n\n${fullName(actor)} invited you to work for ${customer.name} on Fundline ` +
        `(${permissionLevelLabels[input.permission_level]} level).\n\n` +
        `Accept with this link: you sign in, add an authenticator app or security key, then choose a password.\n\n` +
        `${magicLinkUrl(appUrl, secret)}\n\n` +
        `The link works once and expires in 7 days. After that, open ${appUrl}/auth/login and ask for a ` +
        `sign-in link for ${input.email}.\n`,
    });
    return { userId: created.id, mailId };
  });
  if (outcome.mailId) await deliverMail(deps, outcome.mailId);
  return { user: await teamUser(c, outcome.userId), invitation_mailed: outcome.mailId !== null };
}

/** PUT /api/users/admin/?user_id=…: a new permission level, or removal from the customer. */
export async function updateTeamUser(
  c: Context<AppEnv>,
  userId: string,
  input: UpdateTeamUser,
): Promise<TeamUser | null> {
  const deps = c.get('deps');
  const { db } = deps.handle;
  const actor = c.get('user');
  const customerId = c.get('customerId');
  if (input.action === 'set_permission_level') assertGrantable(actor, input.permission_level);
  const changed = await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    const [target] = await teamRows(tx, customerId, userId);
    if (!target) throw notFound(`No user ${userId} for this customer`);
    if (!holdsAll(actor, ladderOf(target.permission_types))) {
      throw refused(`You cannot change ${fullName(target)}: they hold permissions you do not.`);
    }
    const from = permissionLevelOf(target.permission_types);
    if (input.action === 'remove') {
      if (target.permission_types.includes('admin')) {
        await assertAnotherAdmin(tx, customer, target, 'remove them');
      }
      await tx
        .delete(user_customer_relations)
        .where(
          and(
            eq(user_customer_relations.user_id, target.id),
            eq(user_customer_relations.customer_id, customerId),
          ),
        );
      // A default customer they can no longer act for would refuse their every request.
      await tx
        .update(users)
        .set({ default_customer_id: null })
        .where(and(eq(users.id, target.id), eq(users.default_customer_id, customerId)));
      await recordAudit(tx, c, {
        action: 'user_removed',
        target_type: 'user',
        target_id: target.id,
        data: { email: target.email, permission_level: from },
      });
      return true;
    }
    const to = input.permission_level;
    const next = withLevel(target, to);
    if (next.permission_types.join() === target.permission_types.join()) return false;
    if (await worksElsewhere(tx, target.id, customerId)) {
      throw conflict(
        `${fullName(target)} also works for another customer, and a permission level applies at every ` +
          'customer of an account: ask support to change it.',
      );
    }
    if (target.permission_types.includes('admin') && to !== 'admin') {
      await assertAnotherAdmin(tx, customer, target, 'change their level');
    }
    await tx.update(users).set(next).where(eq(users.id, target.id));
    await recordAudit(tx, c, {
      action: 'user_permission_level_changed',
      target_type: 'user',
      target_id: target.id,
      data: { email: target.email, from, to },
    });
    return true;
  });
  if (changed) await forgetSessions(c, userId);
  return input.action === 'remove' ? null : teamUser(c, userId);
}

/** Drops the user's cached sessions in this process, so the change applies at their next call. */
async function forgetSessions(c: Context<AppEnv>, userId: string) {
  const deps = c.get('deps');
  const rows = await deps.handle.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.user_id, userId));
  for (const row of rows) deps.sessions.forget(row.id);
}
