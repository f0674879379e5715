import type { ChatMessage, ChatSegment, ChatServerEvent, ChatToolInfo } from '../src/api/assistant';

/**
 * A message as the chat shows it. A text segment keeps its streamed parts so a chunk lands
 * at its part_index even when chunks arrive out of order; `clientMessageId` ties our own
 * unconfirmed message to the server's ack.
 */
export type ChatEntrySegment = ChatSegment & { parts?: string[] };
export type ChatEntry = Omit<ChatMessage, 'segments'> & {
  segments: ChatEntrySegment[];
  clientMessageId?: string;
};

/** Spec §4: the words shown for a message that is not (yet) confirmed. */
export const chatStatusLabels = { unconfirmed: 'Sending...', failed: 'Failed' } as const;

const placeAt = <T>(items: T[], index: number, item: T): T[] => {
  const next = [...items];
  next[Math.min(Math.max(index, 0), next.length)] = item;
  return next;
};

/** Our own message, shown at once as 'Sending...' until the server acknowledges it. */
export function addUnconfirmed(
  messages: ChatEntry[],
  message: { text: string; clientMessageId: string; timestamp: string },
): ChatEntry[] {
  return [
    ...messages,
    {
      role: 'user',
      timestamp: message.timestamp,
      status: 'unconfirmed',
      segments: [{ type: 'text', text: message.text }],
      clientMessageId: message.clientMessageId,
    },
  ];
}

/** Spec §4: a disconnect or an error fails whatever was still sending or streaming. */
export function failInFlight(messages: ChatEntry[]): ChatEntry[] {
  return messages.map((message) =>
    message.status === 'unconfirmed' || message.status === 'streaming'
      ? { ...message, status: 'failed' }
      : message,
  );
}

function withChunk(
  segment: ChatEntrySegment | undefined,
  chunk: { part_index: number; text?: string; tool_info?: ChatToolInfo },
): ChatEntrySegment {
  if (chunk.tool_info) return { type: 'tool', ...chunk.tool_info };
  const parts = [...(segment?.type === 'text' ? (segment.parts ?? [segment.text]) : [])];
  parts[chunk.part_index] = chunk.text ?? '';
  return { type: 'text', text: parts.join(''), parts };
}

/**
 * The messages after one server event (spec §7). Positions come from the server:
 * message_index, then segment_index and part_index within a streamed message.
 * `receivedAt` stamps a streamed message, which carries no time of its own.
 */
export function applyServerEvent(
  messages: ChatEntry[],
  event: ChatServerEvent,
  receivedAt: string,
): ChatEntry[] {
  switch (event.type) {
    case 'connected':
      return event.messages.map((message) => ({ ...message }));
    case 'multi':
      return event.events.reduce(
        (next, inner) => applyServerEvent(next, inner, receivedAt),
        messages,
      );
    case 'ack_message': {
      const own = messages.find((m) => m.clientMessageId === event.client_message_id);
      if (!own) return messages;
      const rest = messages.filter((m) => m !== own);
      const index = Math.min(Math.max(event.message_index, 0), rest.length);
      return [...rest.slice(0, index), { ...own, status: 'confirmed' }, ...rest.slice(index)];
    }
    case 'chat_message':
      return placeAt(messages, event.message_index, { ...event.message, status: 'confirmed' });
    case 'chat_message_stream_start':
      return placeAt(messages, event.message_index, {
        role: 'assistant',
        timestamp: receivedAt,
        status: 'streaming',
        segments: [],
      });
    case 'chat_message_stream_chunk': {
      const message = messages[event.message_index] ?? {
        role: 'assistant' as const,
        timestamp: receivedAt,
        status: 'streaming' as const,
        segments: [],
      };
      const segments = placeAt(
        message.segments,
        event.segment_index,
        withChunk(message.segments[event.segment_index], event),
      );
      return placeAt(messages, event.message_index, { ...message, segments });
    }
    case 'chat_message_stream_end': {
      const message = messages[event.message_index];
      if (!message) return messages;
      return placeAt(messages, event.message_index, {
        ...message,
        status: 'confirmed',
        ...(event.sources ? { sources: event.sources } : {}),
      });
    }
    case 'error':
      return failInFlight(messages);
    case 'ack_heartbeat':
    case 'title_generated':
      return messages;
  }
}

/** The plain text of a message (its text segments joined), for copying and for history. */
export const textOf = (message: Pick<ChatEntry, 'segments'>) =>
  message.segments.flatMap((segment) => (segment.type === 'text' ? [segment.text] : [])).join('');
