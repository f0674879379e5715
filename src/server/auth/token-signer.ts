import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { app_settings } from '../db/schema';

export type AccessClaims = { userId: string; sessionId: string };

export type TokenSigner = {
  sign: (claims: AccessClaims, now: Date, lifetimeSeconds: number) => Promise<string>;
  /** The claims of a valid, unexpired token, or null. */
  verify: (token: string, now: Date) => Promise<AccessClaims | null>;
};

const issuer = 'fundline';

/** Tokens already verified, so a client's burst of calls pays for HMAC once (about 0.2 ms each). */
const maxRemembered = 20_000;

export function createTokenSigner(secret: Uint8Array): TokenSigner {
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= maxRemembered) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { claims, expiresAt });
  };
  return {
    sign: (claims, now, lifetimeSeconds) => {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(secret);
    },
    verify: async (token, now) => {
      const nowSeconds = now.getTime() / 1000;
      const known = verified.get(token);
      if (known) return known.expiresAt > nowSeconds ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          algorithms: ['HS256'],
          currentDate: now,
          // A token without an expiry would be good forever: refused, even if signed by us.
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        remember(token, claims, payload.exp!);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The signing key lives in the database so that restarts and several API processes agree
 * on it; JWT_SECRET overrides it where a deployment manages secrets itself.
 */
export async function loadSigningSecret(db: Database, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const key = 'access_token_secret';
  await db
    .insert(app_settings)
    .values({ key, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(app_settings).where(eq(app_settings.key, key));
  return Buffer.from(String(row?.value), 'base64');
}
