import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import type {
  AssistantRequestDetails,
  assistantHttpChatMachine,
} from '../../../../machines/assistant-http-chat.machine';
import { ChatBubble, MessageStatus, SourcesDisclosure } from './ChatBubble';
import { ChatInput } from './ChatInput';
import { MessageList } from './MessageList';
import { SuggestedPrompts } from './SuggestedPrompts';
import { ThinkingDots } from './ThinkingDots';

export type HttpChatActor = ActorRefFrom<typeof assistantHttpChatMachine>;

/** The HTTP variant's conversation (spec §4): greeting, suggestions, replies, input. */
export function HttpAssistantChatView({
  actor,
  suggestions,
  details,
  ready = true,
}: {
  actor: HttpChatActor;
  suggestions: string[];
  /** False until the model list has loaded: a request must name a model the server offers. */
  ready?: boolean;
  /** Read when the user sends: the model picked and what the page shows. */
  details: () => AssistantRequestDetails;
}) {
  const messages = useSelector(actor, (snapshot) => snapshot.context.messages);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const asked = messages.some((message) => message.role === 'user');
  const send = (text: string) => actor.send({ type: 'chat.send', text, ...details() });
  return (
    <>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'flex-end',
          px: '3',
          py: '1',
          borderBottom: '1px solid',
          borderColor: 'gray.100',
        })}
      >
        <button
          type="button"
          onClick={() => actor.send({ type: 'chat.reset' })}
          className={css({
            fontSize: 'xs',
            color: 'blue.700',
            cursor: 'pointer',
            _hover: { textDecoration: 'underline' },
          })}
        >
          New conversation
        </button>
      </div>
      <MessageList version={messages}>
        {messages.map((message, index) =>
          message.role === 'user' ? (
            <ChatBubble key={index} role="user">
              {message.text}
            </ChatBubble>
          ) : message.status === 'loading' ? (
            <ChatBubble key={index} role="assistant">
              <ThinkingDots />
            </ChatBubble>
          ) : message.status === 'failed' ? (
            <ChatBubble
              key={index}
              role="assistant"
              footer={<MessageStatus failed>Failed</MessageStatus>}
            >
              {message.text}
            </ChatBubble>
          ) : (
            <ChatBubble
              key={index}
              role="assistant"
              footer={<SourcesDisclosure sources={message.sources} />}
            >
              {message.text}
            </ChatBubble>
          ),
        )}
      </MessageList>
      {asked ? null : (
        <SuggestedPrompts requests={suggestions} onPick={send} disabled={loading || !ready} />
      )}
      <ChatInput onSend={send} disabled={loading || !ready} />
    </>
  );
}
