import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AssistantSource, ChatMessage, ChatSegment, Conversation } from '../../api/assistant';
import type { Database } from '../db/database';
import { chat_conversations, chat_messages } from '../db/schema';

/** Whose conversations: one user's, for one customer (spec: private to both). */
export type ChatOwner = { customerId: string; userId: string };

const toConversation = (row: typeof chat_conversations.$inferSelect): Conversation => ({
  id: row.id,
  title: row.title,
  created_at: row.created_at.toISOString(),
});

/** GET /ai/chat/conversations/: the owner's conversations, newest first. */
export async function listConversations(db: Database, owner: ChatOwner): Promise<Conversation[]> {
  const rows = await db
    .select()
    .from(chat_conversations)
    .where(
      and(
        eq(chat_conversations.customer_id, owner.customerId),
        eq(chat_conversations.user_id, owner.userId),
      ),
    )
    .orderBy(desc(chat_conversations.created_at), desc(chat_conversations.id));
  return rows.map(toConversation);
}

/** The owner's conversation, or null: another user's or customer's is as good as absent. */
export async function findConversation(db: Database, owner: ChatOwner, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(chat_conversations)
    .where(
      and(
        eq(chat_conversations.id, id),
        eq(chat_conversations.customer_id, owner.customerId),
        eq(chat_conversations.user_id, owner.userId),
      ),
    );
  return row ?? null;
}

export async function createConversation(tx: Database, owner: ChatOwner) {
  const [row] = await tx
    .insert(chat_conversations)
    .values({ customer_id: owner.customerId, user_id: owner.userId })
    .returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

export async function storedMessages(db: Database, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chat_messages)
    .where(eq(chat_messages.conversation_id, conversationId))
    .orderBy(asc(chat_messages.message_index));
  return rows.map((row) => ({
    role: row.role,
    timestamp: row.timestamp.toISOString(),
    status: row.status,
    segments: row.segments,
    ...(row.role === 'assistant' ? { sources: row.sources } : {}),
  }));
}

/**
 * Appends a confirmed message at the next index. The unique (conversation, index) key
 * refuses a second writer at the same place instead of letting two messages share it.
 */
export async function appendMessage(
  tx: Database,
  input: {
    conversationId: string;
    role: 'user' | 'assistant';
    segments: ChatSegment[];
    sources?: AssistantSource[];
    at: Date;
  },
): Promise<number> {
  const [next] = await tx
    .select({ index: sql<number>`coalesce(max(${chat_messages.message_index}) + 1, 0)::int` })
    .from(chat_messages)
    .where(eq(chat_messages.conversation_id, input.conversationId));
  const index = Number(next?.index ?? 0);
  await tx.insert(chat_messages).values({
    conversation_id: input.conversationId,
    message_index: index,
    role: input.role,
    timestamp: input.at,
    status: 'confirmed',
    segments: input.segments,
    sources: input.sources ?? [],
  });
  return index;
}

export async function setConversationTitle(tx: Database, conversationId: string, title: string) {
  await tx
    .update(chat_conversations)
    .set({ title })
    .where(eq(chat_conversations.id, conversationId));
}
