import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * Spec §4/§9's assistant connection, written by hand: it connects when the sidebar opens;
 * a close with an error code shows the error (Reset starts over), a heartbeat timeout while
 * hidden waits for the tab to be seen, any other close reconnects after 1, 2, 4, 8, 16 s (five
 * attempts, then stopped until Retry Now). Choosing a conversation reconnects to it at once.
 */
export type ChatState =
  | 'pending'
  | 'live.connecting'
  | 'live.connected'
  | 'disconnected.waiting'
  | 'disconnected.stopped'
  | 'disconnected.hidden'
  | 'error';
/** The user's own messages by status, in the order sent (every sample message is "m1"). */
type Own = 'unconfirmed' | 'confirmed' | 'failed';
export type ChatFacts = {
  conversationId: string | null;
  attempts: number;
  secondsLeft: number;
  own: Own[];
  /** Sockets opened so far, each with the conversation it joins. */
  opened: (string | null)[];
  /** What the last step sent on the socket. */
  sent: string[];
};
type Now = Expected<ChatState, ChatFacts>;

type Close = { code: number; visible: boolean };
type Server = { type: string; conversation_id?: string; messages?: unknown[] };

/** Entering live opens a socket for the conversation it is on. */
const connect = (now: Now, facts: Partial<ChatFacts> = {}): Now => {
  const next = { ...now.facts, ...facts };
  return {
    state: 'live.connecting',
    facts: { ...next, opened: [...next.opened, next.conversationId], sent: [] },
  };
};
const stay = (now: Now, state: ChatState, facts: Partial<ChatFacts> = {}): Now => ({
  state,
  facts: { ...now.facts, sent: [], ...facts },
});
const failInFlight = (own: Own[]): Own[] => own.map((s) => (s === 'unconfirmed' ? 'failed' : s));
const waitSeconds = [1, 2, 4, 8, 16];

function close(now: Now, { code, visible }: Close): Now {
  const own = failInFlight(now.facts.own);
  if (code === 4408 && !visible) return stay(now, 'disconnected.hidden', { own });
  if (code >= 4000 && code !== 4408) return stay(now, 'error', { own });
  if (now.facts.attempts < 5) {
    const attempts = now.facts.attempts + 1;
    return stay(now, 'disconnected.waiting', {
      own,
      attempts,
      secondsLeft: waitSeconds[attempts - 1]!,
    });
  }
  return stay(now, 'disconnected.stopped', { own });
}

function serverEvent(now: Now, server: Server): Now | undefined {
  const id = server.conversation_id || null;
  if (now.state === 'live.connecting') {
    if (server.type !== 'connected') return undefined;
    return stay(now, 'live.connected', {
      own: [],
      conversationId: id ?? now.facts.conversationId,
      attempts: 0,
    });
  }
  // Connected: a title changes nothing here; an event naming a conversation, while on none,
  // adopts it; 'connected' replaces the messages; an ack confirms the first "m1".
  const conversationId =
    server.type !== 'title_generated' && !now.facts.conversationId && id
      ? id
      : now.facts.conversationId;
  const first = now.facts.own.findIndex(() => true);
  const own =
    server.type === 'connected'
      ? []
      : server.type === 'ack_message' && first >= 0
        ? now.facts.own.map((s, i) => (i === first ? 'confirmed' : s))
        : now.facts.own;
  return stay(now, 'live.connected', { conversationId, own });
}

function step(now: Now, event: EventObject): Now | undefined {
  const payload = event as unknown as Record<string, unknown>;
  if (event.type === 'conversation.select') {
    return connect(now, {
      conversationId: payload.conversationId as string | null,
      own: [],
      attempts: 0,
    });
  }
  const live = now.state.startsWith('live.');
  const disconnected = now.state.startsWith('disconnected.');
  switch (true) {
    case now.state === 'pending' && event.type === 'sidebar.open':
      return connect(now);
    case live && event.type === 'socket.close':
      return close(now, payload as unknown as Close);
    case live && event.type === 'socket.event':
      return serverEvent(now, payload.event as Server);
    case now.state === 'live.connected' && event.type === 'chat.send':
      return String(payload.text).trim()
        ? stay(now, 'live.connected', {
            own: [...now.facts.own, 'unconfirmed'],
            sent: ['socket.chat_message'],
          })
        : undefined;
    case now.state === 'live.connected' &&
      event.type === 'xstate.after.5000.chatConnection.live.connected':
      return stay(now, 'live.connected', { sent: ['socket.heartbeat'] });
    case disconnected && event.type === 'connection.retry':
      return connect(now);
    case now.state === 'disconnected.waiting' &&
      event.type === 'xstate.after.1000.chatConnection.disconnected.waiting':
      return now.facts.secondsLeft <= 1
        ? connect(now)
        : stay(now, 'disconnected.waiting', { secondsLeft: now.facts.secondsLeft - 1 });
    case now.state === 'disconnected.hidden' && event.type === 'visibility.change':
      return payload.visible ? connect(now) : undefined;
    case now.state === 'error' && event.type === 'connection.reset':
      return connect(now, { own: [], attempts: 0 });
    default:
      return undefined;
  }
}

const { machine, sampleEvents } = machineRegistry.chatConnection;

/** Before the sidebar opens: nothing joined, nothing sent. */
export const chatConnectionStart: Now = {
  state: 'pending',
  facts: { conversationId: null, attempts: 0, secondsLeft: 0, own: [], opened: [], sent: [] },
};

export const chatConnectionModel = tableModel<ChatState, ChatFacts>({
  name: 'chatConnection',
  paths: modelPaths(machine, sampleEvents),
  start: chatConnectionStart,
  step,
  probes: [
    ...sampleEvents,
    { type: 'sidebar.open' },
    { type: 'visibility.change', visible: false },
    { type: 'chat.send', text: '  ', clientMessageId: 'm2', timestamp: 't' },
    { type: 'connection.retry' },
    { type: 'connection.reset' },
    { type: 'xstate.after.1000.chatConnection.disconnected.waiting' },
    { type: 'xstate.after.5000.chatConnection.live.connected' },
  ],
  context: (now, context) => {
    const c = context as {
      conversationId: string | null;
      attempts: number;
      secondsLeft: number;
      messages: { status: string }[];
    };
    return [
      ['conversation', now.facts.conversationId, c.conversationId],
      ['attempts', now.facts.attempts, c.attempts],
      ['seconds left', now.facts.secondsLeft, c.secondsLeft],
      ['own messages', now.facts.own, c.messages.map((m) => m.status)],
    ];
  },
});
