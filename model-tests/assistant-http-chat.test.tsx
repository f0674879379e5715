// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AssistantResponse } from '../src/api/assistant';
import {
  assistantGreeting,
  assistantHttpChatMachine,
  assistantReplyErrorMessage,
  type AssistantReplyInput,
} from '../machines/assistant-http-chat.machine';
import { HttpAssistantChatView } from '../src/app/shell/assistant/HttpAssistantChatView';
import { deferredActors, flush } from './auth-deferred-actors';
import {
  assistantHttpChatModel,
  type HttpChatFacts,
  type HttpChatState,
} from './assistant-http-chat.model';
import { coveredTransitions, transitionsOf } from './path-runner';

const paths = assistantHttpChatModel.paths;
const suggestions = ['What is the NAV?', 'Who are the investors?', 'Unfunded?', 'Fourth one'];

function startActor() {
  const { actors, settle, pending } = deferredActors(['reply'] as const);
  const actor = createActor(assistantHttpChatMachine.provide({ actors })).start();
  return { actor, settle, pending };
}

describe('assistant HTTP chat machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(assistantHttpChatMachine, paths);
    for (const key of transitionsOf(assistantHttpChatMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', async (_name, path) => {
    // Every step against the table written by hand (assistant-http-chat.model), pure.
    assistantHttpChatModel.replay(assistantHttpChatMachine, path);
    const { actor, settle } = startActor();
    for (const event of path.events) {
      if (!settle(event)) actor.send(event as never);
      await flush();
    }
    expect(actor.getSnapshot().value).toBe(path.target);
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

/** While a reply is awaited the Thinking placeholder shows and Send waits, written by hand. */
const thinking: Record<HttpChatState, boolean> = { ready: false, loading: true };

function sees(state: HttpChatState, facts: HttpChatFacts, where: string) {
  const list = screen.getByRole('list', { name: 'Conversation' });
  const items = within(list).getAllByRole('listitem');
  expect(items, where).toHaveLength(facts.lines.length);
  expect(items[0]!.textContent, where).toBe(assistantGreeting);
  expect(screen.queryByRole('status', { name: 'Thinking' }) !== null, where).toBe(thinking[state]);
  // Every answer and failure since the last reset stays in the conversation.
  const count = (line: string) => facts.lines.filter((l) => l === line).length;
  expect(screen.queryAllByText(assistantReplyErrorMessage), where).toHaveLength(
    count(`assistant: ${assistantReplyErrorMessage}`),
  );
  expect(screen.queryAllByText('The NAV is $1,000.00.'), where).toHaveLength(
    count('assistant: The NAV is $1,000.00.'),
  );
  // The first three suggestions, only while the conversation holds just the greeting.
  const group = screen.queryByRole('group', { name: 'Suggested questions' });
  const offered = group
    ? within(group)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
  expect(offered, where).toEqual(facts.lines.length === 1 ? suggestions.slice(0, 3) : []);
  const box = screen.getByRole('textbox', { name: 'Message' });
  const typed = (box as HTMLInputElement).value;
  fireEvent.change(box, { target: { value: 'Next?' } });
  expect(screen.getByRole('button', { name: 'Send' }), where).toHaveProperty(
    'disabled',
    thinking[state],
  );
  fireEvent.change(box, { target: { value: typed } });
}

describe('assistant HTTP chat view: generated paths', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', async (_name, path) => {
    const { actor, settle } = startActor();
    render(<HttpAssistantChatView actor={actor} suggestions={suggestions} details={() => ({})} />);
    const expected = assistantHttpChatModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
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
      const now = expected[index]!;
      sees(now.state, now.facts, `after step ${index + 1} (${event.type})`);
    }
    expect(expected.at(-1)?.state ?? 'ready').toBe(path.target);
  });
});
