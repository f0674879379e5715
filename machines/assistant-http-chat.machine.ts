import { assign, fromPromise, setup } from 'xstate';
import type {
  AssistantResponse,
  AssistantSource,
  AssistantTurn,
  FrontendContext,
} from '../src/api/assistant';

/** Spec §4 "HTTP assistant variant": the conversation opens with this assistant message. */
export const assistantGreeting = 'How can I help you today?';

/**
 * Spec §8: a failed reply shows the app's common error message (the one api-client gives
 * network failures), not the server's detail.
 */
export const assistantReplyErrorMessage = 'Something went wrong';

export type HttpChatMessage =
  | { role: 'user'; text: string }
  | { role: 'assistant'; status: 'loading' }
  | { role: 'assistant'; status: 'answered'; text: string; sources: AssistantSource[] }
  | { role: 'assistant'; status: 'failed'; text: string };

/** What goes with a request besides its text, read by the view when the user sends. */
export type AssistantRequestDetails = { model?: string; frontendContext?: FrontendContext };

/** What the reply actor is asked: the new request and the earlier turns, oldest first. */
export type AssistantReplyInput = AssistantRequestDetails & {
  request: string;
  history: AssistantTurn[];
};

type HttpChatContext = { messages: HttpChatMessage[]; details: AssistantRequestDetails };

type HttpChatEvent =
  ({ type: 'chat.send'; text: string } & AssistantRequestDetails) | { type: 'chat.reset' };

const initialMessages = (): HttpChatMessage[] => [
  { role: 'assistant', status: 'answered', text: assistantGreeting, sources: [] },
];

/** The turns the server should see: the greeting and failed replies are ours, not the model's. */
export function historyOf(messages: HttpChatMessage[]): AssistantTurn[] {
  return messages.slice(1).flatMap((message): AssistantTurn[] => {
    if (message.role === 'user') return [{ role: 'user', text: message.text }];
    return message.status === 'answered' ? [{ role: 'assistant', text: message.text }] : [];
  });
}

const replacePlaceholder = (messages: HttpChatMessage[], reply: HttpChatMessage) =>
  messages.map((message) =>
    message.role === 'assistant' && message.status === 'loading' ? reply : message,
  );

export const assistantHttpChatMachine = setup({
  types: { context: {} as HttpChatContext, events: {} as HttpChatEvent },
  actors: {
    reply: fromPromise<AssistantResponse, AssistantReplyInput>(async () => {
      throw new Error('reply was not provided');
    }),
  },
  guards: {
    hasText: ({ event }) => event.type === 'chat.send' && event.text.trim().length > 0,
  },
  actions: {
    addRequest: assign({
      messages: ({ context, event }) =>
        event.type === 'chat.send'
          ? [
              ...context.messages,
              { role: 'user' as const, text: event.text.trim() },
              { role: 'assistant' as const, status: 'loading' as const },
            ]
          : context.messages,
      details: ({ context, event }) =>
        event.type === 'chat.send'
          ? { model: event.model, frontendContext: event.frontendContext }
          : context.details,
    }),
    reset: assign({ messages: initialMessages, details: {} }),
  },
}).createMachine({
  id: 'assistantHttpChat',
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    label: 'Assistant (HTTP)',
    events: {
      'chat.send': 'The user sends a message',
      'chat.reset': 'The user starts a new conversation',
    },
    guards: { hasText: 'the message is not blank' },
    actors: { reply: "the assistant's reply" },
  },
  description:
    'The assistant sidebar without websockets: one request, one reply, the conversation kept in the browser.',
  context: { messages: initialMessages(), details: {} },
  initial: 'ready',
  on: { 'chat.reset': { target: '.ready', actions: 'reset' } },
  states: {
    ready: {
      on: { 'chat.send': { guard: 'hasText', target: 'loading', actions: 'addRequest' } },
    },
    loading: {
      description: 'The Thinking placeholder shows; Send is disabled until the reply comes.',
      invoke: {
        id: 'reply',
        src: 'reply',
        input: ({ context }) => {
          const asked = context.messages.slice(0, -1);
          const last = asked.at(-1);
          return {
            ...context.details,
            request: last?.role === 'user' ? last.text : '',
            history: historyOf(asked.slice(0, -1)),
          };
        },
        onDone: {
          target: 'ready',
          actions: assign({
            messages: ({ context, event }) =>
              replacePlaceholder(context.messages, {
                role: 'assistant',
                status: 'answered',
                text: event.output.response,
                sources: event.output.sources,
              }),
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({
            messages: ({ context }) =>
              replacePlaceholder(context.messages, {
                role: 'assistant',
                status: 'failed',
                text: assistantReplyErrorMessage,
              }),
          }),
        },
      },
    },
  },
});
