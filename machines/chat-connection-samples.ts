import type { ChatConnectionEvent } from './chat-connection.machine';

/** Events with payloads for the chat connection's generated paths (registry and model tests). */
export const chatConnectionSampleEvents: ChatConnectionEvent[] = [
  { type: 'visibility.change', visible: true },
  {
    type: 'socket.event',
    event: { type: 'connected', conversation_id: 'c1', messages: [] },
    receivedAt: '2026-01-05T10:00:00.000Z',
  },
  {
    type: 'socket.event',
    event: { type: 'title_generated', conversation_id: 'c1', title: 'Fund NAV' },
    receivedAt: '2026-01-05T10:00:01.000Z',
  },
  // A new conversation: joined with an empty id, created by its first message's ack.
  {
    type: 'socket.event',
    event: { type: 'connected', conversation_id: '', messages: [] },
    receivedAt: '2026-01-05T10:00:00.000Z',
  },
  {
    type: 'socket.event',
    event: {
      type: 'ack_message',
      client_message_id: 'm1',
      conversation_id: 'c3',
      message_index: 0,
    },
    receivedAt: '2026-01-05T10:00:03.000Z',
  },
  { type: 'socket.close', code: 1006, visible: true },
  { type: 'socket.close', code: 4408, visible: false },
  { type: 'socket.close', code: 4401, visible: true },
  {
    type: 'chat.send',
    text: 'What is the NAV?',
    clientMessageId: 'm1',
    timestamp: '2026-01-05T10:00:02.000Z',
  },
  { type: 'conversation.select', conversationId: 'c2' },
];
