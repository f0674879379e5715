import type { AiModel } from '../../api/assistant';
import { builtinCapabilities, exampleQuestions } from './examples';
import { planToolCalls } from './intents';
import { assistantTools, runTool, type ToolOutcome } from './tools';
import type { AssistantAnswer, AnswerHooks } from './answer-types';
import type { ToolContext } from './tool-types';
import { cannotDoText } from './unsupported-requests';

export const builtinModel: AiModel = {
  id: 'fundline-data',
  display_name: 'Fundline data (built in)',
  provider: 'fundline',
};

async function helpText(ctx: ToolContext): Promise<string> {
  const examples = await exampleQuestions(ctx);
  return [
    "I am Fundline's built-in data assistant. I am not a language model: I recognise questions about your funds by their wording and answer them from your data, saying how each figure was computed.",
    `I can answer about:\n${builtinCapabilities.map((c) => `- ${c}`).join('\n')}`,
    `Try for example:\n${examples
      .slice(0, 5)
      .map((e) => `- ${e}`)
      .join('\n')}`,
  ].join('\n\n');
}

/** Answers by intent: each matched intent is a tool call whose text and sources make the reply. */
export async function builtinAnswer(
  ctx: ToolContext,
  request: string,
  hooks: AnswerHooks = {},
): Promise<AssistantAnswer> {
  const plan = await planToolCalls(request, ctx);
  if (plan.cannot) return { text: cannotDoText(plan.cannot), sources: [], tool_calls: [] };
  if (plan.help) return { text: await helpText(ctx), sources: [], tool_calls: [] };
  const outcomes: ToolOutcome[] = [];
  for (const call of plan.calls) {
    const tool = assistantTools.find((t) => t.name === call.tool);
    hooks.onToolCall?.({
      display_name: tool?.display_name ?? call.tool,
      arguments: call.arguments,
    });
    outcomes.push(await runTool(ctx, call));
  }
  const parts = outcomes.map((o) => o.text);
  if (plan.askFamily) parts.push('Name a fund family in your question for its figures.');
  return {
    text: parts.join('\n\n'),
    sources: outcomes.flatMap((o) => o.sources),
    tool_calls: outcomes.map((o) => o.info),
  };
}
