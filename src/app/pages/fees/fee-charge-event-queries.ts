import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FeeChargeEventCreate,
  FeeChargeEventInputs,
  FeeChargeEventListItem,
  FeeChargeEventView,
  FeeChargeLineWorking,
  FeePeriodSelect,
} from '../../../api/fee-charge-event';
import type { FeeCall, FeeCallInput } from '../../../api/fee-call';
import { api } from '../../lib/api-client';
import { fundQueries } from '../../queries/fund-queries';

/** Under the fund family's key: publishing refreshes the fund's figures with this area. */
const areaKey = (fundFamilyId: string) => [...fundQueries.all(fundFamilyId), 'fees'];
const eventPath = (eventId: string) => `fee-charge-event/${eventId}/`;

/** Query key factories of the fees area (issue 20). */
export const feeChargeEventQueries = {
  list: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'list'],
      queryFn: () =>
        api
          .get('fee-charge-event/list', { searchParams: { fund_family_id: fundFamilyId } })
          .json<FeeChargeEventListItem[]>(),
    }),
  periodSelect: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'fee-period-select'],
      queryFn: () =>
        api
          .get('fee-charge-event/fee-period-select/', {
            searchParams: { fund_family_id: fundFamilyId },
          })
          .json<FeePeriodSelect[]>(),
    }),
  event: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'event', eventId],
      queryFn: () => api.get(eventPath(eventId)).json<FeeChargeEventView>(),
    }),
  /** One LP's working, fetched when its "How it was computed" is opened. */
  lineWorking: (fundFamilyId: string, eventId: string, commitmentId: string) =>
    queryOptions({
      queryKey: [...areaKey(fundFamilyId), 'event', eventId, 'line', commitmentId],
      queryFn: () =>
        api.get(`${eventPath(eventId)}line/${commitmentId}/`).json<FeeChargeLineWorking>(),
    }),
};

/** POST /fee-charge-event/: a draft for a fee and period; the list and the periods change. */
export function useCreateFeeChargeEvent(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeeChargeEventCreate) =>
      api.post('fee-charge-event/', { json: input }).json<FeeChargeEventView>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(feeChargeEventQueries.event(fundFamilyId, saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: areaKey(fundFamilyId) });
    },
  });
}

/** POST fee-offset-applications/: the draft's offsets and waivers, replaced as a whole. */
export function useSaveFeeChargeInputs(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeeChargeEventInputs) =>
      api
        .post(`${eventPath(eventId)}fee-offset-applications/`, { json: input })
        .json<FeeChargeEventView>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(feeChargeEventQueries.event(fundFamilyId, eventId).queryKey, saved);
      return queryClient.invalidateQueries({
        queryKey: feeChargeEventQueries.list(fundFamilyId).queryKey,
      });
    },
  });
}

export function useDeleteFeeChargeEvent(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(eventPath(eventId)).json<unknown>(),
    onSuccess: () => {
      queryClient.removeQueries({
        queryKey: feeChargeEventQueries.event(fundFamilyId, eventId).queryKey,
      });
      return queryClient.invalidateQueries({ queryKey: areaKey(fundFamilyId) });
    },
  });
}

/** PATCH publish/: posts the charges, so every figure of the fund family may change. */
export function usePublishFeeChargeEvent(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch(`${eventPath(eventId)}publish/`).json<FeeChargeEventView>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(feeChargeEventQueries.event(fundFamilyId, eventId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: fundQueries.all(fundFamilyId) });
    },
  });
}

/** POST call-for-fees/: drafts the capital call that collects a published charge. */
export function useDraftFeeCall(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeeCallInput) =>
      api.post(`${eventPath(eventId)}call-for-fees/`, { json: input }).json<FeeCall>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundQueries.all(fundFamilyId) }),
  });
}
