/** One structured log line per call; the server writes JSON lines, tests collect them. */
export type Logger = (entry: Record<string, unknown>) => void;
