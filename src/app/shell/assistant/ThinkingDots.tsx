import { useEffect, useState } from 'react';

/** Spec §9: the dots advance every 350 ms. */
export const thinkingDotsEveryMs = 350;

/** The loading placeholder of a reply: "Thinking" with one to three cycling dots. */
export function ThinkingDots() {
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setDots((n) => (n % 3) + 1), thinkingDotsEveryMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <span role="status" aria-label="Thinking">
      Thinking{'.'.repeat(dots)}
    </span>
  );
}
