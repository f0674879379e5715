import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { showPageTable } from '../../../src/app/lib/page-tables';
import { assistantQueries } from '../../../src/app/shell/assistant/assistant-queries';
import { frontendContextOf } from '../../../src/app/shell/assistant/frontend-context';

describe('the assistant frontend context', () => {
  it('sends the route, the active page queries (not the assistant’s own) and the tables shown', async () => {
    const client = new QueryClient();
    const watch = (queryKey: unknown[]) =>
      new QueryObserver(client, { queryKey, queryFn: () => 1 }).subscribe(() => {});
    const stopPage = watch(['fund-family', 'ff1', 'summary']);
    const stopOwn = watch([...assistantQueries.models().queryKey]);
    client.setQueryData(['stale', 'not-watched'], 1);
    const hide = showPageTable({
      key: 'commitments',
      title: 'Commitments',
      columns: ['Investor', 'Committed'],
      row_count: 41,
    });

    expect(frontendContextOf('/fund-family/ff1/summary', client)).toEqual({
      current_route: '/fund-family/ff1/summary',
      page_queries: [['fund-family', 'ff1', 'summary']],
      tables: [
        {
          key: 'commitments',
          title: 'Commitments',
          columns: ['Investor', 'Committed'],
          row_count: 41,
        },
      ],
    });
    hide();
    stopPage();
    stopOwn();
    expect(frontendContextOf('/investors', client)).toMatchObject({ page_queries: [], tables: [] });
  });
});
