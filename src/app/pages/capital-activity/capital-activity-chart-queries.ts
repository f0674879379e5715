import { queryOptions } from '@tanstack/react-query';
import type {
  CapitalActivityChart,
  CapitalActivityHistoryChart,
} from '../../../api/capital-activity-chart';
import { api } from '../../lib/api-client';
import { fundQueries } from '../../queries/fund-queries';

/** Under the capital-activity area's key, so a finalized call refreshes the charts with the list. */
const chartKey = (fundFamilyId: string) => [
  ...fundQueries.all(fundFamilyId),
  'capital-activity',
  'chart',
];

/** The Capital Activity page's two charts (spec §7 capital-activity/chart and /history/chart). */
export const capitalActivityChartQueries = {
  events: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...chartKey(fundFamilyId), 'events'],
      queryFn: () =>
        api.get(`fund-family/${fundFamilyId}/capital-activity/chart`).json<CapitalActivityChart>(),
    }),
  history: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...chartKey(fundFamilyId), 'history'],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/capital-activity/history/chart`)
          .json<CapitalActivityHistoryChart>(),
    }),
};
