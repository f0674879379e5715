import type { AiModel, AssistantTurn } from '../../api/assistant';
import type { AiConfig } from './ai-config';
import type { AnswerHooks, AssistantAnswer } from './answer-types';
import { builtinAnswer, builtinModel } from './builtin-model';
import { openAiAnswer, openAiTitle } from './openai-provider';
import { titleFromQuestion } from './titles';
import type { ToolContext } from './tool-types';

/** Spec §9: the configured provider's models first (so gpt-4o is the default), the built-in last. */
export function listModels(ai: AiConfig): AiModel[] {
  const provided = ai.apiKey
    ? ai.models.map((id) => ({ id, display_name: id, provider: 'openai' }))
    : [];
  return [...provided, builtinModel];
}

export const findModel = (ai: AiConfig, id: string) =>
  listModels(ai).find((m) => m.id === id) ?? null;

/** One answer from the chosen model, over the same tools either way. */
export async function answerRequest(input: {
  ai: AiConfig;
  model: AiModel;
  ctx: ToolContext;
  request: string;
  history: AssistantTurn[];
  hooks?: AnswerHooks;
}): Promise<AssistantAnswer> {
  if (input.model.provider === builtinModel.provider) {
    return builtinAnswer(input.ctx, input.request, input.hooks);
  }
  return openAiAnswer({ ...input, model: input.model.id });
}

/** A conversation's title from its first question: asked of the provider, derived by the built-in. */
export async function conversationTitle(ai: AiConfig, model: AiModel, question: string) {
  if (model.provider !== builtinModel.provider) {
    const title = await openAiTitle(ai, model.id, question);
    if (title) return title.replace(/^["']|["']$/g, '').slice(0, 100);
  }
  return titleFromQuestion(question);
}
