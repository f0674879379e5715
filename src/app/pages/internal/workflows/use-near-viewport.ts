import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within a screen of the viewport, and then for good: the
 * page lists fourteen machines, and generating every machine's paths at once (over a second
 * for the chat connection) would hold the page up before anything shows.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
