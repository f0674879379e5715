import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type {
  NoticeConfigInput,
  NoticeEventType,
  NoticeGenerationType,
  NoticeStatus,
  NoticeTemplateSection,
} from '../../../api/notice';
import { bytea, customerId, id } from './columns';
import { users } from './foundation';
import { commitments, fundFamilyId, fund_entities } from './fund-structure';
import { fund_family_events } from './ledger';

/**
 * A fund family's notice configuration (issue 19, spec §2 configuration notices): letterhead,
 * signatory, generation type and each receiving fund entity's wire instructions. One per fund
 * family; service staff edit it (spec §6).
 */
export const notice_configs = pgTable('notice_configs', {
  fund_family_id: fundFamilyId().primaryKey(),
  customer_id: customerId(),
  letterhead: text('letterhead').notNull(),
  signatory: text('signatory').notNull(),
  generation_type: text('generation_type').$type<NoticeGenerationType>().notNull(),
  custom_template: text('custom_template')
    .$type<NoticeConfigInput['custom_template']>()
    .notNull()
    .default('default'),
  wire_instructions: jsonb('wire_instructions')
    .$type<NoticeConfigInput['wire_instructions']>()
    .notNull(),
  updated_by: uuid('updated_by').references(() => users.id),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 notice document template: per fund family and event type, its sections. */
export const notice_document_templates = pgTable(
  'notice_document_templates',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    event_type: text('event_type').$type<NoticeEventType>().notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<NoticeTemplateSection[]>().notNull(),
    updated_by: uuid('updated_by').references(() => users.id),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('notice_document_templates_unique').on(t.fund_family_id, t.event_type)],
);

/**
 * One LP's notice of a capital event: its status (notice machine, spec §4) and, once generated,
 * its PDF (kept here until the documents service stores notices). A generation replaces the
 * event's notices; `generation_id` ties the rows to the job that makes them.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    fund_family_event_id: uuid('fund_family_event_id')
      .notNull()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    commitment_id: uuid('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    fund_entity_id: uuid('fund_entity_id')
      .notNull()
      .references(() => fund_entities.id),
    lp: text('lp').notNull(),
    generation_id: uuid('generation_id').notNull(),
    status: text('status').$type<NoticeStatus>().notNull(),
    filename: text('filename').notNull(),
    content: bytea('content'),
    size: integer('size'),
    /** A failure's cause for support (the page shows only the spec's message). */
    detail: text('detail'),
    queued_by: uuid('queued_by').references(() => users.id),
    queued_at: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    generated_at: timestamp('generated_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_event_idx').on(t.fund_family_event_id),
    unique('notices_event_commitment_unique').on(t.fund_family_event_id, t.commitment_id),
  ],
);
