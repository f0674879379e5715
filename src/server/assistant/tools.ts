import type { AssistantSource, ChatToolInfo } from '../../api/assistant';
import { contextTools } from './context-tools';
import { fundTools } from './fund-tools';
import { investorTools } from './investor-tools';
import { ToolInputError, type AssistantTool, type ToolContext } from './tool-types';

/** Every data lookup the assistant has: the built-in model and providers share this list. */
export const assistantTools: readonly AssistantTool[] = [
  ...fundTools,
  ...investorTools,
  ...contextTools,
];

export type ToolCall = { tool: string; arguments: Record<string, unknown> };
export type ToolOutcome = {
  info: ChatToolInfo;
  text: string;
  sources: AssistantSource[];
  ok: boolean;
};

/**
 * Runs one tool call. A question the data cannot answer (no such investor, ambiguous fund
 * family) comes back as text for the asker; anything else is a real failure and throws.
 */
export async function runTool(ctx: ToolContext, call: ToolCall): Promise<ToolOutcome> {
  const tool = assistantTools.find((t) => t.name === call.tool);
  if (!tool) {
    return {
      info: { display_name: call.tool, arguments: call.arguments },
      text: `There is no tool named ${call.tool}.`,
      sources: [],
      ok: false,
    };
  }
  const info = { display_name: tool.display_name, arguments: call.arguments };
  try {
    return { info, ...(await tool.run(ctx, call.arguments)), ok: true };
  } catch (error) {
    if (error instanceof ToolInputError)
      return { info, text: error.message, sources: [], ok: false };
    throw error;
  }
}
