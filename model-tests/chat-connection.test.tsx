// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import {
  chatConnectionMachine,
  type ChatSocketCommand,
  type ChatSocketInput,
} from '../machines/chat-connection.machine';
import { ChatConnectionView } from '../src/app/shell/assistant/ChatConnectionView';
import {
  chatConnectionModel,
  chatConnectionStart,
  type ChatFacts,
  type ChatState,
} from './chat-connection.model';
import { coveredTransitions, transitionsOf } from './path-runner';

const paths = chatConnectionModel.paths;
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
    // Every step against the table written by hand (chat-connection.model): states, accepted
    // events, attempts, countdown, conversation and the user's messages by status.
    chatConnectionModel.replay(chatConnectionMachine, path);
    // Then run with a recording socket: what each step sends on it and which sockets open.
    const started = startActor();
    const expected = chatConnectionModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
      const sentBefore = started.commands.length;
      step(started, event);
      const now = expected[index]!.facts;
      expect(started.commands.slice(sentBefore).map((c) => c.type)).toEqual(now.sent);
      expect(started.opened.map((input) => input.conversationId)).toEqual(now.opened);
    }
  });
});

/** What the user does for an event the view offers; the rest come from the socket or the clock. */
function perform(
  started: Started,
  event: EventObject,
  before: { state: ChatState; facts: ChatFacts },
) {
  const byRole = (name: string) => screen.queryByRole('button', { name });
  if (event.type === 'chat.send') {
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: (event as unknown as { text: string }).text } });
    fireEvent.keyDown(box, { key: 'Enter' });
  } else if (event.type === 'connection.reset') {
    fireEvent.click(byRole('Reset')!);
  } else if (event.type === 'connection.retry') {
    // Before the second failed attempt the user has no Retry Now (seen() checks it each
    // step), and the retry comes from the machine's own reconnect.
    if (retryOffered(before)) fireEvent.click(byRole('Retry Now')!);
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

/** What the user sees in each state, written by hand (spec §4, §9). */
const placeholder: Record<ChatState, string> = {
  pending: 'Waiting for connection...',
  'live.connecting': 'Waiting for connection...',
  'live.connected': 'Type a message...',
  'disconnected.waiting': 'Disconnected - Reconnecting...',
  'disconnected.stopped': 'Disconnected - Reconnecting...',
  'disconnected.hidden': 'Disconnected - Reconnecting...',
  error: 'Connection error - Please try again',
};
const alertIn: Record<ChatState, string | null> = {
  pending: null,
  'live.connecting': null,
  'live.connected': null,
  'disconnected.waiting': null,
  'disconnected.stopped': null,
  'disconnected.hidden': null,
  error: 'An error occurred. Please try again later.Reset',
};
/** Spec §4: Retry Now is on the orange bar, shown from the second failed attempt. */
const retryOffered = ({ state, facts }: { state: ChatState; facts: ChatFacts }) =>
  state.startsWith('disconnected.') && facts.attempts >= 2;

/** Checks what the page shows against the expected state, every step. */
function seen({ state, facts }: { state: ChatState; facts: ChatFacts }, where: string) {
  const box = screen.getByRole('textbox', { name: 'Message' });
  expect(box.getAttribute('placeholder'), where).toBe(placeholder[state]);
  const typed = (box as HTMLInputElement).value;
  fireEvent.change(box, { target: { value: 'Hello' } });
  expect(screen.getByRole('button', { name: 'Send' }), where).toHaveProperty(
    'disabled',
    state !== 'live.connected',
  );
  fireEvent.change(box, { target: { value: typed } });
  expect(screen.queryByRole('alert')?.textContent ?? null, where).toBe(alertIn[state]);
  expect(screen.queryByRole('button', { name: 'Retry Now' }) !== null, where).toBe(
    retryOffered({ state, facts }),
  );
  // A message the server has not acknowledged yet reads 'Sending...'.
  expect(screen.queryAllByText('Sending...').length, where).toBe(
    facts.own.filter((s) => s === 'unconfirmed').length,
  );
}

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
    const expected = chatConnectionModel.expectedAlong(path.events);
    let before = chatConnectionStart;
    for (const [index, event] of path.events.entries()) {
      act(() => perform(started, event, before));
      before = expected[index]!;
      seen(before, `after step ${index + 1} (${event.type})`);
    }
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
