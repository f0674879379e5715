import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Conversation, FrontendContext } from '../../../api/assistant';
import type { chatConnectionMachine } from '../../../../machines/chat-connection.machine';
import { chatStatusLabels, type ChatEntry } from '../../../../machines/chat-messages';
import { reconnectBarAfterAttempts } from '../../../../machines/chat-reconnect';
import { ChatBubble, MessageStatus, SourcesDisclosure, ToolLine } from './ChatBubble';
import { ChatInput } from './ChatInput';
import { ConnectionErrorBar, ReconnectingBar } from './ConnectionBars';
import { ConversationPicker } from './ConversationPicker';
import { MessageList } from './MessageList';
import { SuggestedPrompts } from './SuggestedPrompts';
import { ThinkingDots } from './ThinkingDots';

export type ChatConnectionActor = ActorRefFrom<typeof chatConnectionMachine>;

/** What goes with each message besides its text (read when it is sent, not before). */
export type MessageDetails = () => { frontendContext?: FrontendContext; model?: string };

let sentCount = 0;
const clientMessageId = () => `${Date.now().toString(36)}-${(sentCount += 1)}`;

function ChatEntryBubble({ entry }: { entry: ChatEntry }) {
  const footer =
    entry.status === 'unconfirmed' ? (
      <MessageStatus>{chatStatusLabels.unconfirmed}</MessageStatus>
    ) : entry.status === 'failed' ? (
      <MessageStatus failed>{chatStatusLabels.failed}</MessageStatus>
    ) : entry.sources ? (
      <SourcesDisclosure sources={entry.sources} />
    ) : null;
  return (
    <ChatBubble role={entry.role} footer={footer}>
      {entry.segments.length === 0 && entry.status === 'streaming' ? <ThinkingDots /> : null}
      {entry.segments.map((segment, index) =>
        segment.type === 'tool' ? (
          <ToolLine key={index} tool={segment} />
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </ChatBubble>
  );
}

/** The websocket variant (spec §4 "Chat connection"): conversations, status bars, messages. */
export function ChatConnectionView({
  actor,
  conversations,
  suggestions,
  details,
}: {
  actor: ChatConnectionActor;
  conversations: Conversation[];
  suggestions: string[];
  details: MessageDetails;
}) {
  const state = useSelector(actor, (snapshot) => snapshot);
  const { messages, attempts, secondsLeft, conversationId } = state.context;
  const connected = state.matches({ live: 'connected' });
  const disconnected = state.matches('disconnected');
  const error = state.matches('error');
  const placeholder = connected
    ? 'Type a message...'
    : error
      ? 'Connection error - Please try again'
      : disconnected
        ? 'Disconnected - Reconnecting...'
        : 'Waiting for connection...';
  const send = (text: string) =>
    actor.send({
      type: 'chat.send',
      text,
      clientMessageId: clientMessageId(),
      timestamp: new Date().toISOString(),
      ...details(),
    });
  const asked = messages.some((message) => message.role === 'user');
  return (
    <>
      <ConversationPicker
        conversations={conversations}
        currentId={conversationId}
        onSelect={(id) => actor.send({ type: 'conversation.select', conversationId: id })}
      />
      {disconnected && attempts >= reconnectBarAfterAttempts ? (
        <ReconnectingBar
          secondsLeft={state.matches({ disconnected: 'waiting' }) ? secondsLeft : null}
          onRetry={() => actor.send({ type: 'connection.retry' })}
        />
      ) : null}
      {error ? (
        <ConnectionErrorBar onReset={() => actor.send({ type: 'connection.reset' })} />
      ) : null}
      <MessageList version={messages}>
        {messages.map((entry, index) => (
          <ChatEntryBubble key={index} entry={entry} />
        ))}
      </MessageList>
      {asked || !connected ? null : (
        <SuggestedPrompts requests={suggestions} onPick={send} disabled={!connected} />
      )}
      <ChatInput onSend={send} disabled={!connected} placeholder={placeholder} />
    </>
  );
}
