import { refreshReuseGraceSeconds } from '../../api/auth';

/** Sign-in settings, from the environment (README "Configuration" lists them). */
export type AuthConfig = {
  /** Spec §2 iframe: a referrer's host must end with one of these to be answered. */
  allowedDomains: string[];
  /** Spec §2: /auth/login/simple exists only while no identity provider is configured. */
  identityProviderUrl: string | null;
  /** Where links in mail point; never taken from a request, so a link cannot be redirected. */
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  rememberDeviceDays: number;
  magicLinkSeconds: number;
  loginCodeSeconds: number;
  /** Between the first factor and the second. */
  flowSeconds: number;
  /** Spec §5: authentication within 5 minutes counts as recent. */
  recentAuthSeconds: number;
  /** Spec §5: a password reset needs a password or magic-link sign-in under 30 days old. */
  passwordResetMaxAgeSeconds: number;
  throttle: { windowSeconds: number; perAccount: number; perAddress: number };
  /** How long a just-rotated refresh token still refreshes (two tabs); after it, a replay. */
  refreshReuseGraceSeconds: number;
  /** WebAuthn relying party; by default the host of appUrl. */
  webauthnRpId: string | null;
  webauthnOrigins: string[];
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

export function readAuthConfig(env: NodeJS.ProcessEnv, port: number): AuthConfig {
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, '');
  return {
    allowedDomains: list(env.AUTH_ALLOWED_DOMAINS ?? 'localhost'),
    identityProviderUrl: env.AUTH_IDENTITY_PROVIDER_URL || null,
    appUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Fundline <no-reply@fundline.local>',
    rememberDeviceDays: Number(env.REMEMBER_DEVICE_DAYS ?? 30),
    magicLinkSeconds: 15 * 60,
    loginCodeSeconds: 10 * 60,
    flowSeconds: 10 * 60,
    recentAuthSeconds: 5 * 60,
    passwordResetMaxAgeSeconds: 43_200 * 60,
    throttle: {
      windowSeconds: Number(env.AUTH_THROTTLE_WINDOW_SECONDS ?? 15 * 60),
      perAccount: Number(env.AUTH_THROTTLE_PER_ACCOUNT ?? 5),
      perAddress: Number(env.AUTH_THROTTLE_PER_ADDRESS ?? 50),
    },
    refreshReuseGraceSeconds: Number(
      env.AUTH_REFRESH_REUSE_GRACE_SECONDS ?? refreshReuseGraceSeconds,
    ),
    webauthnRpId: env.WEBAUTHN_RP_ID || null,
    webauthnOrigins: list(env.WEBAUTHN_ORIGINS),
  };
}
