import { assign, fromCallback, sendTo, setup } from 'xstate';
import {
  chatCloseCodes,
  chatHeartbeatMs,
  type ChatServerEvent,
  type FrontendContext,
} from '../src/api/assistant';
import { addUnconfirmed, applyServerEvent, failInFlight, type ChatEntry } from './chat-messages';
import { chatReconnect, reconnectDelayMs } from './chat-reconnect';

/** What the socket actor is opened with: the conversation to join, or a new one. */
export type ChatSocketInput = { conversationId: string | null };

/** What the machine asks of its socket; the socket stamps the heartbeat's time itself. */
export type ChatSocketCommand =
  | {
      type: 'socket.chat_message';
      message: string;
      client_message_id: string;
      frontend_context?: FrontendContext;
      model?: string;
    }
  | { type: 'socket.heartbeat'; last_message_id: number | null };

export type ChatConnectionEvent =
  | { type: 'sidebar.open' }
  | { type: 'visibility.change'; visible: boolean }
  | { type: 'socket.event'; event: ChatServerEvent; receivedAt: string }
  /** `visible`: whether the tab was visible when the socket closed. */
  | { type: 'socket.close'; code: number; visible: boolean }
  | {
      type: 'chat.send';
      text: string;
      clientMessageId: string;
      timestamp: string;
      frontendContext?: FrontendContext;
      model?: string;
    }
  | { type: 'connection.retry' }
  | { type: 'connection.reset' }
  | { type: 'conversation.select'; conversationId: string | null };

type ChatConnectionContext = {
  conversationId: string | null;
  messages: ChatEntry[];
  /** Connections in a row that closed without the user asking (reset once connected). */
  attempts: number;
  /** The countdown the orange bar shows before the next attempt. */
  secondsLeft: number;
};

const closeCode = (event: ChatConnectionEvent) => (event.type === 'socket.close' ? event.code : 0);
const serverEvent = (event: ChatConnectionEvent) =>
  event.type === 'socket.event' ? event.event : null;
/** The conversation an event belongs to; a new conversation gets its id with the first message. */
const conversationOf = (event: ChatServerEvent | null): string | null =>
  event && 'conversation_id' in event && event.conversation_id ? event.conversation_id : null;
const carriesTitle = (event: ChatServerEvent | null): boolean =>
  event?.type === 'title_generated' || (event?.type === 'multi' && event.events.some(carriesTitle));

export const chatConnectionMachine = setup({
  types: {
    context: {} as ChatConnectionContext,
    events: {} as ChatConnectionEvent,
  },
  actors: {
    socket: fromCallback<ChatSocketCommand, ChatSocketInput>(() => {
      throw new Error('socket was not provided');
    }),
  },
  guards: {
    isConnected: ({ event }) => serverEvent(event)?.type === 'connected',
    carriesTitle: ({ event }) => carriesTitle(serverEvent(event)),
    startsConversation: ({ context, event }) =>
      !context.conversationId && conversationOf(serverEvent(event)) !== null,
    hasText: ({ event }) => event.type === 'chat.send' && event.text.trim().length > 0,
    timedOutWhileHidden: ({ event }) =>
      event.type === 'socket.close' &&
      event.code === chatCloseCodes.heartbeatTimeout &&
      !event.visible,
    isErrorCode: ({ event }) =>
      closeCode(event) >= chatCloseCodes.errorThreshold &&
      closeCode(event) !== chatCloseCodes.heartbeatTimeout,
    canReconnect: ({ context }) => context.attempts < chatReconnect.maxAttempts,
    countdownOver: ({ context }) => context.secondsLeft <= 1,
    becameVisible: ({ event }) => event.type === 'visibility.change' && event.visible,
  },
  actions: {
    /** Called when the conversation list may have changed (a new one, a new title). */
    conversationsChanged: () => {},
    applyServerEvent: assign({
      messages: ({ context, event }) =>
        event.type === 'socket.event'
          ? applyServerEvent(context.messages, event.event, event.receivedAt)
          : context.messages,
    }),
    joined: assign({
      conversationId: ({ context, event }) =>
        conversationOf(serverEvent(event)) ?? context.conversationId,
      attempts: 0,
    }),
    // So a reconnect rejoins the conversation the first message created.
    adoptConversation: assign({
      conversationId: ({ context, event }) =>
        conversationOf(serverEvent(event)) ?? context.conversationId,
    }),
    failInFlight: assign({ messages: ({ context }) => failInFlight(context.messages) }),
    countAttempt: assign({
      attempts: ({ context }) => context.attempts + 1,
      secondsLeft: ({ context }) => reconnectDelayMs(context.attempts + 1) / 1000,
    }),
    tickDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    addUnconfirmed: assign({
      messages: ({ context, event }) =>
        event.type === 'chat.send'
          ? addUnconfirmed(context.messages, {
              text: event.text.trim(),
              clientMessageId: event.clientMessageId,
              timestamp: event.timestamp,
            })
          : context.messages,
    }),
    sendChatMessage: sendTo('socket', ({ event }): ChatSocketCommand => {
      if (event.type !== 'chat.send') throw new Error('sendChatMessage needs chat.send');
      return {
        type: 'socket.chat_message',
        message: event.text.trim(),
        client_message_id: event.clientMessageId,
        frontend_context: event.frontendContext,
        model: event.model,
      };
    }),
    sendHeartbeat: sendTo('socket', ({ context }): ChatSocketCommand => ({
      type: 'socket.heartbeat',
      last_message_id: context.messages.length > 0 ? context.messages.length - 1 : null,
    })),
    selectConversation: assign({
      conversationId: ({ context, event }) =>
        event.type === 'conversation.select' ? event.conversationId : context.conversationId,
      messages: [],
      attempts: 0,
    }),
    startOver: assign({ messages: [], attempts: 0 }),
  },
}).createMachine({
  id: 'chatConnection',
  meta: {
    // Names for people: the workflows page and the exported paths (machine-labels).
    events: {
      'sidebar.open': 'The user opens the assistant',
      'conversation.select': 'The user picks a conversation',
      'chat.send': 'The user sends a message',
      'socket.event': 'The server sends an event',
      'socket.close': 'The socket closes',
      'connection.retry': 'The user presses Retry Now',
      'connection.reset': 'The user starts again',
      'visibility.change': 'The tab is hidden or shown',
    },
    guards: {
      isConnected: 'the server says connected',
      carriesTitle: 'it carries a title',
      startsConversation: 'it starts a conversation',
      hasText: 'it has text',
      timedOutWhileHidden: 'timed out while hidden',
      isErrorCode: 'closed with an error code',
      canReconnect: 'attempts are left',
      countdownOver: 'the countdown is over',
      becameVisible: 'the tab became visible',
    },
    // What its guards read (attempts so far, a conversation yet): the generated paths tell
    // states apart by them too, so they reach "out of attempts" and a new conversation's
    // first message (machine-paths).
    pathContext: (context: ChatConnectionContext) => [
      context.attempts,
      context.conversationId === null,
    ],
  },
  description:
    'The assistant chat over a websocket: connects when the sidebar opens, reconnects with backoff, streams replies.',
  context: { conversationId: null, messages: [], attempts: 0, secondsLeft: 0 },
  on: {
    // Leaving `live` stops the socket actor, which closes the old conversation's socket.
    'conversation.select': { target: '.live', reenter: true, actions: 'selectConversation' },
  },
  initial: 'pending',
  states: {
    pending: {
      description:
        'Not connected yet. The view exists only while the flag is on, and says when the sidebar opens.',
      on: { 'sidebar.open': { target: 'live' } },
    },
    live: {
      invoke: {
        id: 'socket',
        src: 'socket',
        input: ({ context }) => ({ conversationId: context.conversationId }),
      },
      on: {
        'socket.close': [
          { guard: 'timedOutWhileHidden', target: 'disconnected.hidden', actions: 'failInFlight' },
          { guard: 'isErrorCode', target: 'error', actions: 'failInFlight' },
          {
            guard: 'canReconnect',
            target: 'disconnected.waiting',
            actions: ['failInFlight', 'countAttempt'],
          },
          { target: 'disconnected.stopped', actions: 'failInFlight' },
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'socket.event': {
              guard: 'isConnected',
              target: 'connected',
              actions: ['applyServerEvent', 'joined', 'conversationsChanged'],
            },
          },
        },
        connected: {
          after: {
            [chatHeartbeatMs]: { target: 'connected', reenter: true, actions: 'sendHeartbeat' },
          },
          on: {
            'socket.event': [
              {
                guard: 'carriesTitle',
                actions: ['applyServerEvent', 'conversationsChanged'],
              },
              {
                guard: 'startsConversation',
                actions: ['applyServerEvent', 'adoptConversation', 'conversationsChanged'],
              },
              { actions: 'applyServerEvent' },
            ],
            'chat.send': { guard: 'hasText', actions: ['addUnconfirmed', 'sendChatMessage'] },
          },
        },
      },
    },
    disconnected: {
      initial: 'stopped',
      on: { 'connection.retry': { target: 'live' } },
      states: {
        waiting: {
          description: "'Reconnecting in {n}s...': counts down, then tries again.",
          after: {
            1000: [
              { guard: 'countdownOver', target: '#chatConnection.live' },
              { target: 'waiting', reenter: true, actions: 'tickDown' },
            ],
          },
        },
        stopped: { description: "'Disconnected': out of attempts; Retry Now tries again." },
        hidden: {
          description: 'Timed out while the tab was hidden: reconnects when it is seen again.',
          on: {
            'visibility.change': { guard: 'becameVisible', target: '#chatConnection.live' },
          },
        },
      },
    },
    error: {
      description: "'An error occurred. Please try again later.' with Reset.",
      on: { 'connection.reset': { target: 'live', actions: 'startOver' } },
    },
  },
});
