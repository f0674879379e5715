import { Hono, type Context } from 'hono';
import {
  assistantRequestSchema,
  assistantUnavailableCode,
  type AiModel,
  type AssistantResponse,
  type AssistantSuggestion,
} from '../../api/assistant';
import { ApiError, invalid } from '../api-error';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { AssistantUnavailableError } from './answer-types';
import { requireAssistantFlag } from './assistant-access';
import { answerRequest, findModel, listModels } from './engine';
import { exampleQuestions } from './examples';
import type { ToolContext } from './tool-types';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { readJson, uuidParam } from '../validate';
import { todayOf } from '../today';

/** The customer's fund family of the path, with the assistant's flag on, as a tool context. */
async function familyContext(c: Context<AppEnv>): Promise<ToolContext> {
  const { db } = c.get('deps').handle;
  const customerId = c.get('customerId');
  await requireAssistantFlag(db, customerId);
  const family = await loadFundFamily(db, customerId, uuidParam(c, 'fundFamilyId'));
  return {
    db,
    customerId,
    today: todayOf(c),
    fundFamilyId: family.id,
    frontendContext: null,
  };
}

/** Spec §7 "AI assistant", the HTTP variant: suggestions, one answer per request, the models. */
export const assistantRoutes = new Hono<AppEnv>()
  .get('/models', requirePermission('read'), async (c) => {
    await requireAssistantFlag(c.get('deps').handle.db, c.get('customerId'));
    return c.json<AiModel[]>(listModels(c.get('deps').config.ai));
  })
  .get('/fund-family/:fundFamilyId/agent', requirePermission('read'), async (c) => {
    const questions = await exampleQuestions(await familyContext(c));
    return c.json<AssistantSuggestion[]>(questions.map((request) => ({ request })));
  })
  .post('/fund-family/:fundFamilyId/agent', requirePermission('read'), async (c) => {
    const ctx = await familyContext(c);
    const body = await readJson(c, assistantRequestSchema);
    const { ai } = c.get('deps').config;
    const model = findModel(ai, body.model);
    if (!model) {
      const known = listModels(ai).map((m) => m.id);
      throw invalid({ model: [`Unknown model. Choose one of: ${known.join(', ')}.`] });
    }
    const started = performance.now();
    try {
      const answer = await answerRequest({
        ai,
        model,
        ctx: { ...ctx, frontendContext: body.frontend_context },
        request: body.request,
        history: body.history,
      });
      c.get('deps').log({
        level: 'info',
        msg: 'assistant answer',
        request_id: c.get('requestId'),
        model: model.id,
        tools: answer.tool_calls.map((t) => t.display_name),
        duration_ms: Math.round(performance.now() - started),
      });
      return c.json<AssistantResponse>({ response: answer.text, sources: answer.sources });
    } catch (error) {
      if (!(error instanceof AssistantUnavailableError)) throw error;
      c.get('deps').log({
        level: 'warn',
        msg: 'assistant provider failed',
        request_id: c.get('requestId'),
        model: model.id,
        error: error.message,
      });
      throw new ApiError({
        status: 502,
        code: assistantUnavailableCode,
        message: 'The AI assistant is unavailable right now. Please try again later.',
        devMessage: error.message,
      });
    }
  });
