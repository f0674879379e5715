import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CapitalCallCreateData,
  CapitalCallEvent,
  CapitalCallInput,
} from '../../../api/capital-call';
import type { CapitalActivityList } from '../../../api/capital-activity-list';
import type { CapitalCallBreakdown } from '../../../api/capital-call-breakdown';
import { api } from '../../lib/api-client';
import { fundQueries } from '../../queries/fund-queries';

/** Under the fund family's key: finalizing refreshes the summary, commitments and this area. */
const areaKey = (fundFamilyId: string) => [...fundQueries.all(fundFamilyId), 'capital-activity'];
const eventPath = (fundFamilyId: string, eventId: string) =>
  `fund-family/${fundFamilyId}/fund-family-event/${eventId}`;

/** Spec §4 event polling: every second while the event's workflow runs. */
export const eventPollingInterval = 1_000;

/** Query key factories of the capital-activity area (issue 17). */
export const capitalActivityQueries = {
  list: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'list'],
      queryFn: () =>
        api.get(`fund-family/${fundFamilyId}/capital-activity`).json<CapitalActivityList>(),
    }),
  createData: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'create-data'],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/capital-call/create-data`)
          .json<CapitalCallCreateData>(),
    }),
  event: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'event', eventId],
      queryFn: () => api.get(eventPath(fundFamilyId, eventId)).json<CapitalCallEvent>(),
      refetchInterval: (query) => (query.state.data?.is_running ? eventPollingInterval : false),
    }),
  // Under the event's key: every change of the event refreshes its breakdown.
  breakdown: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: [...capitalActivityQueries.event(fundFamilyId, eventId).queryKey, 'breakdown'],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/capital-call/${eventId}/breakdown`)
          .json<CapitalCallBreakdown>(),
    }),
};

export function useCreateCapitalCall(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CapitalCallInput) =>
      api
        .post(`fund-family/${fundFamilyId}/fund-family-event`, { json: input })
        .json<CapitalCallEvent>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        capitalActivityQueries.event(fundFamilyId, saved.id).queryKey,
        saved,
      );
      return queryClient.invalidateQueries({
        queryKey: capitalActivityQueries.list(fundFamilyId).queryKey,
      });
    },
  });
}

/** PUT of a draft: its dates and uses (overrides included) replaced as a whole. */
export function useUpdateCapitalCall(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CapitalCallInput) =>
      api.put(eventPath(fundFamilyId, eventId), { json: input }).json<CapitalCallEvent>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(capitalActivityQueries.event(fundFamilyId, eventId).queryKey, saved);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: capitalActivityQueries.breakdown(fundFamilyId, eventId).queryKey,
        }),
        // An edit makes generated notices out of date (issue 19).
        queryClient.invalidateQueries({
          queryKey: [...capitalActivityQueries.event(fundFamilyId, eventId).queryKey, 'notices'],
        }),
        queryClient.invalidateQueries({
          queryKey: capitalActivityQueries.list(fundFamilyId).queryKey,
        }),
      ]);
    },
  });
}

export function useDeleteCapitalCall(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(eventPath(fundFamilyId, eventId)).json<unknown>(),
    onSuccess: () => {
      queryClient.removeQueries({
        queryKey: capitalActivityQueries.event(fundFamilyId, eventId).queryKey,
      });
      return queryClient.invalidateQueries({
        queryKey: capitalActivityQueries.list(fundFamilyId).queryKey,
      });
    },
  });
}

/** PATCH finalize: posts the contributions, so every figure of the fund family may change. */
export function useFinalizeCapitalCall(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.patch(`${eventPath(fundFamilyId, eventId)}/finalize`).json<CapitalCallEvent>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(capitalActivityQueries.event(fundFamilyId, eventId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: fundQueries.all(fundFamilyId) });
    },
  });
}
