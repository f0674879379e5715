import { vi } from 'vitest';

/** A JSON answer of a stand-in server. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Stands in for the server: every fetch is answered by `answer` (from its URL and method) and
 * recorded as "METHOD /path", in the order the page asked.
 */
export function stubFetch(answer: (url: URL, method: string) => Response): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      calls.push(`${input.method} ${url.pathname}`);
      return answer(url, input.method);
    }),
  );
  return calls;
}
