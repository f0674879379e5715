import { useLayoutEffect, useRef, useState } from 'react';

/**
 * How many of a row's items fit beside a "More" button: measures hidden copies of every
 * item once per resize and keeps the rest for the overflow menu.
 */
export function useOverflowCount(itemCount: number, moreWidth = 84) {
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(itemCount);

  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const compute = () => {
      const widths = Array.from(measure.children).map(
        (child) => (child as HTMLElement).offsetWidth,
      );
      const available = container.clientWidth;
      const total = widths.reduce((sum, width) => sum + width, 0);
      if (total <= available) return setVisible(widths.length);
      let used = moreWidth;
      let count = 0;
      for (const width of widths) {
        if (used + width > available) break;
        used += width;
        count += 1;
      }
      setVisible(count);
    };
    compute();
    const observer = new ResizeObserver(compute);
    observer.observe(container);
    return () => observer.disconnect();
  }, [itemCount, moreWidth]);

  return { containerRef, measureRef, visible };
}
