import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';
import type { TotpSetup } from '../../api/auth';
import type { AppEnv } from '../app-env';
import { totps } from '../db/schema';
import { incorrectCode } from './auth-errors';
import { type AuthFlow, updateFlow } from './auth-flow';

const period = 30;

export const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: 'Fundline',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });

/** The time step a code belongs to, allowing one step of clock drift either way; else null. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, 'check').validate({
    token: code.replace(/\s/g, ''),
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / period) + delta;
}

/** A new secret for the flow, shown once as a QR code and as text. */
export async function startTotpSetup(
  c: Context<AppEnv>,
  flow: AuthFlow & { email: string },
): Promise<TotpSetup> {
  const secret = new Secret({ size: 20 }).base32;
  await updateFlow(c, flow.id, { pending_totp_secret: secret });
  const uri = totpFor(secret, flow.email).toString();
  return { secret, otpauth_uri: uri, qr_data_url: await toDataURL(uri, { margin: 1, width: 200 }) };
}

/** Saves the secret as a verified factor once the user proves the app has it. */
export async function confirmTotpSetup(
  c: Context<AppEnv>,
  flow: AuthFlow,
  code: string,
): Promise<void> {
  const deps = c.get('deps');
  const secret = flow.pending_totp_secret;
  if (!secret) throw incorrectCode('no authenticator set-up was started');
  const now = deps.now();
  const step = matchingStep(secret, code, now);
  if (step === null) throw incorrectCode('code does not match the new secret');
  await deps.handle.db.insert(totps).values({
    user_id: flow.user_id,
    secret,
    verified: true,
    last_used_step: step,
    last_authenticated_at: now,
  });
  await updateFlow(c, flow.id, { pending_totp_secret: null });
}

/** True when the code matches one of the user's authenticators and was not used before. */
export async function verifyTotp(c: Context<AppEnv>, userId: string, code: string) {
  const deps = c.get('deps');
  const { db } = deps.handle;
  const now = deps.now();
  const rows = await db
    .select()
    .from(totps)
    .where(and(eq(totps.user_id, userId), eq(totps.verified, true)));
  for (const row of rows) {
    const step = matchingStep(row.secret, code, now);
    // A code is good once: replaying it, even within its 30 seconds, is refused.
    if (step === null || (row.last_used_step !== null && step <= row.last_used_step)) continue;
    const [claimed] = await db
      .update(totps)
      .set({ last_used_step: step, last_authenticated_at: now })
      .where(
        and(eq(totps.id, row.id), or(isNull(totps.last_used_step), lt(totps.last_used_step, step))),
      )
      .returning({ id: totps.id });
    if (claimed) return true;
  }
  return false;
}
