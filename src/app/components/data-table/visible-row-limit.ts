export const rowHeight = 42;
export const headerHeight = 56;

/**
 * Spec §9 auto-height: at most 40% of the viewport height over the row height, and never
 * fewer than 4 rows; anything past it sits behind the '{n} rows hidden' button.
 */
export function visibleRowLimit(viewportHeight: number, height = rowHeight): number {
  return Math.max(4, Math.floor((viewportHeight * 0.4) / height));
}
