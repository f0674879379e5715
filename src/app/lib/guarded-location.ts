import { useCallback } from 'react';
import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';

export type NavigateOptions = { replace?: boolean; state?: { skipBlocker?: boolean } | null };

/** Decides about a navigation; returns true when it took the navigation over (blocked or deferred). */
export type NavigationBlocker = (to: string, options?: NavigateOptions) => boolean;

let blocker: NavigationBlocker | null = null;

/** One blocker at a time: the form on screen. Returns the function that removes it. */
export function setNavigationBlocker(next: NavigationBlocker): () => void {
  blocker = next;
  return () => {
    if (blocker === next) blocker = null;
  };
}

/** Navigates without asking any blocker: used once a blocker has agreed. */
export const navigateNow = (to: string, options?: NavigateOptions) => browserNavigate(to, options);

/**
 * wouter's browser location with every in-app navigation (links and navigate calls) passing
 * the current blocker first, so an unsaved form is asked before the page changes.
 */
export function useGuardedLocation(): [string, (to: string, options?: NavigateOptions) => void] {
  const [location] = useBrowserLocation();
  const navigate = useCallback((to: string, options?: NavigateOptions) => {
    if (blocker?.(to, options)) return;
    browserNavigate(to, options);
  }, []);
  return [location, navigate];
}
