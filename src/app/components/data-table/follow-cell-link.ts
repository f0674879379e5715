import type { CellKeyDownEvent } from 'ag-grid-community';

/**
 * Enter on a focused cell follows the cell's link as a click would: a money cell opens the
 * ledger rows behind it, a name opens its page. The grid keeps focus on the cell, not on the
 * link inside it, so without this a keyboard user could not reach the link at all.
 */
export function followCellLink(event: CellKeyDownEvent): boolean {
  const keyboard = event.event as KeyboardEvent | null;
  if (keyboard?.key !== 'Enter') return false;
  const target = keyboard.target as HTMLElement | null;
  // An input, a button or a link inside the cell answers Enter itself.
  if (!target || target.closest('input, select, textarea, button, a')) return false;
  const link = target.querySelector<HTMLElement>('a[href], button');
  if (!link) return false;
  keyboard.preventDefault();
  link.click();
  return true;
}
