export const rowHeight = 42;
export const headerHeight = 56;

/**
 * Spec §9 auto-height: at most 40% of the viewport height over the row height, and never
 * fewer than 4 rows; anything past it sits behind the '{n} rows hidden' button.
 */
export function visibleRowLimit(viewportHeight: number, height = rowHeight): number {
  return Math.max(4, Math.floor((viewportHeight * 0.4) / height));
}

/** Below a page's main table: its status bar and the page's bottom padding. */
const pageBottomAllowance = 72;

/**
 * A list that is its page's main content (investors, commitments, fund families) shows every
 * row, scrolling inside the grid: it is as tall as the window leaves below its top, and holds
 * at least the auto-height rows. No rows sit behind a 'rows hidden' button.
 */
export function pageRowLimit(viewportHeight: number, gridTop: number, chrome: number): number {
  const room = viewportHeight - gridTop - pageBottomAllowance - chrome;
  return Math.max(visibleRowLimit(viewportHeight), Math.floor(room / rowHeight));
}
