import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';
import { users, webauthn_registrations } from '../db/schema';
import { type AuthFlow, updateFlow } from './auth-flow';

/** The relying party is fixed by configuration, never by the request. */
function relyingParty(c: Context<AppEnv>) {
  const { appUrl, webauthnRpId, webauthnOrigins } = c.get('deps').config.auth;
  const app = new URL(appUrl);
  return { rpID: webauthnRpId ?? app.hostname, origins: [app.origin, ...webauthnOrigins] };
}

const keyRefused = (devMessage: string) =>
  new ApiError({
    status: 400,
    code: 'webauthn_failed',
    message: 'The security key was not accepted.',
    devMessage,
  });

const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export async function registrationOptions(
  c: Context<AppEnv>,
  flow: AuthFlow & { email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { db } = c.get('deps').handle;
  const [user] = await db.select().from(users).where(eq(users.id, flow.user_id));
  const existing = await db
    .select()
    .from(webauthn_registrations)
    .where(eq(webauthn_registrations.user_id, flow.user_id));
  const options = await generateRegistrationOptions({
    rpName: 'Fundline',
    rpID: relyingParty(c).rpID,
    userName: flow.email,
    userDisplayName: user ? `${user.first_name} ${user.last_name}` : flow.email,
    userID: new TextEncoder().encode(flow.user_id),
    attestationType: 'none',
    excludeCredentials: existing.map((r) => ({ id: r.credential_id, transports: r.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await updateFlow(c, flow.id, { webauthn_challenge: options.challenge });
  return options;
}

/** Verifies the browser's attestation for a new key; the row to store, not yet stored. */
export async function verifiedRegistration(
  c: Context<AppEnv>,
  flow: AuthFlow,
  response: RegistrationResponseJSON,
): Promise<typeof webauthn_registrations.$inferInsert> {
  const deps = c.get('deps');
  if (!flow.webauthn_challenge) throw keyRefused('no registration was started');
  const { rpID, origins } = relyingParty(c);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: flow.webauthn_challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    throw keyRefused(error instanceof Error ? error.message : String(error));
  }
  await updateFlow(c, flow.id, { webauthn_challenge: null });
  if (!verification.verified) throw keyRefused('registration not verified');
  const { credential } = verification.registrationInfo;
  return {
    user_id: flow.user_id,
    credential_id: credential.id,
    public_key: toBase64Url(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    verified: true,
    last_authenticated_at: deps.now(),
  };
}

export async function confirmRegistration(
  c: Context<AppEnv>,
  flow: AuthFlow,
  response: RegistrationResponseJSON,
): Promise<void> {
  const row = await verifiedRegistration(c, flow, response);
  await c.get('deps').handle.db.insert(webauthn_registrations).values(row);
}

export async function authenticationOptions(
  c: Context<AppEnv>,
  flow: AuthFlow,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rows = await c
    .get('deps')
    .handle.db.select()
    .from(webauthn_registrations)
    .where(
      and(
        eq(webauthn_registrations.user_id, flow.user_id),
        eq(webauthn_registrations.verified, true),
      ),
    );
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(c).rpID,
    allowCredentials: rows.map((r) => ({ id: r.credential_id, transports: r.transports })),
    userVerification: 'preferred',
  });
  await updateFlow(c, flow.id, { webauthn_challenge: options.challenge });
  return options;
}

/** Verifies an assertion by one of the user's keys; the signature counter must not go back. */
export async function confirmAuthentication(
  c: Context<AppEnv>,
  flow: AuthFlow,
  response: AuthenticationResponseJSON,
): Promise<void> {
  const deps = c.get('deps');
  const { db } = deps.handle;
  if (!flow.webauthn_challenge) throw keyRefused('no authentication was started');
  const [registration] = await db
    .select()
    .from(webauthn_registrations)
    .where(
      and(
        eq(webauthn_registrations.user_id, flow.user_id),
        eq(webauthn_registrations.credential_id, response.id),
        eq(webauthn_registrations.verified, true),
      ),
    );
  if (!registration) throw keyRefused('unknown credential for this user');
  const { rpID, origins } = relyingParty(c);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: flow.webauthn_challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: false,
      credential: {
        id: registration.credential_id,
        publicKey: new Uint8Array(Buffer.from(registration.public_key, 'base64url')),
        counter: registration.counter,
        transports: registration.transports,
      },
    });
  } catch (error) {
    throw keyRefused(error instanceof Error ? error.message : String(error));
  }
  await updateFlow(c, flow.id, { webauthn_challenge: null });
  if (!verification.verified) throw keyRefused('assertion not verified');
  await db
    .update(webauthn_registrations)
    .set({ counter: verification.authenticationInfo.newCounter, last_authenticated_at: deps.now() })
    .where(eq(webauthn_registrations.id, registration.id));
}
