import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { chatConnectionMachine } from '../../../../machines/chat-connection.machine';
import { assistantQueries } from './assistant-queries';
import { browserChatSocket } from './chat-socket';
import { ChatConnectionView } from './ChatConnectionView';
import { frontendContextOf } from './frontend-context';

/**
 * The websocket variant. It stays mounted while the sidebar is closed, so a reply keeps
 * streaming; the machine connects the first time the sidebar opens.
 */
export function WebsocketAssistantChat({
  customerId,
  open,
  model,
  fundFamilyId,
}: {
  /** Mount it keyed by the customer: the socket belongs to one. */
  customerId: string;
  open: boolean;
  model: string | null;
  fundFamilyId: string | null;
}) {
  const queryClient = useQueryClient();
  const [location] = useLocation();
  const actor = useActorRef(
    chatConnectionMachine.provide({
      actors: { socket: browserChatSocket(customerId) },
      actions: {
        conversationsChanged: () =>
          void queryClient.invalidateQueries({
            queryKey: assistantQueries.conversations().queryKey,
          }),
      },
    }),
  );
  useEffect(() => {
    if (open) actor.send({ type: 'sidebar.open' });
  }, [open, actor]);
  useEffect(() => {
    const onChange = () =>
      actor.send({ type: 'visibility.change', visible: document.visibilityState === 'visible' });
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [actor]);
  const { data: conversations = [] } = useQuery(assistantQueries.conversations());
  const { data: suggestions = [] } = useQuery({
    ...assistantQueries.suggestions(fundFamilyId ?? ''),
    enabled: fundFamilyId !== null,
  });
  return (
    <ChatConnectionView
      actor={actor}
      conversations={conversations}
      suggestions={fundFamilyId ? suggestions.map((suggestion) => suggestion.request) : []}
      details={() => ({
        model: model ?? undefined,
        frontendContext: frontendContextOf(location, queryClient),
      })}
    />
  );
}
