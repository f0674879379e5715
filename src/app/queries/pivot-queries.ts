import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PivotRequest } from '../../api/pivot';
import type { Table } from '../../api/table-data';
import { api } from '../lib/api-client';

export type PivotResult = { table: Table; transaction_count: number };

export const pivotQueries = {
  run: (request: PivotRequest) =>
    queryOptions({
      queryKey: ['transactions', 'pivot', request],
      queryFn: () => api.post('transactions/pivot', { json: request }).json<PivotResult>(),
      placeholderData: keepPreviousData,
    }),
};
