import * as v from 'valibot';
import {
  assistantUnavailableCode,
  chatClientCommandSchema,
  chatCloseCodes,
  defaultAssistantModelId,
  type AssistantTurn,
  type ChatSegment,
  type ChatServerEvent,
  type FrontendContext,
} from '../../api/assistant';
import type { Deps } from '../app-env';
import type { Database } from '../db/database';
import { unsafeTextErrors, unsafeTextMessage } from '../unsafe-text';
import { fieldErrors } from '../validate';
import { AssistantUnavailableError } from './answer-types';
import {
  appendMessage,
  createConversation,
  setConversationTitle,
  storedMessages,
  type ChatOwner,
} from './chat-store';
import { answerRequest, conversationTitle, findModel, listModels } from './engine';
import { titleFromQuestion } from './titles';

type ChatCommand = v.InferOutput<typeof chatClientCommandSchema>;
type ChatMessageCommand = Extract<ChatCommand, { type: 'chat_message' }>;
type ConversationRow = { id: string; title: string | null };

export type ChatSessionInput = {
  deps: Deps;
  owner: ChatOwner;
  conversation: ConversationRow | null;
  send: (event: ChatServerEvent) => void;
  close: (code: number, reason: string) => void;
  /** Records the creation of a conversation in the audit log, inside its transaction. */
  auditCreate: (tx: Database, conversationId: string) => Promise<void>;
};

/** A fund family in the page's route, so "this fund" means the one on screen. */
const routeFundFamily = (context: FrontendContext | undefined) =>
  /\/fund-family\/([0-9a-f-]{36})(\/|$)/i.exec(context?.current_route ?? '')?.[1] ?? null;

/** Streamed text parts: one per line, each keeping its line break, so parts join back exactly. */
const textParts = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [text];

const turnsOf = (messages: Awaited<ReturnType<typeof storedMessages>>): AssistantTurn[] =>
  messages.map((m) => ({
    role: m.role,
    text: m.segments.flatMap((s) => (s.type === 'text' ? [s.text] : [])).join(''),
  }));

/**
 * One websocket connection of the chat (spec §7 "Separate AI host"): stored history on
 * connect, acknowledged and stored user messages, streamed and stored answers, titles and
 * heartbeats. Chat messages are answered one at a time, in the order they came; heartbeats
 * are answered at once, even while an answer is being computed.
 */
export function openChatSession(input: ChatSessionInput) {
  const { deps, owner, send } = input;
  const { db } = deps.handle;
  let conversation = input.conversation;
  let queue: Promise<void> = Promise.resolve();
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const armHeartbeat = () => {
    clearTimeout(heartbeatTimer);
    heartbeatTimer = setTimeout(
      () => input.close(chatCloseCodes.heartbeatTimeout, 'No heartbeat'),
      deps.config.ai.chatHeartbeatTimeoutMs,
    );
  };

  async function answer(command: ChatMessageCommand) {
    const { ai } = deps.config;
    const model = command.model
      ? findModel(ai, command.model)
      : (findModel(ai, defaultAssistantModelId) ?? listModels(ai)[0]!);
    if (!model) {
      send({ type: 'error', code: 'invalid', message: `Unknown model ${command.model ?? ''}` });
      return;
    }
    const history = conversation ? turnsOf(await storedMessages(db, conversation.id)) : [];
    const { current, userIndex } = await db.transaction(async (tx) => {
      const current = conversation ?? (await createConversation(tx, owner));
      if (!conversation) await input.auditCreate(tx, current.id);
      const userIndex = await appendMessage(tx, {
        conversationId: current.id,
        role: 'user',
        segments: [{ type: 'text', text: command.message }],
        at: deps.now(),
      });
      return { current, userIndex };
    });
    conversation = current;
    const position = { conversation_id: current.id, message_index: userIndex + 1 };
    send({
      type: 'ack_message',
      client_message_id: command.client_message_id,
      conversation_id: current.id,
      message_index: userIndex,
    });
    send({ type: 'chat_message_stream_start', ...position });
    const segments: ChatSegment[] = [];
    let reply;
    try {
      reply = await answerRequest({
        ai,
        model,
        ctx: {
          db,
          customerId: owner.customerId,
          today: deps.now().toISOString().slice(0, 10),
          fundFamilyId: routeFundFamily(command.frontend_context),
          frontendContext: command.frontend_context ?? null,
        },
        request: command.message,
        history,
        hooks: {
          onToolCall: (info) => {
            send({
              type: 'chat_message_stream_chunk',
              ...position,
              segment_index: segments.length,
              part_index: 0,
              tool_info: info,
            });
            segments.push({ type: 'tool', ...info });
          },
        },
      });
    } catch (error) {
      if (!(error instanceof AssistantUnavailableError)) throw error;
      deps.log({
        level: 'warn',
        msg: 'assistant provider failed',
        model: model.id,
        error: error.message,
      });
      send({
        type: 'error',
        code: assistantUnavailableCode,
        message: 'The AI assistant is unavailable right now. Please try again later.',
      });
      return;
    }
    const textIndex = segments.length;
    textParts(reply.text).forEach((text, part) =>
      send({
        type: 'chat_message_stream_chunk',
        ...position,
        segment_index: textIndex,
        part_index: part,
        text,
      }),
    );
    segments.push({ type: 'text', text: reply.text });
    await appendMessage(db, {
      conversationId: current.id,
      role: 'assistant',
      segments,
      sources: reply.sources,
      at: deps.now(),
    });
    send({ type: 'chat_message_stream_end', ...position, sources: reply.sources });
    if (current.title === null && userIndex === 0) {
      const title = await conversationTitle(ai, model, command.message).catch(() =>
        titleFromQuestion(command.message),
      );
      await setConversationTitle(db, current.id, title);
      conversation = { ...current, title };
      send({ type: 'title_generated', conversation_id: current.id, title });
    }
  }

  return {
    async start() {
      const messages = conversation ? await storedMessages(db, conversation.id) : [];
      // A new conversation has no id until its first message creates it.
      send({ type: 'connected', conversation_id: conversation?.id ?? '', messages });
      armHeartbeat();
    },
    receive(data: string) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        send({ type: 'error', code: 'invalid', message: 'A command must be JSON.' });
        return;
      }
      // The same text rule as a JSON body: NUL or a lone surrogate cannot be stored.
      const unsafe = Object.keys(unsafeTextErrors(parsed));
      if (unsafe.length > 0) {
        send({
          type: 'error',
          code: 'invalid',
          message: `Invalid command (${unsafe.join(', ')}: ${unsafeTextMessage})`,
        });
        return;
      }
      const result = v.safeParse(chatClientCommandSchema, parsed);
      if (!result.success) {
        const fields = Object.entries(fieldErrors(result.issues))
          .map(([path, messages]) => `${path}: ${messages.join(' ')}`)
          .join('; ');
        send({ type: 'error', code: 'invalid', message: `Invalid command (${fields}).` });
        return;
      }
      const command = result.output;
      if (command.type === 'heartbeat') {
        armHeartbeat();
        send({ type: 'ack_heartbeat', timestamp: command.timestamp });
        return;
      }
      queue = queue
        .then(() => (closed ? undefined : answer(command)))
        .catch((error: unknown) => {
          deps.log({
            level: 'error',
            msg: 'chat message failed',
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
          send({ type: 'error', code: 'internal_error', message: 'Something went wrong' });
        });
    },
    stop() {
      closed = true;
      clearTimeout(heartbeatTimer);
    },
    /** Settles when every message received so far has been answered (for tests and shutdown). */
    idle: () => queue,
  };
}
