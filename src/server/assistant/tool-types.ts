import type { AssistantSource, FrontendContext } from '../../api/assistant';
import type { Database } from '../db/database';

/** What every tool may read: the customer's data as of today, and the page the user is on. */
export type ToolContext = {
  db: Database;
  customerId: string;
  /** Today as an ISO date, from the server's clock (tools never read a clock themselves). */
  today: string;
  /** The fund family of the route, or null when the assistant is asked at customer level. */
  fundFamilyId: string | null;
  frontendContext: FrontendContext | null;
};

export type ToolResult = { text: string; sources: AssistantSource[] };

/** A JSON Schema property of a tool's arguments, as function-calling providers read it. */
export type ToolParameter = {
  type: 'string' | 'integer';
  description: string;
  enum?: readonly string[];
};

/**
 * A named data lookup. The built-in model calls it by intent; an OpenAI-compatible model
 * calls it as a function with the same name, description and parameters.
 */
export type AssistantTool = {
  name: string;
  display_name: string;
  description: string;
  parameters: Record<string, ToolParameter>;
  run: (ctx: ToolContext, args: Record<string, unknown>) => Promise<ToolResult>;
};

/** A tool asked for something that is not there: the message goes back to the asker as text. */
export class ToolInputError extends Error {}

/** Plain arguments arrive from a model as loosely typed JSON: read them defensively. */
export const stringArg = (args: Record<string, unknown>, name: string): string | null => {
  const value = args[name];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
};

export const integerArg = (
  args: Record<string, unknown>,
  name: string,
  bounds: { min: number; max: number; fallback: number },
): number => {
  const value = Number(args[name]);
  if (!Number.isInteger(value)) return bounds.fallback;
  return Math.min(bounds.max, Math.max(bounds.min, value));
};
