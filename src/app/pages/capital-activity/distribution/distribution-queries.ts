import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DistributionCreateData,
  DistributionEvent,
  DistributionInput,
} from '../../../../api/distribution';
import type {
  PreferredReturnBreakdown,
  PreferredReturnSummary,
  WaterfallInvestorBreakdown,
  WaterfallList,
  WaterfallReview,
} from '../../../../api/waterfall-review';
import type {
  TierAudit,
  TierPlaygroundInput,
  TierPlaygroundPreview,
} from '../../../../api/waterfall-tier-audit';
import { api } from '../../../lib/api-client';
import { fundQueries } from '../../../queries/fund-queries';
import { capitalActivityQueries, eventPollingInterval } from '../capital-call-queries';

/** Under the capital-activity list's key: a change of a distribution refreshes the list. */
const areaKey = (fundFamilyId: string) => [
  ...fundQueries.all(fundFamilyId),
  'capital-activity',
  'distribution',
];
const distributionPath = (fundFamilyId: string, eventId: string) =>
  `fund-family/${fundFamilyId}/distribution/${eventId}`;
const eventPath = (fundFamilyId: string, eventId: string) =>
  `fund-family/${fundFamilyId}/fund-family-event/${eventId}`;
const subEventPath = (fundFamilyId: string, eventId: string, subEventId: string) =>
  `${eventPath(fundFamilyId, eventId)}/fund-family-sub-event/${subEventId}`;

/** Query key factories of distributions and their waterfall runs (issue 18). */
export const distributionQueries = {
  createData: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'create-data'],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/distribution/create-data`)
          .json<DistributionCreateData>(),
    }),
  /** Spec §4 event polling: every second while the run (or a posting) is on. */
  event: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'event', eventId],
      queryFn: () => api.get(distributionPath(fundFamilyId, eventId)).json<DistributionEvent>(),
      refetchInterval: (query) =>
        query.state.data?.is_running || query.state.data?.state === 'in_progress'
          ? eventPollingInterval
          : false,
    }),
  // The reads of a run sit under the event's key: a new run (or an edit) refreshes them all.
  waterfallList: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: [...distributionQueries.event(fundFamilyId, eventId).queryKey, 'waterfall-list'],
      queryFn: () =>
        api.get(`${eventPath(fundFamilyId, eventId)}/waterfall-list`).json<WaterfallList>(),
    }),
  review: (fundFamilyId: string, eventId: string, subEventId: string) =>
    queryOptions({
      queryKey: [...distributionQueries.event(fundFamilyId, eventId).queryKey, 'sub', subEventId],
      queryFn: () =>
        api
          .get(`${subEventPath(fundFamilyId, eventId, subEventId)}/waterfall`)
          .json<WaterfallReview>(),
    }),
  investorBreakdown: (
    fundFamilyId: string,
    eventId: string,
    subEventId: string,
    fundEntityId: string,
  ) =>
    queryOptions({
      queryKey: [
        ...distributionQueries.review(fundFamilyId, eventId, subEventId).queryKey,
        'investor-breakdown',
      ],
      queryFn: () =>
        api
          .get(
            `${subEventPath(fundFamilyId, eventId, subEventId)}/fund-entity/${fundEntityId}/waterfall-investor-breakdown`,
          )
          .json<WaterfallInvestorBreakdown>(),
    }),
  preferredReturnBreakdown: (
    fundFamilyId: string,
    eventId: string,
    subEventId: string,
    fundEntityId: string,
  ) =>
    queryOptions({
      queryKey: [
        ...distributionQueries.review(fundFamilyId, eventId, subEventId).queryKey,
        'preferred-return-breakdown',
      ],
      queryFn: () =>
        api
          .get(
            `${subEventPath(fundFamilyId, eventId, subEventId)}/fund-entity/${fundEntityId}/preferred-return-breakdown`,
          )
          .json<PreferredReturnBreakdown>(),
    }),
  preferredReturnSummary: (
    fundFamilyId: string,
    eventId: string,
    subEventId: string,
    fundEntityId: string,
  ) =>
    queryOptions({
      queryKey: [
        ...distributionQueries.review(fundFamilyId, eventId, subEventId).queryKey,
        'preferred-return-summary',
      ],
      queryFn: () =>
        api
          .get(
            `${subEventPath(fundFamilyId, eventId, subEventId)}/fund-entity/${fundEntityId}/preferred-return-summary`,
          )
          .json<PreferredReturnSummary>(),
    }),
  tierAudit: (fundFamilyId: string, eventId: string, subEventId: string, tierIndex: number) =>
    queryOptions({
      queryKey: [
        ...distributionQueries.review(fundFamilyId, eventId, subEventId).queryKey,
        'tier-audit',
        tierIndex,
      ],
      queryFn: () =>
        api
          .get(`${subEventPath(fundFamilyId, eventId, subEventId)}/tier-audit/${tierIndex}`)
          .json<TierAudit>(),
    }),
};

/** After a change of the event: the answer is its new state, and the list shows it. */
function useEventChanged(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return (saved: DistributionEvent) => {
    queryClient.setQueryData(distributionQueries.event(fundFamilyId, saved.id).queryKey, saved);
    return Promise.all([
      // The run's reads hang under the event's key (the event refetches once too).
      queryClient.invalidateQueries({
        queryKey: distributionQueries.event(fundFamilyId, saved.id).queryKey,
      }),
      queryClient.invalidateQueries({
        queryKey: capitalActivityQueries.list(fundFamilyId).queryKey,
      }),
    ]);
  };
}

export function useCreateDistribution(fundFamilyId: string) {
  const changed = useEventChanged(fundFamilyId);
  return useMutation({
    mutationFn: (input: DistributionInput) =>
      api
        .post(`fund-family/${fundFamilyId}/distribution`, { json: input })
        .json<DistributionEvent>(),
    onSuccess: changed,
  });
}

/** PUT of a draft: its inputs replaced as a whole (a finished run becomes stale). */
export function useUpdateDistribution(fundFamilyId: string, eventId: string) {
  const changed = useEventChanged(fundFamilyId);
  return useMutation({
    mutationFn: (input: DistributionInput) =>
      api.put(distributionPath(fundFamilyId, eventId), { json: input }).json<DistributionEvent>(),
    onSuccess: changed,
  });
}

export function useDeleteDistribution(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(distributionPath(fundFamilyId, eventId)).json<unknown>(),
    onSuccess: () => {
      queryClient.removeQueries({
        queryKey: distributionQueries.event(fundFamilyId, eventId).queryKey,
      });
      return queryClient.invalidateQueries({
        queryKey: capitalActivityQueries.list(fundFamilyId).queryKey,
      });
    },
  });
}

/**
 * POST waterfall-run/create-and-run/ (a first run: earlier runs are kept) or upsert-and-run/
 * (run again or retry: the latest run is replaced). The answer is the event, now running.
 */
export function useRunWaterfall(fundFamilyId: string, eventId: string) {
  const changed = useEventChanged(fundFamilyId);
  return useMutation({
    mutationFn: (how: 'create-and-run' | 'upsert-and-run') =>
      api
        .post(`${eventPath(fundFamilyId, eventId)}/waterfall-run/${how}`, { json: {} })
        .json<DistributionEvent>(),
    onSuccess: changed,
  });
}

/** PATCH finalize: posts the distributions, so every figure of the fund family may change. */
export function useFinalizeDistribution(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.patch(`${distributionPath(fundFamilyId, eventId)}/finalize`).json<DistributionEvent>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(distributionQueries.event(fundFamilyId, eventId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: fundQueries.all(fundFamilyId) });
    },
  });
}

/** The tier playground's preview (spec §7 waterfall-tier playground preview): posts nothing. */
export function useTierPlaygroundPreview(
  fundFamilyId: string,
  eventId: string,
  subEventId: string,
  tierIndex: number,
) {
  return useMutation({
    mutationFn: (input: TierPlaygroundInput) =>
      api
        .post(
          `${subEventPath(fundFamilyId, eventId, subEventId)}/tier-audit/${tierIndex}/playground-preview`,
          { json: input },
        )
        .json<TierPlaygroundPreview>(),
  });
}
