import { describe, expect, it } from 'vitest';
import type { ChatServerEvent } from '../../../src/api/assistant';
import {
  addUnconfirmed,
  applyServerEvent,
  failInFlight,
  textOf,
  type ChatEntry,
} from '../../../machines/chat-messages';

const at = '2026-01-05T10:00:00.000Z';
const position = { conversation_id: 'c1' };
const apply = (messages: ChatEntry[], ...events: ChatServerEvent[]) =>
  events.reduce((next, event) => applyServerEvent(next, event, at), messages);

describe('chat message statuses (spec §4)', () => {
  it('confirms our own message on its ack, at the index the server gives it', () => {
    const sent = addUnconfirmed([], { text: 'NAV?', clientMessageId: 'm1', timestamp: at });
    expect(sent[0]).toMatchObject({ role: 'user', status: 'unconfirmed' });
    const acked = apply(sent, {
      type: 'ack_message',
      client_message_id: 'm1',
      message_index: 0,
      ...position,
    });
    expect(acked[0]).toMatchObject({ status: 'confirmed', segments: [{ text: 'NAV?' }] });
    expect(
      apply(sent, {
        type: 'ack_message',
        client_message_id: 'other',
        message_index: 0,
        ...position,
      }),
    ).toBe(sent);
  });

  it('streams a reply into place by message, segment and part index, then confirms it', () => {
    const start: ChatEntry[] = [
      {
        role: 'user',
        timestamp: at,
        status: 'confirmed',
        segments: [{ type: 'text', text: 'NAV?' }],
      },
    ];
    const chunk = (segment_index: number, part_index: number, text?: string, tool = false) =>
      ({
        type: 'chat_message_stream_chunk',
        message_index: 1,
        segment_index,
        part_index,
        ...(tool
          ? { tool_info: { display_name: 'Fund NAV', arguments: { fund: 'Main' } } }
          : { text }),
        ...position,
      }) as ChatServerEvent;
    const streaming = apply(
      start,
      { type: 'chat_message_stream_start', message_index: 1, ...position },
      chunk(0, 0, undefined, true),
      // Parts out of order still read in order.
      chunk(1, 1, ' is $1,000.00.'),
      chunk(1, 0, 'The NAV'),
    );
    expect(streaming[1]).toMatchObject({
      role: 'assistant',
      status: 'streaming',
      segments: [
        { type: 'tool', display_name: 'Fund NAV', arguments: { fund: 'Main' } },
        { type: 'text', text: 'The NAV is $1,000.00.' },
      ],
    });
    const done = apply(streaming, {
      type: 'chat_message_stream_end',
      message_index: 1,
      ...position,
    });
    expect(done[1]!.status).toBe('confirmed');
    expect(textOf(done[1]!)).toBe('The NAV is $1,000.00.');
    expect(done[1]!.sources).toBeUndefined();
    const source = { tool: 'fund_nav', label: 'NAV', value: '$1,000.00', how: 'Sum of NAV rows.' };
    const explained = apply(streaming, {
      type: 'chat_message_stream_end',
      message_index: 1,
      sources: [source],
      ...position,
    });
    expect(explained[1]).toMatchObject({ status: 'confirmed', sources: [source] });
  });

  it('fails what was sending or streaming on a disconnect or a server error, and nothing else', () => {
    const messages: ChatEntry[] = [
      { role: 'user', timestamp: at, status: 'confirmed', segments: [] },
      { role: 'assistant', timestamp: at, status: 'streaming', segments: [] },
      { role: 'user', timestamp: at, status: 'unconfirmed', segments: [] },
    ];
    expect(failInFlight(messages).map((m) => m.status)).toEqual(['confirmed', 'failed', 'failed']);
    expect(
      apply(messages, { type: 'error', code: 'x', message: 'y' }).map((m) => m.status),
    ).toEqual(['confirmed', 'failed', 'failed']);
  });

  it('takes the stored conversation on connect and unpacks multi events in order', () => {
    const stored: ChatEntry = {
      role: 'user',
      timestamp: at,
      status: 'confirmed',
      segments: [{ type: 'text', text: 'Hi' }],
    };
    const joined = apply([], { type: 'connected', conversation_id: 'c1', messages: [stored] });
    expect(joined).toEqual([stored]);
    const both = apply(joined, {
      type: 'multi',
      events: [
        { type: 'chat_message_stream_start', message_index: 1, ...position },
        {
          type: 'chat_message_stream_chunk',
          message_index: 1,
          segment_index: 0,
          part_index: 0,
          text: 'Hello',
          ...position,
        },
        { type: 'chat_message_stream_end', message_index: 1, ...position },
      ],
    });
    expect(both[1]).toMatchObject({ status: 'confirmed', segments: [{ text: 'Hello' }] });
  });
});
