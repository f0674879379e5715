import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { isInternalStaff } from '../../api/permissions';
import {
  permissionLevelLabels,
  permissionLevelOf,
  permissionTypesOfLevel,
  type InviteUser,
  type InviteUserResult,
} from '../../api/users';
import type { AppEnv } from '../app-env';
import { user_customer_relations, users } from '../db/schema';
import { recordAudit } from '../audit/audit';
import { keyedHash, randomToken } from '../auth/auth-secrets';
import { magicLinkUrl, replaceOneTimeToken } from '../auth/email-sign-in';
import { deliverMail, enqueueMail } from '../mail/mail-outbox';
import { teamUser } from './team-users';
import {
  assertGrantable,
  conflict,
  fullName,
  ladderOf,
  lockCustomer,
  withLevel,
  worksElsewhere,
} from './user-admin-rules';

/** An invitation is a magic link that lasts long enough to be read; still single use. */
const invitationLinkSeconds = 7 * 24 * 60 * 60;
/** The invitee sets a password right after their first sign-in (and its second factor). */
const invitationNextPath = '/auth/password/setup';
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
