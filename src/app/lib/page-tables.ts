/**
 * What each table on the page shows, for the assistant's frontend context (spec §3
 * "Assistant request": tables): its title, column titles and row count, never cell values,
 * so nothing leaves the page that the server could not read itself.
 */
export type PageTable = { key: string; title: string; columns: string[]; row_count: number };

const shown = new Map<symbol, PageTable>();

/** Called by a table while it is mounted; the returned function takes it off the list. */
export function showPageTable(table: PageTable): () => void {
  const id = Symbol(table.key);
  shown.set(id, table);
  return () => void shown.delete(id);
}

export const pageTables = (): PageTable[] => [...shown.values()];
