import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable('customers', {
  id: id(),
  name: text('name').notNull(),
  web_domain: text('web_domain'),
  is_live: boolean('is_live').notNull().default(true),
  is_long_lived_integration_testing_customer: boolean('is_long_lived_integration_testing_customer')
    .notNull()
    .default(false),
  /**
   * Maker-checker: whether the user who prepared an event (sent a closing for approval) may also
   * approve it. Off by default; a small team turns it on.
   */
  preparer_may_approve: boolean('preparer_may_approve').notNull().default(false),
  created_at: createdAt(),
});

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  password_hash: text('password_hash'),
  permission_types: text('permission_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  role_types: text('role_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  default_customer_id: uuid('default_customer_id').references(() => customers.id),
  created_at: createdAt(),
});

export const user_customer_relations = pgTable(
  'user_customer_relations',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.customer_id] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_password_authenticated_at: timestamp('last_password_authenticated_at', {
      withTimezone: true,
    }),
    // Spec §5: a password reset needs a password or magic-link authentication under 30 days.
    last_magic_link_authenticated_at: timestamp('last_magic_link_authenticated_at', {
      withTimezone: true,
    }),
    // Any factor; changing the password or factors needs one within 5 minutes.
    last_authenticated_at: timestamp('last_authenticated_at', { withTimezone: true }),
    auth_methods: text('auth_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_reason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Refresh tokens are stored only as SHA-256 hashes; a rotated token is kept to detect reuse. */
export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_at: createdAt(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
);

export const feature_flags = pgTable('feature_flags', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['custom', 'environment', 'none'] })
    .notNull()
    .default('none'),
  enabled_by_default: boolean('enabled_by_default').notNull().default(false),
  created_at: createdAt(),
});

export const feature_flag_customer_overrides = pgTable(
  'feature_flag_customer_overrides',
  {
    feature_flag_id: uuid('feature_flag_id')
      .notNull()
      .references(() => feature_flags.id, { onDelete: 'cascade' }),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feature_flag_id, t.customer_id] })],
);

/** Process-wide settings that survive restarts (maintenance mode, the token signing key). */
export const app_settings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Append-only: a trigger in the migrations refuses UPDATE and DELETE. */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customer_id: uuid('customer_id'),
    user_id: uuid('user_id'),
    request_id: text('request_id'),
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id'),
    data: jsonb('data').notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('audit_log_customer_idx').on(t.customer_id, t.created_at)],
);
