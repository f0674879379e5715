/** Spec §9: at most 5 reconnects, waiting 1 s and doubling up to 16 s. */
export const chatReconnect = { maxAttempts: 5, firstDelayMs: 1000, maxDelayMs: 16_000 } as const;

/** The wait before reconnect attempt `attempt` (1 for the first): 1, 2, 4, 8, 16 s. */
export function reconnectDelayMs(attempt: number): number {
  const doubled = chatReconnect.firstDelayMs * 2 ** Math.max(0, attempt - 1);
  return Math.min(doubled, chatReconnect.maxDelayMs);
}

/** Spec §4: the orange bar shows once this many connections in a row have failed. */
export const reconnectBarAfterAttempts = 2;
