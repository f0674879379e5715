import type { AssistantSource, ChatToolInfo } from '../../api/assistant';

/** One reply of any model: its text, the figures behind it, and the tools it called in order. */
export type AssistantAnswer = {
  text: string;
  sources: AssistantSource[];
  tool_calls: ChatToolInfo[];
};

/** Lets the websocket show a tool call as it starts, before the answer's text. */
export type AnswerHooks = { onToolCall?: (info: ChatToolInfo) => void };

/** The provider could not answer (down, refused, malformed): the request fails with 502. */
export class AssistantUnavailableError extends Error {}
