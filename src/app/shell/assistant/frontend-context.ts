import type { QueryClient } from '@tanstack/react-query';
import type { FrontendContext } from '../../../api/assistant';
import { pageTables } from '../../lib/page-tables';
import { assistantQueryRoot } from './assistant-queries';

/** Drops what JSON cannot carry (functions, cycles), so the request always validates. */
function jsonSafe(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return null;
  }
}

/**
 * What the user is looking at (spec §3 "Assistant request"): the route, the keys of the
 * page's active queries, which name the records on screen (fund family, commitment, ...),
 * and the tables shown (title, column titles, row count; no cell values).
 */
export function frontendContextOf(location: string, queryClient: QueryClient): FrontendContext {
  const pageQueries = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .map((query) => query.queryKey)
    .filter((key) => key[0] !== assistantQueryRoot)
    .map(jsonSafe)
    .filter((key) => key !== null);
  return {
    current_route: location.slice(0, 2000),
    page_queries: pageQueries,
    tables: pageTables(),
  };
}
