import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { permissionLevelOf, type TeamUser, type UpdateTeamUser } from '../../api/users';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { sessions, user_customer_relations, users } from '../db/schema';
import { recordAudit } from '../audit/audit';
import { teamRows, teamUser } from './team-users';
import {
  assertAnotherAdmin,
  assertGrantable,
  conflict,
  fullName,
  holdsAll,
  ladderOf,
  lockCustomer,
  refused,
  withLevel,
  worksElsewhere,
} from './user-admin-rules';

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
