import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  chatConnectionMachine,
  type ChatSocketCommand,
  type ChatSocketInput,
} from '../../../machines/chat-connection.machine';
import { reconnectDelayMs } from '../../../machines/chat-reconnect';

const connected = {
  type: 'socket.event' as const,
  event: { type: 'connected' as const, conversation_id: 'c1', messages: [] },
  receivedAt: '2026-01-05T10:00:00.000Z',
};

function start() {
  const clock = new SimulatedClock();
  const opened: ChatSocketInput[] = [];
  const commands: ChatSocketCommand[] = [];
  const actor = createActor(
    chatConnectionMachine.provide({
      actors: {
        socket: fromCallback<ChatSocketCommand, ChatSocketInput>(({ input, receive }) => {
          opened.push(input);
          receive((command) => commands.push(command));
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, opened, commands };
}

describe('chat reconnect backoff (spec §9)', () => {
  it('waits 1, 2, 4, 8 and 16 s, capped at 16 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 16_000,
    ]);
  });

  it('makes 5 attempts after a dropped connection, each after its delay, then stops', () => {
    const { actor, clock, opened } = start();
    actor.send({ type: 'sidebar.open' });
    expect(opened).toHaveLength(1);
    for (const [attempt, seconds] of [1, 2, 4, 8, 16].entries()) {
      actor.send({ type: 'socket.close', code: 1006, visible: true });
      expect(actor.getSnapshot().context).toMatchObject({
        attempts: attempt + 1,
        secondsLeft: seconds,
      });
      // One second at a time: the simulated clock runs a timer set while it fires from the
      // end of the whole increment, where a real clock would start it on time.
      for (let second = 1; second < seconds; second += 1) clock.increment(1000);
      expect(opened).toHaveLength(attempt + 1);
      expect(actor.getSnapshot().matches({ disconnected: 'waiting' })).toBe(true);
      clock.increment(1000);
      expect(opened).toHaveLength(attempt + 2);
    }
    actor.send({ type: 'socket.close', code: 1006, visible: true });
    expect(actor.getSnapshot().matches({ disconnected: 'stopped' })).toBe(true);
    clock.increment(60_000);
    expect(opened).toHaveLength(6);
    actor.send({ type: 'connection.retry' });
    expect(opened).toHaveLength(7);
  });

  it('counts down whole seconds for the orange bar', () => {
    const { actor, clock } = start();
    actor.send({ type: 'sidebar.open' });
    actor.send({ type: 'socket.close', code: 1006, visible: true });
    clock.increment(1000);
    actor.send({ type: 'socket.close', code: 1006, visible: true });
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
  });

  it('starts counting again once connected', () => {
    const { actor, clock } = start();
    actor.send({ type: 'sidebar.open' });
    actor.send({ type: 'socket.close', code: 1006, visible: true });
    clock.increment(1000);
    actor.send(connected);
    expect(actor.getSnapshot().context.attempts).toBe(0);
  });

  it('after a heartbeat timeout (4408) reconnects at once when visible, else when the tab is seen', () => {
    const visible = start();
    visible.actor.send({ type: 'sidebar.open' });
    visible.actor.send({ type: 'socket.close', code: 4408, visible: true });
    expect(visible.actor.getSnapshot().matches({ disconnected: 'waiting' })).toBe(true);

    const hidden = start();
    hidden.actor.send({ type: 'sidebar.open' });
    hidden.actor.send({ type: 'socket.close', code: 4408, visible: false });
    expect(hidden.actor.getSnapshot().matches({ disconnected: 'hidden' })).toBe(true);
    hidden.clock.increment(120_000);
    expect(hidden.opened).toHaveLength(1);
    hidden.actor.send({ type: 'visibility.change', visible: true });
    expect(hidden.opened).toHaveLength(2);
  });

  it('treats other codes of 4000 and above as errors, with no retry until Reset', () => {
    const { actor, clock, opened } = start();
    actor.send({ type: 'sidebar.open' });
    actor.send({ type: 'socket.close', code: 4403, visible: true });
    expect(actor.getSnapshot().value).toBe('error');
    clock.increment(120_000);
    expect(opened).toHaveLength(1);
    actor.send({ type: 'connection.reset' });
    expect(opened).toHaveLength(2);
  });

  it('sends a heartbeat every 5 s while connected, with the last message index', () => {
    const { actor, clock, commands } = start();
    actor.send({ type: 'sidebar.open' });
    actor.send(connected);
    clock.increment(4999);
    expect(commands).toEqual([]);
    clock.increment(1);
    expect(commands).toEqual([{ type: 'socket.heartbeat', last_message_id: null }]);
    actor.send({ type: 'chat.send', text: 'Hi', clientMessageId: 'm1', timestamp: 't' });
    clock.increment(5000);
    expect(commands.at(-1)).toEqual({ type: 'socket.heartbeat', last_message_id: 0 });
  });

  it('does not connect before the sidebar opens, and reopens with the chosen conversation', () => {
    const { actor, clock, opened } = start();
    clock.increment(60_000);
    expect(opened).toEqual([]);
    actor.send({ type: 'sidebar.open' });
    actor.send(connected);
    actor.send({ type: 'conversation.select', conversationId: 'c9' });
    expect(opened).toEqual([{ conversationId: null }, { conversationId: 'c9' }]);
    expect(actor.getSnapshot().matches({ live: 'connecting' })).toBe(true);
  });
});

describe('a new conversation', () => {
  it('takes the id the first message created, so a reconnect rejoins it', () => {
    const { actor, clock, opened } = start();
    actor.send({ type: 'sidebar.open' });
    actor.send({ ...connected, event: { ...connected.event, conversation_id: '' } });
    expect(actor.getSnapshot().context.conversationId).toBeNull();
    actor.send({ type: 'chat.send', text: 'Hi', clientMessageId: 'm1', timestamp: 't' });
    actor.send({
      type: 'socket.event',
      event: {
        type: 'ack_message',
        client_message_id: 'm1',
        conversation_id: 'new-1',
        message_index: 0,
      },
      receivedAt: 't',
    });
    expect(actor.getSnapshot().context.conversationId).toBe('new-1');
    actor.send({ type: 'socket.close', code: 1006, visible: true });
    clock.increment(1000);
    expect(opened.at(-1)).toEqual({ conversationId: 'new-1' });
  });
});
