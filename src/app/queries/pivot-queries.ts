import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PivotRequest } from '../../api/pivot';
import type { Table } from '../../api/table-data';
import type { CustomerTransactionCode } from '../../api/transaction-codes';
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

/** Every transaction code of the customer (GET /transactions/codes), for the sample views. */
export const customerTransactionCodesQuery = () =>
  queryOptions({
    queryKey: ['transactions', 'codes'],
    queryFn: () => api.get('transactions/codes').json<CustomerTransactionCode[]>(),
  });
