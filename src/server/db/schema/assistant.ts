import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AssistantSource, ChatMessageStatus, ChatSegment } from '../../../api/assistant';
import { customerId, id } from './columns';
import { users } from './foundation';

/**
 * A websocket chat conversation (spec §3 "Conversation"). Private to the user who started
 * it, for the customer it was started under: every read filters on both.
 */
export const chat_conversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    customer_id: customerId(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_owner_idx').on(t.customer_id, t.user_id, t.created_at)],
);

/** One message of a conversation (spec §3 "Chat message"), in order by message_index. */
export const chat_messages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => chat_conversations.id, { onDelete: 'cascade' }),
    message_index: integer('message_index').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<ChatMessageStatus>().notNull(),
    segments: jsonb('segments').$type<ChatSegment[]>().notNull(),
    /** An assistant message's figures and how each was computed; empty for the user's. */
    sources: jsonb('sources').$type<AssistantSource[]>().notNull().default([]),
  },
  (t) => [unique('chat_messages_position_unique').on(t.conversation_id, t.message_index)],
);
