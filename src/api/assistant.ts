import * as v from 'valibot';

/**
 * The AI assistant's contract (spec §3 "AI model", "Assistant request", "Conversation",
 * "Chat message"; §7 "AI assistant"). Two variants share one answering engine on the
 * server: the HTTP variant (`/api/fund-family/{id}/agent`, one request, one response) and
 * the websocket chat (`/ai/chat/`, stored conversations, streamed replies).
 */

/** Spec §9: the model picked by default when the list offers it, else the first. */
export const defaultAssistantModelId = 'gpt-4o';

/** GET /api/models: the models this server can answer with. */
export type AiModel = { id: string; display_name: string; provider: string };

/** GET /api/fund-family/{id}/agent: suggested requests (the UI shows the first 3). */
export type AssistantSuggestion = { request: string };

/** Spec §9: the chat input grows to 120 px; a request longer than this is refused. */
export const assistantRequestMaxLength = 4000;

const requestText = v.pipe(
  v.string('Required'),
  v.trim(),
  v.minLength(1, 'This field may not be blank.'),
  v.maxLength(assistantRequestMaxLength, `Length at most ${assistantRequestMaxLength}`),
);

/** What the page the user is on shows, so the assistant can answer about "this". */
export const frontendContextSchema = v.object({
  current_route: v.pipe(v.string('Required'), v.maxLength(2000, 'Length at most 2000')),
  page_queries: v.optional(v.array(v.unknown()), []),
  tables: v.optional(v.array(v.unknown()), []),
});
export type FrontendContext = v.InferOutput<typeof frontendContextSchema>;

/** One earlier turn of the HTTP conversation (the HTTP variant keeps no server state). */
export const assistantTurnSchema = v.object({
  role: v.picklist(['user', 'assistant'], 'Must be user or assistant'),
  text: v.pipe(v.string('Required'), v.maxLength(20_000, 'Length at most 20000')),
});
export type AssistantTurn = v.InferOutput<typeof assistantTurnSchema>;

/** POST /api/fund-family/{id}/agent. `history` is ours: earlier turns, oldest first. */
export const assistantRequestSchema = v.object({
  request: requestText,
  model: v.pipe(v.string('Required'), v.minLength(1, 'This field may not be blank.')),
  frontend_context: frontendContextSchema,
  history: v.optional(
    v.pipe(v.array(assistantTurnSchema), v.maxLength(50, 'At most 50 items')),
    [],
  ),
});
export type AssistantRequest = v.InferInput<typeof assistantRequestSchema>;

/**
 * A figure the answer used and how it was computed (the product's rule: every number can
 * show its working). `tool` names the data lookup that produced it.
 */
export type AssistantSource = { tool: string; label: string; value: string; how: string };

/** The reply of the HTTP variant: the text plus the lookups behind its figures. */
export type AssistantResponse = { response: string; sources: AssistantSource[] };

// ── Websocket chat (spec §7 "Separate AI host") ───────────────────────────────────

/** The AI host's base path on this server; the websocket is `${aiBasePath}/chat/`. */
export const aiBasePath = '/ai';

/** GET /ai/chat/conversations/. Untitled ones are labelled by the UI (spec §3). */
export type Conversation = { id: string; title: string | null; created_at: string };

export type ChatToolInfo = { display_name: string; arguments: Record<string, unknown> };
export type ChatSegment = { type: 'text'; text: string } | ({ type: 'tool' } & ChatToolInfo);

/** Spec §4 "Chat message status". The server only ever sends confirmed messages. */
export const chatMessageStatuses = ['unconfirmed', 'streaming', 'confirmed', 'failed'] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

export type ChatMessage = {
  role: 'user' | 'assistant';
  /** ISO date-time. */
  timestamp: string;
  status: ChatMessageStatus;
  segments: ChatSegment[];
  /** An assistant message's figures and how each was computed (as the HTTP variant's). */
  sources?: AssistantSource[];
};

/** Commands the client sends on the socket. */
export const chatClientCommandSchema = v.variant('type', [
  v.object({
    type: v.literal('chat_message'),
    message: requestText,
    /** Echoed in ack_message so the client can confirm its own unconfirmed message. */
    client_message_id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    frontend_context: v.optional(frontendContextSchema),
    model: v.optional(v.pipe(v.string(), v.minLength(1))),
  }),
  v.object({
    type: v.literal('heartbeat'),
    timestamp: v.string(),
    last_message_id: v.nullable(v.number()),
  }),
]);
export type ChatClientCommand = v.InferInput<typeof chatClientCommandSchema>;

/** Where a chunk goes: message, segment within it, part within the segment (spec §3). */
export type ChatEventPosition = {
  conversation_id: string;
  message_index: number;
};

/** Events the server sends on the socket (spec §7). */
export type ChatServerEvent =
  /** conversation_id is '' for a new conversation: its first chat_message creates it (see ack_message). */
  | { type: 'connected'; conversation_id: string; messages: ChatMessage[] }
  | { type: 'multi'; events: ChatServerEvent[] }
  | ({ type: 'ack_message'; client_message_id: string } & ChatEventPosition)
  | ({ type: 'chat_message'; message: ChatMessage } & ChatEventPosition)
  | ({ type: 'chat_message_stream_start' } & ChatEventPosition)
  | ({
      type: 'chat_message_stream_chunk';
      segment_index: number;
      part_index: number;
      text?: string;
      tool_info?: ChatToolInfo;
    } & ChatEventPosition)
  | ({
      type: 'chat_message_stream_end';
      /** The streamed answer's figures and how each was computed. */
      sources?: AssistantSource[];
    } & ChatEventPosition)
  | { type: 'ack_heartbeat'; timestamp: string }
  | { type: 'title_generated'; conversation_id: string; title: string }
  | { type: 'error'; code: string; message: string };

/** Spec §9: heartbeat every 5 s; close code 4408 = heartbeat timeout, 4000+ = error. */
export const chatHeartbeatMs = 5000;
export const chatCloseCodes = {
  heartbeatTimeout: 4408,
  errorThreshold: 4000,
  unauthorized: 4401,
  forbidden: 4403,
  notFound: 4404,
} as const;

/**
 * Spec §8: the error code of a reply the model's provider could not give (HTTP 502); the
 * websocket sends it as an `error` event. Nothing is stored for a failed reply.
 */
export const assistantUnavailableCode = 'assistant_unavailable';
