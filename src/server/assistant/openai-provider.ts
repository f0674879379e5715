import type { AssistantSource, AssistantTurn } from '../../api/assistant';
import type { AiConfig } from './ai-config';
import { AssistantUnavailableError, type AnswerHooks, type AssistantAnswer } from './answer-types';
import { resolveFundFamily } from './fund-scope';
import { assistantTools, runTool } from './tools';
import type { ToolContext } from './tool-types';
import { unsupportedRequestsPrompt } from './unsupported-requests';

/**
 * An OpenAI-compatible chat-completions provider, over fetch: the API is three JSON shapes,
 * and an SDK would pin one vendor's client for what any compatible server speaks.
 */
type ToolCallMessage = {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
};
type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCallMessage[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** Spec: a few rounds of tool calls, then the model must answer with what it has. */
const maxToolRounds = 5;

const toolDefinitions = assistantTools.map((tool) => ({
  type: 'function' as const,
  function: {
    name: tool.name,
    description: tool.description,
    parameters: { type: 'object', properties: tool.parameters, additionalProperties: false },
  },
}));

async function complete(
  ai: AiConfig,
  body: Record<string, unknown>,
): Promise<{ content: string | null; tool_calls?: ToolCallMessage[] }> {
  let response: Response;
  try {
    response = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ai.apiKey ?? ''}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
  } catch (error) {
    throw new AssistantUnavailableError(
      `The AI provider could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new AssistantUnavailableError(
      `The AI provider answered ${response.status}. ${detail}`.trim(),
    );
  }
  const json = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: string | null; tool_calls?: ToolCallMessage[] } }[];
  } | null;
  const message = json?.choices?.[0]?.message;
  if (!message)
    throw new AssistantUnavailableError('The AI provider sent an answer without a message.');
  return { content: message.content ?? null, tool_calls: message.tool_calls };
}

async function systemPrompt(ctx: ToolContext): Promise<string> {
  const family = await resolveFundFamily(ctx, null);
  return [
    'You are the assistant of Fundline, a fund administration app, talking to a fund administrator.',
    'Answer only from the results of the tools; never invent a figure. Money is in the fund currency as the tools format it.',
    'When you give a figure, say briefly how it was computed, as the tool result says.',
    unsupportedRequestsPrompt,
    `Today is ${ctx.today}.`,
    family
      ? `The user is working in the fund family "${family.name}" (id ${family.id}, ${family.currency}, ${family.state}).`
      : 'No fund family is selected: answer at customer level, or ask which fund family when it matters.',
    ctx.frontendContext ? `Current page: ${ctx.frontendContext.current_route}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

const parseArguments = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** The tool loop: the model calls tools against the real data until it answers in text. */
export async function openAiAnswer(input: {
  ai: AiConfig;
  model: string;
  ctx: ToolContext;
  request: string;
  history: AssistantTurn[];
  hooks?: AnswerHooks;
}): Promise<AssistantAnswer> {
  const { ai, ctx } = input;
  const messages: Message[] = [
    { role: 'system', content: await systemPrompt(ctx) },
    ...input.history.map((turn) => ({ role: turn.role, content: turn.text }) as Message),
    { role: 'user', content: input.request },
  ];
  const sources: AssistantSource[] = [];
  const toolCalls: AssistantAnswer['tool_calls'] = [];
  for (let round = 0; round <= maxToolRounds; round += 1) {
    const lastRound = round === maxToolRounds;
    const reply = await complete(ai, {
      model: input.model,
      messages,
      tools: toolDefinitions,
      tool_choice: lastRound ? 'none' : 'auto',
    });
    const calls = lastRound ? [] : (reply.tool_calls ?? []);
    if (calls.length === 0) {
      if (!reply.content)
        throw new AssistantUnavailableError('The AI provider sent an empty answer.');
      return { text: reply.content, sources, tool_calls: toolCalls };
    }
    messages.push({ role: 'assistant', content: reply.content, tool_calls: calls });
    for (const call of calls) {
      const args = parseArguments(call.function.arguments);
      const tool = assistantTools.find((t) => t.name === call.function.name);
      input.hooks?.onToolCall?.({
        display_name: tool?.display_name ?? call.function.name,
        arguments: args,
      });
      const outcome = await runTool(ctx, { tool: call.function.name, arguments: args });
      toolCalls.push(outcome.info);
      sources.push(...outcome.sources);
      messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.text });
    }
  }
  throw new AssistantUnavailableError('The AI provider did not finish its answer.');
}

/** A short title for a conversation, asked of the model itself. */
export async function openAiTitle(ai: AiConfig, model: string, question: string): Promise<string> {
  const reply = await complete(ai, {
    model,
    messages: [
      {
        role: 'system',
        content:
          'Write a title of at most 6 words for a conversation that starts with the user message. Reply with the title only.',
      },
      { role: 'user', content: question },
    ],
  });
  return (reply.content ?? '').trim();
}
