import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import {
  defaultAssistantModelId,
  type AssistantRequest,
  type AssistantResponse,
} from '../../../api/assistant';
import {
  assistantHttpChatMachine,
  type AssistantReplyInput,
} from '../../../../machines/assistant-http-chat.machine';
import { api } from '../../lib/api-client';
import { assistantQueries } from './assistant-queries';
import { frontendContextOf } from './frontend-context';
import { HttpAssistantChatView } from './HttpAssistantChatView';

/**
 * The HTTP variant for one fund family. Mount it keyed by the fund family: another family
 * starts another conversation.
 */
export function HttpAssistantChat({
  fundFamilyId,
  model,
}: {
  fundFamilyId: string;
  model: string | null;
}) {
  const queryClient = useQueryClient();
  const [location] = useLocation();
  const actor = useActorRef(
    assistantHttpChatMachine.provide({
      actors: {
        reply: fromPromise<AssistantResponse, AssistantReplyInput>(({ input, signal }) => {
          const body: AssistantRequest = {
            request: input.request,
            history: input.history,
            model: input.model ?? defaultAssistantModelId,
            frontend_context: input.frontendContext ?? { current_route: location },
          };
          return api
            .post(`fund-family/${fundFamilyId}/agent`, { json: body, signal })
            .json<AssistantResponse>();
        }),
      },
    }),
  );
  const { data: suggestions = [] } = useQuery(assistantQueries.suggestions(fundFamilyId));
  return (
    <HttpAssistantChatView
      actor={actor}
      suggestions={suggestions.map((suggestion) => suggestion.request)}
      ready={model !== null}
      details={() => ({
        model: model ?? undefined,
        frontendContext: frontendContextOf(location, queryClient),
      })}
    />
  );
}
