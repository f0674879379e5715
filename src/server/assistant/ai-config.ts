/**
 * An OpenAI-compatible provider, when one is configured (AI_API_KEY). Without a key only the
 * built-in data assistant answers: this machine may have no route to any provider.
 */
export type AiConfig = {
  apiKey: string | null;
  baseUrl: string;
  models: string[];
  /** Spec §7: the AI host's calls time out after 3 minutes. */
  timeoutMs: number;
  /** Spec §9: the client beats every 5 s; a chat silent for this long is closed with 4408. */
  chatHeartbeatTimeoutMs: number;
};

export function readAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const models = (env.AI_MODELS ?? 'gpt-4o,gpt-4o-mini')
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m.length > 0);
  return {
    apiKey: env.AI_API_KEY || null,
    baseUrl: (env.AI_BASE_URL || 'https://api.openai.com/v1').replace(/\/+$/, ''),
    models,
    timeoutMs: 180_000,
    chatHeartbeatTimeoutMs: 15_000,
  };
}
