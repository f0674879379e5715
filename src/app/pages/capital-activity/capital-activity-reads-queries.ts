import { queryOptions } from '@tanstack/react-query';
import type { TransactionMap } from '../../../api/capital-activity-event';
import type { FeesSummaryTable, InvestorOverview } from '../../../api/capital-activity-investors';
import { api } from '../../lib/api-client';
import { fundQueries } from '../../queries/fund-queries';

/** Under the capital-activity area's key, so finalizing a call refreshes these with the list. */
const areaKey = (fundFamilyId: string) => [...fundQueries.all(fundFamilyId), 'capital-activity'];

/** Capital activity's reads (spec §7 investor-overview, fees-summary-table/, fund-family-event/{id}/transaction-map). */
export const capitalActivityReadsQueries = {
  investorOverview: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'investor-overview'],
      queryFn: () =>
        api.get(`fund-family/${fundFamilyId}/investor-overview`).json<InvestorOverview>(),
    }),
  feesSummary: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'fees-summary'],
      queryFn: () =>
        api.get(`fund-family/${fundFamilyId}/fees-summary-table/`).json<FeesSummaryTable>(),
    }),
  transactionMap: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'event', eventId, 'transaction-map'],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/fund-family-event/${eventId}/transaction-map`)
          .json<TransactionMap>(),
    }),
};
