import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * The assistant sidebar over HTTP, written by hand: the greeting first; a message that is not
 * blank is asked (the user's line and a Thinking placeholder) and the placeholder becomes the
 * answer or "Something went wrong"; a new conversation starts over from any state. Facts: the
 * conversation as the user reads it, one line per message.
 */
export type HttpChatState = 'ready' | 'loading';
export type HttpChatFacts = { lines: string[] };
type Now = Expected<HttpChatState, HttpChatFacts>;

export const greetingLine = 'assistant: How can I help you today?';
const withReply = (lines: string[], reply: string) =>
  lines.map((line) => (line === 'assistant: (thinking)' ? reply : line));

function step(now: Now, event: EventObject): Now | undefined {
  const p = event as unknown as { text?: string; output?: { response: string } };
  if (event.type === 'chat.reset') return { state: 'ready', facts: { lines: [greetingLine] } };
  switch (`${now.state} ${event.type}`) {
    case 'ready chat.send': {
      const text = (p.text ?? '').trim();
      if (!text) return undefined;
      const lines = [...now.facts.lines, `user: ${text}`, 'assistant: (thinking)'];
      return { state: 'loading', facts: { lines } };
    }
    case 'loading xstate.done.actor.reply':
      return {
        state: 'ready',
        facts: { lines: withReply(now.facts.lines, `assistant: ${p.output!.response}`) },
      };
    case 'loading xstate.error.actor.reply':
      return {
        state: 'ready',
        facts: { lines: withReply(now.facts.lines, 'assistant: Something went wrong') },
      };
    default:
      return undefined;
  }
}

type Message = { role: string; text?: string; status?: string };
const lineOf = (m: Message) =>
  `${m.role}: ${m.role === 'assistant' && m.status === 'loading' ? '(thinking)' : m.text}`;

const { machine, sampleEvents } = machineRegistry.assistantHttpChat;

export const assistantHttpChatModel = tableModel<HttpChatState, HttpChatFacts>({
  name: 'assistantHttpChat',
  paths: modelPaths(machine, sampleEvents),
  start: { state: 'ready', facts: { lines: [greetingLine] } },
  step,
  probes: [...sampleEvents, { type: 'chat.reset' }],
  context: (now, context) => [
    ['conversation', now.facts.lines, (context as { messages: Message[] }).messages.map(lineOf)],
  ],
});
