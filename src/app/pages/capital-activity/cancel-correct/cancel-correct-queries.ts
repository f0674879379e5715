import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CancelCorrectConfirmed,
  CancelCorrectPreview,
  CancelCorrectPreviewRequest,
  CancelCorrectState,
} from '../../../../api/cancel-correct';
import { api } from '../../../lib/api-client';

const callPath = (fundFamilyId: string, eventId: string) =>
  `fund-family/${fundFamilyId}/fund-family-event/${eventId}`;

/** Query key factory of a call's cancel-correct (issue 21). */
export const cancelCorrectQueries = {
  state: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: ['cancel-correct', fundFamilyId, eventId],
      queryFn: () =>
        api.get(`${callPath(fundFamilyId, eventId)}/cancel-correct`).json<CancelCorrectState>(),
    }),
};

/** A preview posts nothing: a mutation only because it is a POST the user asks for. */
export function useCancelCorrectPreview(fundFamilyId: string, eventId: string) {
  return useMutation({
    mutationFn: (correction: CancelCorrectPreviewRequest) =>
      api
        .post(`${callPath(fundFamilyId, eventId)}/cancel-correct-preview`, { json: correction })
        .json<CancelCorrectPreview>(),
  });
}

/** Confirms the preview the user saw; the ledger changed, so every read is stale. */
export function useConfirmCancelCorrect(fundFamilyId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelCorrectPreviewRequest & { token: string }) =>
      api
        .post(`${callPath(fundFamilyId, eventId)}/cancel-correct`, { json: body })
        .json<CancelCorrectConfirmed>(),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
