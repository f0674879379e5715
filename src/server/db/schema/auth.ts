import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './foundation';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Every mail the product sends, written in the same transaction as the token it carries;
 * SMTP delivery (or the log, without SMTP_URL) follows. Bodies of mail delivered by SMTP
 * are blanked, so the table does not keep usable sign-in links.
 */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to_email: text('to_email').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    kind: text('kind').notNull(),
    transport: text('transport', { enum: ['smtp', 'log'] }),
    sent_at: at('sent_at'),
    send_error: text('send_error'),
    created_at: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.created_at)],
);

/** Magic links and emailed codes: single use, short-lived, stored only as keyed hashes. */
export const one_time_tokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    user_id: userId(),
    kind: text('kind', { enum: ['magic_link', 'login_code'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    next_path: text('next_path'),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index('one_time_tokens_hash_idx').on(t.token_hash),
    index('one_time_tokens_user_idx').on(t.user_id, t.kind),
  ],
);

/**
 * A sign-in between its first factor and its second: the browser holds the flow token,
 * the server the state (WebAuthn challenge, TOTP secret being set up).
 */
export const auth_flows = pgTable('auth_flows', {
  id: id(),
  user_id: userId(),
  token_hash: text('token_hash').notNull().unique(),
  first_factor: text('first_factor', { enum: ['password', 'magic_link', 'login_code'] }).notNull(),
  first_factor_at: at('first_factor_at').notNull(),
  next_path: text('next_path'),
  webauthn_challenge: text('webauthn_challenge'),
  pending_totp_secret: text('pending_totp_secret'),
  expires_at: at('expires_at').notNull(),
  completed_at: at('completed_at'),
  created_at: createdAt(),
});

/** Spec §3 auth factor "totps" (totp_id = id). */
export const totps = pgTable(
  'totps',
  {
    id: id(),
    user_id: userId(),
    secret: text('secret').notNull(),
    verified: boolean('verified').notNull().default(false),
    // The last accepted time step: a code is accepted once, never replayed.
    last_used_step: bigint('last_used_step', { mode: 'number' }),
    last_authenticated_at: at('last_authenticated_at'),
    created_at: createdAt(),
  },
  (t) => [index('totps_user_idx').on(t.user_id)],
);

/** Spec §3 auth factor "phone_numbers" (phone_id = id). */
export const phone_numbers = pgTable(
  'phone_numbers',
  {
    id: id(),
    user_id: userId(),
    phone_number: text('phone_number').notNull(),
    verified: boolean('verified').notNull().default(false),
    last_authenticated_at: at('last_authenticated_at'),
    created_at: createdAt(),
  },
  (t) => [index('phone_numbers_user_idx').on(t.user_id)],
);

/** Spec §3 auth factor "webauthn_registrations" (webauthn_registration_id = id). */
export const webauthn_registrations = pgTable(
  'webauthn_registrations',
  {
    id: id(),
    user_id: userId(),
    credential_id: text('credential_id').notNull().unique(),
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull().default('Security key'),
    verified: boolean('verified').notNull().default(false),
    last_authenticated_at: at('last_authenticated_at'),
    created_at: createdAt(),
  },
  (t) => [index('webauthn_registrations_user_idx').on(t.user_id)],
);

export const recovery_codes = pgTable(
  'recovery_codes',
  {
    id: id(),
    user_id: userId(),
    code_hash: text('code_hash').notNull(),
    used_at: at('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/** "Remember this device": the browser holds the token in an HttpOnly cookie. */
export const trusted_devices = pgTable(
  'trusted_devices',
  {
    id: id(),
    user_id: userId(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: at('expires_at').notNull(),
    last_used_at: at('last_used_at'),
    created_at: createdAt(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.user_id)],
);

/** Failed sign-in attempts per account and per address, counted over a sliding window. */
export const auth_failures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: ['account', 'address'] }).notNull(),
    key: text('key').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('auth_failures_key_idx').on(t.scope, t.key, t.created_at)],
);
