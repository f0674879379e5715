import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { EmailSignInRequest, SignInResult } from '../../api/auth';
import type { AppEnv, Deps } from '../app-env';
import type { Database } from '../db/database';
import { audit_log, one_time_tokens, users } from '../db/schema';
import { authExpired, incorrectCode } from './auth-errors';
import { challengeFactsOf } from './auth-factors';
import { completeFirstFactor, safeNextPath } from './auth-flow';
import { keyedHash, randomToken } from './auth-secrets';
import { assertNotThrottled, clearAccountFailures, recordFailure } from './auth-throttle';
import { deliverMail, enqueueMail } from '../mail/mail-outbox';

/** Wrong guesses before an emailed code is burnt, whatever the throttle says. */
const maxCodeAttempts = 5;

/** Where a magic link lands: the sign-in flow opens the token once. */
export const magicLinkUrl = (appUrl: string, secret: string) =>
  `${appUrl}/auth/continue?token=${secret}`;

/**
 * Stores a new code or link (its keyed hash, made before the caller's transaction) in
 * place of the user's outstanding ones of that kind, so only the newest one works.
 */
export async function replaceOneTimeToken(
  tx: Database,
  input: {
    userId: string;
    kind: 'magic_link' | 'login_code';
    tokenHash: string;
    nextPath: string | null | undefined;
    now: Date;
    lifetimeSeconds: number;
  },
): Promise<void> {
  await tx
    .update(one_time_tokens)
    .set({ used_at: input.now })
    .where(
      and(
        eq(one_time_tokens.user_id, input.userId),
        eq(one_time_tokens.kind, input.kind),
        isNull(one_time_tokens.used_at),
      ),
    );
  await tx.insert(one_time_tokens).values({
    user_id: input.userId,
    kind: input.kind,
    token_hash: input.tokenHash,
    next_path: safeNextPath(input.nextPath),
    expires_at: new Date(input.now.getTime() + input.lifetimeSeconds * 1000),
  });
}

/**
 * POST /api/auth/email/: mails a magic link or a six-digit code. The answer is the same,
 * and takes the same time, whether or not the email has an account, so the call cannot be
 * used to find accounts: only the throttle is checked before answering; looking the account
 * up, storing the token and sending the mail happen after the answer is sent.
 */
export async function requestEmailSignIn(
  c: Context<AppEnv>,
  input: EmailSignInRequest,
): Promise<void> {
  const deps = c.get('deps');
  const email = input.email.toLowerCase();
  // Each request counts like a failure, under its own account key so that asking for mail
  // never locks the password out: it bounds how much mail one account or address triggers.
  await assertNotThrottled(c, `mail:${email}`, input.kind);
  await recordFailure(c, `mail:${email}`);
  const requestId = c.get('requestId');
  deps.afterResponse.run('email sign-in', () => mailSignIn(deps, { ...input, email }, requestId));
}

async function mailSignIn(deps: Deps, input: EmailSignInRequest, requestId: string) {
  const { db } = deps.handle;
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  if (!user) return;
  const auth = deps.config.auth;
  const now = deps.now();
  const isLink = input.kind === 'magic_link';
  const secret = isLink ? randomToken() : String(randomInt(0, 1_000_000)).padStart(6, '0');
  const lifetime = isLink ? auth.magicLinkSeconds : auth.loginCodeSeconds;
  const minutes = Math.round(lifetime / 60);
  // Hashed before the transaction: PGlite has one connection, which the transaction holds.
  const tokenHash = await keyedHash(db, isLink ? secret : `${user.id}:${secret}`);
  const mailId = await db.transaction(async (tx) => {
    await replaceOneTimeToken(tx, {
      userId: user.id,
      kind: input.kind,
      tokenHash,
      nextPath: input.next,
      now,
      lifetimeSeconds: lifetime,
    });
    await tx.insert(audit_log).values({
      user_id: user.id,
      request_id: requestId,
      action: isLink ? 'magic_link_sent' : 'login_code_sent',
      target_type: 'user',
      target_id: user.id,
    });
    const link = magicLinkUrl(auth.appUrl, secret);
    return enqueueMail(tx, {
      to: user.email,
      kind: input.kind,
      subject: isLink ? 'Your Fundline sign-in link' : `Your Fundline sign-in code: ${secret}`,
      text: isLink
        ? `Hello ${user.first_name},\n\nSign in to Fundline with this link:\n\n${link}\n\n` +
          `It works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail.\n`
        : `Hello ${user.first_name},\n\nYour Fundline sign-in code is ${secret}\n\n` +
          `It works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail.\n`,
    });
  });
  await deliverMail(deps, mailId);
}

/** POST /api/auth/magic-link/: any failure (unknown, used, expired) reads as "expired". */
export async function signInWithMagicLink(
  c: Context<AppEnv>,
  token: string,
): Promise<SignInResult> {
  const deps = c.get('deps');
  const { db } = deps.handle;
  const now = deps.now();
  const [row] = await db
    .update(one_time_tokens)
    .set({ used_at: now })
    .where(
      and(
        eq(one_time_tokens.token_hash, await keyedHash(db, token)),
        eq(one_time_tokens.kind, 'magic_link'),
        isNull(one_time_tokens.used_at),
        sql`${one_time_tokens.expires_at} > ${now.toISOString()}`,
      ),
    )
    .returning();
  if (!row) {
    await db.insert(audit_log).values({
      request_id: c.get('requestId'),
      action: 'login_failed',
      target_type: 'user',
      data: { method: 'magic_link' },
    });
    throw authExpired('magic_link_failed', 'magic link unknown, used or expired');
  }
  return completeFirstFactor(
    c,
    { id: row.user_id, ...(await challengeFactsOf(db, row.user_id)) },
    'magic_link',
    row.next_path,
  );
}

/** POST /api/auth/code/: the emailed six-digit code, the first factor. */
export async function signInWithLoginCode(
  c: Context<AppEnv>,
  input: { email: string; code: string },
): Promise<SignInResult> {
  const deps = c.get('deps');
  const { db } = deps.handle;
  const email = input.email.toLowerCase();
  const now = deps.now();
  await assertNotThrottled(c, email, 'login_code');
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const byUser = (extra?: ReturnType<typeof eq>) =>
    and(eq(one_time_tokens.user_id, user?.id ?? ''), eq(one_time_tokens.kind, 'login_code'), extra);
  const hash = user ? await keyedHash(db, `${user.id}:${input.code.trim()}`) : '';
  const [match] = user
    ? await db
        .select()
        .from(one_time_tokens)
        .where(byUser(eq(one_time_tokens.token_hash, hash)))
        .orderBy(desc(one_time_tokens.created_at))
        .limit(1)
    : [];
  const fail = async (reason: string) => {
    await recordFailure(c, email);
    await db.insert(audit_log).values({
      user_id: user?.id ?? null,
      request_id: c.get('requestId'),
      action: 'login_failed',
      target_type: 'user',
      target_id: user?.id ?? null,
      data: { method: 'login_code', reason },
    });
  };
  // A code that was never sent reads like a wrong one, so unknown emails look alike.
  if (!user || !match) {
    await fail('wrong_code');
    if (user) {
      const [latest] = await db
        .select()
        .from(one_time_tokens)
        .where(byUser(isNull(one_time_tokens.used_at)))
        .orderBy(desc(one_time_tokens.created_at))
        .limit(1);
      if (latest) {
        await db
          .update(one_time_tokens)
          .set({
            failed_attempts: sql`${one_time_tokens.failed_attempts} + 1`,
            ...(latest.failed_attempts + 1 >= maxCodeAttempts ? { used_at: now } : {}),
          })
          .where(eq(one_time_tokens.id, latest.id));
      }
    }
    throw incorrectCode();
  }
  // The right code, but used, replaced by a newer one, or past its 10 minutes.
  if (match.used_at || match.expires_at <= now) {
    await fail('expired');
    throw authExpired('expired_code', 'code used, replaced or expired');
  }
  const [claimed] = await db
    .update(one_time_tokens)
    .set({ used_at: now })
    .where(and(eq(one_time_tokens.id, match.id), isNull(one_time_tokens.used_at)))
    .returning({ id: one_time_tokens.id });
  if (!claimed) throw authExpired('expired_code', 'code used concurrently');
  await clearAccountFailures(c, email);
  return completeFirstFactor(
    c,
    { id: user.id, ...(await challengeFactsOf(db, user.id)) },
    'login_code',
    match.next_path,
  );
}
