import { useEffect, useState } from 'react';

/** The entry script named in an index page: it changes with every build. */
export const entryScriptOf = (html: string) =>
  /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1] ?? null;

/** Spec §7: the page index is fetched every 30 s; a different entry script means a new version. */
export function useNewVersionAvailable(intervalMs = 30_000): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const current = Array.from(
      document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'),
    )
      .map((script) => new URL(script.src).pathname)
      .find(Boolean);
    if (!current) return;
    const check = async () => {
      try {
        const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
        const next = entryScriptOf(await response.text());
        if (next && next !== current) setAvailable(true);
      } catch {
        // Offline or restarting: try again at the next tick.
      }
    };
    const timer = setInterval(() => void check(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return available;
}
