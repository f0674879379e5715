import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CapitalCallReallocation,
  CapitalCallReallocationList,
  CapitalCallReallocationUpdate,
} from '../../../../api/capital-call-reallocation';
import { api } from '../../../lib/api-client';
import { fundQueries } from '../../../queries/fund-queries';
import { capitalActivityQueries, eventPollingInterval } from '../capital-call-queries';

const reallocationPath = (fundFamilyId: string, eventId: string) =>
  `fund-family/${fundFamilyId}/capital-call-reallocation/${eventId}`;

/** Query keys of a capital call reallocation, under the capital-activity area's key. */
export const reallocationQueries = {
  detail: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: [...capitalActivityQueries.list(fundFamilyId).queryKey, 'reallocation', eventId],
      queryFn: () =>
        api.get(reallocationPath(fundFamilyId, eventId)).json<CapitalCallReallocation>(),
      refetchInterval: (query) => (query.state.data?.is_running ? eventPollingInterval : false),
    }),
  /** A call's reallocations: under the list's key, so creating, deleting or finalizing one refreshes it. */
  ofCall: (fundFamilyId: string, callEventId: string) =>
    queryOptions({
      queryKey: [...capitalActivityQueries.list(fundFamilyId).queryKey, 'of-call', callEventId],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/capital-call/${callEventId}/reallocations`)
          .json<CapitalCallReallocationList>(),
    }),
};

/** POST: a draft reallocation of a finalized call; the list shows it at once. */
export function useCreateReallocation(fundFamilyId: string, callEventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (effectiveDate: string | null) =>
      api
        .post(`fund-family/${fundFamilyId}/capital-call/${callEventId}/reallocation`, {
          json: { effective_date: effectiveDate },
        })
        .json<CapitalCallReallocation>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(reallocationQueries.detail(fundFamilyId, saved.id).queryKey, saved);
      return queryClient.invalidateQueries({
        queryKey: capitalActivityQueries.list(fundFamilyId).queryKey,
      });
    },
  });
}

/** PUT: the draft's effective date and new amounts, answered with the figures recomputed. */
export function useUpdateReallocation(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CapitalCallReallocationUpdate) =>
      api
        .put(reallocationPath(fundFamilyId, eventId), { json: input })
        .json<CapitalCallReallocation>(),
    onSuccess: (saved) =>
      queryClient.setQueryData(reallocationQueries.detail(fundFamilyId, eventId).queryKey, saved),
  });
}

export function useDeleteReallocation(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(reallocationPath(fundFamilyId, eventId)).json<unknown>(),
    onSuccess: () => {
      queryClient.removeQueries({
        queryKey: reallocationQueries.detail(fundFamilyId, eventId).queryKey,
      });
      return queryClient.invalidateQueries({
        queryKey: capitalActivityQueries.list(fundFamilyId).queryKey,
      });
    },
  });
}

/** PATCH finalize: posts the differences, so every figure of the fund family may change. */
export function useFinalizeReallocation(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .patch(`${reallocationPath(fundFamilyId, eventId)}/finalize`)
        .json<CapitalCallReallocation>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(reallocationQueries.detail(fundFamilyId, eventId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: fundQueries.all(fundFamilyId) });
    },
  });
}
