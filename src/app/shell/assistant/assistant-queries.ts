import { queryOptions } from '@tanstack/react-query';
import {
  aiBasePath,
  defaultAssistantModelId,
  type AiModel,
  type AssistantSuggestion,
  type Conversation,
} from '../../../api/assistant';
import { api } from '../../lib/api-client';

/** The AI host shares the app's headers (bearer token, customer id) under its own base path. */
export const aiApi = api.extend({ prefixUrl: aiBasePath });

/** Every assistant query key starts here, so the page context can leave them out. */
export const assistantQueryRoot = 'assistant';

export const assistantQueries = {
  models: () =>
    queryOptions({
      queryKey: [assistantQueryRoot, 'models'],
      queryFn: () => api.get('models').json<AiModel[]>(),
      staleTime: 5 * 60_000,
    }),
  suggestions: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [assistantQueryRoot, 'suggestions', fundFamilyId],
      queryFn: () => api.get(`fund-family/${fundFamilyId}/agent`).json<AssistantSuggestion[]>(),
      staleTime: 5 * 60_000,
    }),
  conversations: () =>
    queryOptions({
      queryKey: [assistantQueryRoot, 'conversations'],
      queryFn: () => aiApi.get('chat/conversations/').json<Conversation[]>(),
    }),
};

/** Spec §9: gpt-4o when the server offers it, else its first model. */
export function defaultModelOf(models: AiModel[]): string | null {
  return models.find((model) => model.id === defaultAssistantModelId)?.id ?? models[0]?.id ?? null;
}
