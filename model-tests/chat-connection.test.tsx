// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import {
  chatConnectionMachine,
  type ChatSocketCommand,
  type ChatSocketInput,
} from '../machines/chat-connection.machine';
import { stateLabel } from '../machines/machine-paths';
import { ChatConnectionView } from '../src/app/shell/assistant/ChatConnectionView';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

const paths = modelPaths(chatConnectionMachine, machineRegistry.chatConnection.sampleEvents);
const delayOf = (type: string) => Number(/^xstate\.after\.(\d+)\./.exec(type)?.[1] ?? NaN);

/** A socket that records what it is opened with and what the machine sends it. */
function startActor() {
  const opened: ChatSocketInput[] = [];
  const commands: ChatSocketCommand[] = [];
  let listChanges = 0;
  const clock = new SimulatedClock();
  const actor = createActor(
    chatConnectionMachine.provide({
      actors: {
        socket: fromCallback<ChatSocketCommand, ChatSocketInput>(({ input, receive }) => {
          opened.push(input);
          receive((command) => commands.push(command));
        }),
      },
      actions: { conversationsChanged: () => void (listChanges += 1) },
    }),
    { clock },
  ).start();
  return { actor, clock, opened, commands, listChanges: () => listChanges };
}

type Started = ReturnType<typeof startActor>;

function step({ actor, clock }: Started, event: EventObject) {
  if (event.type.startsWith('xstate.after.')) clock.increment(delayOf(event.type));
  else actor.send(event as never);
}

describe('chat connection machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(chatConnectionMachine, paths);
    for (const key of transitionsOf(chatConnectionMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    const started = startActor();
    path.events.slice(0, -1).forEach((event) => step(started, event));
    // The last step on its own: what it sends on the socket and what it opens.
    const before = started.actor.getSnapshot();
    const sentBefore = started.commands.length;
    const openedBefore = started.opened.length;
    const last = path.events.at(-1);
    if (last) step(started, last);
    const snapshot = started.actor.getSnapshot();
    expect(stateLabel(snapshot.value)).toBe(path.target);
    const wasConnected = before.matches({ live: 'connected' });
    const sent =
      last?.type === 'chat.send' && wasConnected
        ? ['socket.chat_message']
        : last?.type.startsWith('xstate.after.5000') && wasConnected
          ? ['socket.heartbeat']
          : [];
    expect(started.commands.slice(sentBefore).map((c) => c.type)).toEqual(sent);
    const unconfirmed = snapshot.context.messages.filter((m) => m.status === 'unconfirmed');
    // A message just sent waits for the server's acknowledgement.
    if (sent[0] === 'socket.chat_message') {
      expect(snapshot.context.messages.at(-1)).toMatchObject({ status: 'unconfirmed' });
    }
    // Choosing a conversation clears the messages and opens its socket.
    if (last?.type === 'conversation.select') {
      expect(snapshot.context.messages).toEqual([]);
      expect(started.opened.slice(openedBefore)).toEqual([{ conversationId: 'c2' }]);
    }
    // A dropped connection fails what was in flight.
    expect(
      (snapshot.matches('disconnected') || snapshot.matches('error')) && unconfirmed.length > 0,
    ).toBe(false);
  });
});

/** What the user does for an event the view offers; the rest come from the socket or the clock. */
function perform(started: Started, event: EventObject) {
  const byRole = (name: string) => screen.queryByRole('button', { name });
  if (event.type === 'chat.send') {
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: (event as unknown as { text: string }).text } });
    fireEvent.keyDown(box, { key: 'Enter' });
  } else if (event.type === 'connection.reset') {
    fireEvent.click(byRole('Reset')!);
  } else if (event.type === 'connection.retry') {
    // Spec §4: Retry Now is on the orange bar, shown from the second failed attempt; before
    // that the user has no button and the retry comes from the machine's own reconnect.
    const snapshot = started.actor.getSnapshot();
    const offered = snapshot.matches('disconnected') && snapshot.context.attempts >= 2;
    expect(byRole('Retry Now') !== null, 'Retry Now offered').toBe(offered);
    if (offered) fireEvent.click(byRole('Retry Now')!);
    else step(started, event);
  } else if (event.type === 'conversation.select') {
    fireEvent.change(screen.getByRole('combobox', { name: 'Conversation' }), {
      target: { value: 'c2' },
    });
  } else {
    step(started, event);
  }
}

const conversations = [
  { id: 'c1', title: 'Fund NAV', created_at: '2026-01-05T10:00:00.000Z' },
  { id: 'c2', title: null, created_at: '2026-01-04T09:30:00.000Z' },
];

describe('chat connection view: generated paths', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    const started = startActor();
    render(
      <ChatConnectionView
        actor={started.actor}
        conversations={conversations}
        suggestions={[]}
        details={() => ({ model: 'gpt-4o' })}
      />,
    );
    for (const event of path.events) act(() => perform(started, event));
    const snapshot = started.actor.getSnapshot();
    const box = screen.getByRole('textbox', { name: 'Message' });
    const placeholder = snapshot.matches({ live: 'connected' })
      ? 'Type a message...'
      : snapshot.matches('error')
        ? 'Connection error - Please try again'
        : snapshot.matches('disconnected')
          ? 'Disconnected - Reconnecting...'
          : 'Waiting for connection...';
    expect(box.getAttribute('placeholder')).toBe(placeholder);
    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty(
      'disabled',
      !snapshot.matches({ live: 'connected' }),
    );
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(
      snapshot.matches('error') ? 'An error occurred. Please try again later.Reset' : null,
    );
    // A message the server has not acknowledged yet reads 'Sending...'.
    expect(screen.queryAllByText('Sending...').length).toBe(
      snapshot.context.messages.filter((m) => m.status === 'unconfirmed').length,
    );
  });
});

describe('chat connection view: the bars and the list', () => {
  afterEach(() => cleanup());

  it('shows the orange bar from the second failed attempt, counting down, then Disconnected with Retry Now', () => {
    const started = startActor();
    const { actor, clock } = started;
    render(
      <ChatConnectionView actor={actor} conversations={[]} suggestions={[]} details={() => ({})} />,
    );
    act(() => {
      actor.send({ type: 'sidebar.open' });
      actor.send({ type: 'socket.close', code: 1006, visible: true });
    });
    expect(screen.queryByText(/Reconnecting in/)).toBeNull();
    act(() => {
      clock.increment(1000);
      actor.send({ type: 'socket.close', code: 1006, visible: true });
    });
    expect(screen.getByRole('status').textContent).toContain('Reconnecting in 2s...');
    act(() => clock.increment(1000));
    expect(screen.getByRole('status').textContent).toContain('Reconnecting in 1s...');
    for (const seconds of [4, 8, 16]) {
      act(() => {
        for (let s = 0; s < seconds; s += 1) clock.increment(1000);
      });
      act(() => {
        clock.increment(1000);
        actor.send({ type: 'socket.close', code: 1006, visible: true });
      });
    }
    act(() => {
      for (let s = 0; s < 16; s += 1) clock.increment(1000);
      actor.send({ type: 'socket.close', code: 1006, visible: true });
    });
    expect(screen.getByRole('status').textContent).toContain('Disconnected');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Retry Now' })));
    expect(started.opened).toHaveLength(7);
  });

  it('labels untitled conversations by date and refreshes the list when a title is generated', () => {
    const started = startActor();
    render(
      <ChatConnectionView
        actor={started.actor}
        conversations={conversations}
        suggestions={['Ask me?']}
        details={() => ({})}
      />,
    );
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('New conversation');
    expect(options[1]).toBe('Fund NAV');
    expect(options[2]).toMatch(/^Jan 0[45], 2026 .* Untitled Conversation$/);
    act(() => {
      started.actor.send({ type: 'sidebar.open' });
      started.actor.send({
        type: 'socket.event',
        event: { type: 'connected', conversation_id: '', messages: [] },
        receivedAt: 't',
      });
    });
    expect(screen.getByRole('button', { name: 'Ask me?' })).toBeTruthy();
    const before = started.listChanges();
    act(() =>
      started.actor.send({
        type: 'socket.event',
        event: { type: 'title_generated', conversation_id: 'c1', title: 'Fund NAV' },
        receivedAt: 't',
      }),
    );
    expect(started.listChanges()).toBe(before + 1);
  });
});
