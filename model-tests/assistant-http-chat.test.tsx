// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AssistantResponse } from '../src/api/assistant';
import { machineRegistry } from '../machines';
import {
  assistantGreeting,
  assistantHttpChatMachine,
  assistantReplyErrorMessage,
  type AssistantReplyInput,
} from '../machines/assistant-http-chat.machine';
import { HttpAssistantChatView } from '../src/app/shell/assistant/HttpAssistantChatView';
import { deferredActors, flush } from './auth-deferred-actors';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

const paths = modelPaths(assistantHttpChatMachine, machineRegistry.assistantHttpChat.sampleEvents);
const suggestions = ['What is the NAV?', 'Who are the investors?', 'Unfunded?', 'Fourth one'];

function startActor() {
  const { actors, settle, pending } = deferredActors(['reply'] as const);
  const actor = createActor(assistantHttpChatMachine.provide({ actors })).start();
  return { actor, settle, pending };
}

/** What the path should have left in the conversation, told from its last steps. */
function expectedLast(events: { type: string }[]) {
  const lastReset = events.map((e) => e.type).lastIndexOf('chat.reset');
  const since = events.slice(lastReset + 1);
  const last = since.at(-1)?.type;
  if (!last) return 'greeting';
  if (last === 'xstate.done.actor.reply') return 'answer';
  if (last === 'xstate.error.actor.reply') return 'failed';
  const sent = since.some((e) => e.type === 'chat.send' && (e as { text?: string }).text?.trim());
  return sent ? 'after-send' : 'greeting';
}

describe('assistant HTTP chat machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(assistantHttpChatMachine, paths);
    for (const key of transitionsOf(assistantHttpChatMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', async (_name, path) => {
    const { actor, settle } = startActor();
    for (const event of path.events) {
      if (!settle(event)) actor.send(event as never);
      await flush();
    }
    const { messages } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe(path.target);
    expect(messages[0]).toMatchObject({ role: 'assistant', text: assistantGreeting });
    const last = messages.at(-1)!;
    const expected = expectedLast(path.events);
    const lastMessage = {
      answer: () =>
        expect(last).toMatchObject({ status: 'answered', text: 'The NAV is $1,000.00.' }),
      failed: () =>
        expect(last).toMatchObject({ status: 'failed', text: assistantReplyErrorMessage }),
      greeting: () => expect(messages).toHaveLength(1),
      'after-send': () => expect(last).toEqual({ role: 'assistant', status: 'loading' }),
    } as const;
    lastMessage[expected]();
    expect(path.target === 'loading').toBe(expected === 'after-send');
  });

  it('sends the request with the earlier turns, leaving out the greeting and failed replies', async () => {
    const inputs: AssistantReplyInput[] = [];
    let answer = 0;
    const actor = createActor(
      assistantHttpChatMachine.provide({
        actors: {
          reply: fromPromise<AssistantResponse, AssistantReplyInput>(async ({ input }) => {
            inputs.push(input);
            answer += 1;
            if (answer === 1) throw new Error('offline');
            return { response: `Answer ${answer}`, sources: [] };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'chat.send', text: '  First?  ', model: 'gpt-4o' });
    await flush();
    actor.send({ type: 'chat.send', text: 'Second?' });
    await flush();
    actor.send({ type: 'chat.send', text: 'Third?', model: 'gpt-4o-mini' });
    await flush();
    expect(inputs).toEqual([
      { request: 'First?', history: [], model: 'gpt-4o' },
      { request: 'Second?', history: [{ role: 'user', text: 'First?' }] },
      {
        request: 'Third?',
        model: 'gpt-4o-mini',
        history: [
          { role: 'user', text: 'First?' },
          { role: 'user', text: 'Second?' },
          { role: 'assistant', text: 'Answer 2' },
        ],
      },
    ]);
    expect(actor.getSnapshot().context.messages.map((m) => m.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('refuses a blank request', () => {
    const { actor } = startActor();
    actor.send({ type: 'chat.send', text: '   ' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
  });
});

describe('assistant HTTP chat view: generated paths', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', async (_name, path) => {
    const { actor, settle } = startActor();
    render(<HttpAssistantChatView actor={actor} suggestions={suggestions} details={() => ({})} />);
    for (const event of path.events) {
      await act(async () => {
        if (settle(event)) {
          await flush();
          return;
        }
        if (event.type === 'chat.reset') {
          fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
        } else if (event.type === 'chat.send') {
          const text = (event as unknown as { text: string }).text;
          const box = screen.getByRole('textbox', { name: 'Message' });
          fireEvent.change(box, { target: { value: text } });
          fireEvent.keyDown(box, { key: 'Enter' });
        }
        await flush();
      });
    }
    const list = screen.getByRole('list', { name: 'Conversation' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveProperty(
      'textContent',
      assistantGreeting,
    );
    const loading = path.target === 'loading';
    expect(screen.queryByRole('status', { name: 'Thinking' }) !== null).toBe(loading);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Next?' } });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', loading);
    const expected = expectedLast(path.events);
    // Every answer and failure since the last reset stays in the conversation.
    const sinceReset = path.events.slice(
      path.events.map((e) => e.type).lastIndexOf('chat.reset') + 1,
    );
    const count = (type: string) => sinceReset.filter((e) => e.type === type).length;
    expect(screen.queryAllByText(assistantReplyErrorMessage)).toHaveLength(
      count('xstate.error.actor.reply'),
    );
    expect(screen.queryAllByText('The NAV is $1,000.00.')).toHaveLength(
      count('xstate.done.actor.reply'),
    );
    const group = screen.queryByRole('group', { name: 'Suggested questions' });
    if (expected === 'greeting') {
      expect(
        within(group!)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(suggestions.slice(0, 3));
    } else {
      expect(group).toBeNull();
    }
  });
});
