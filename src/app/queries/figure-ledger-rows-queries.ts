import { queryOptions } from '@tanstack/react-query';
import type { FigureLedgerRows, FigureLedgerRowsTarget } from '../../api/figure-ledger-rows';
import { api } from '../lib/api-client';

/** The rows behind a figure; under the fund's key, so a closing or import refreshes them. */
export const figureLedgerRowsQueries = {
  rows: ({ fundFamilyId, query }: FigureLedgerRowsTarget) =>
    queryOptions({
      queryKey: ['fund-family', fundFamilyId, 'figure-ledger-rows', query],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/figure-ledger-rows/`, {
            searchParams: Object.fromEntries(
              Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
            ),
          })
          .json<FigureLedgerRows>(),
    }),
};
