/**
 * Issue 23: the page's own heading is where a keyboard or screen reader user lands — after
 * the skip link, and after a navigation that took focus away (a nav link, a menu item, a
 * link in a table whose row is gone). Pages render their own <main> and <h1>, so the shell
 * finds them in the document rather than each page registering itself.
 */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
}

export function focusPageHeading(): boolean {
  const target = pageHeading() ?? document.querySelector<HTMLElement>('main');
  if (!target) return false;
  // Programmatic focus only: the heading does not become a Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return true;
}

/** Focus that a navigation has lost: on nothing, on a removed element, or left in the header. */
export function focusWasLost(header: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return Boolean(header?.contains(active));
}

/** "Investors · Fundline": the document title follows the page's heading. */
export function titleFor(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · Fundline` : 'Fundline — fund administration';
}
