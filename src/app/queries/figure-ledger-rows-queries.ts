import { queryOptions } from '@tanstack/react-query';
import {
  figureLedgerRowsSearch,
  type FigureLedgerRows,
  type FigureLedgerRowsTarget,
} from '../../api/figure-ledger-rows';
import { api } from '../lib/api-client';

/** The rows behind a figure; under the fund's key, so a closing or import refreshes them. */
export const figureLedgerRowsQueries = {
  rows: ({ fundFamilyId, query }: FigureLedgerRowsTarget) =>
    queryOptions({
      queryKey: ['fund-family', fundFamilyId, 'figure-ledger-rows', query],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/figure-ledger-rows/`, {
            searchParams: figureLedgerRowsSearch(query),
          })
          .json<FigureLedgerRows>(),
    }),
};
