import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { focusPageHeading, focusWasLost, pageHeading, titleFor } from './page-heading-focus';

// Long enough for a lazily loaded area and its first query; after that the user has moved on.
const settleMs = 3000;

/**
 * Each page's document title is its heading (spec'd by issue 23: every page was "Fundline —
 * fund administration"), kept in step as the heading fills in from its query. After a
 * navigation, focus moves to the new heading unless it is still on something of the page
 * (a tab that stayed, a field the page focused itself).
 */
export function usePageFocusAndTitle(header: RefObject<HTMLElement | null>) {
  const [location] = useLocation();
  const firstLocation = useRef(location);

  useEffect(() => {
    const update = () => {
      const title = titleFor(pageHeading()?.textContent);
      if (document.title !== title) document.title = title;
    };
    update();
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    // The first page of a load keeps the browser's own start (the skip link comes first).
    if (location === firstLocation.current) return;
    firstLocation.current = '';
    const started = Date.now();
    // The old page's heading may still be drawn for a frame: if the one focused goes away,
    // focus the next; once the new one holds, the user is free to move.
    let focused: Element | null = null;
    let frame = requestAnimationFrame(function check() {
      if (!focused?.isConnected && focusWasLost(header.current) && pageHeading()) {
        focusPageHeading();
        focused = document.activeElement;
      }
      if (Date.now() - started < settleMs) frame = requestAnimationFrame(check);
    });
    return () => cancelAnimationFrame(frame);
  }, [location, header]);
}
