import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CorrectionPreview,
  CustomerEventDetails,
  CustomerEventList,
  EventCorrectionRun,
  RollbackKind,
} from '../../../api/event-correction';
import { api } from '../../lib/api-client';

const base = 'customer-event-admin/';

/** Query key factories of the Events admin (issue 21). */
export const eventsAdminQueries = {
  all: () => ['customer-event-admin'] as const,
  list: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...eventsAdminQueries.all(), 'list', fundFamilyId],
      queryFn: () => api.get(base, { searchParams: { fundFamilyId } }).json<CustomerEventList>(),
    }),
  details: (eventId: string) =>
    queryOptions({
      queryKey: [...eventsAdminQueries.all(), 'details', eventId],
      queryFn: () => api.get(`${base}${eventId}/`).json<CustomerEventDetails>(),
    }),
};

export type CorrectionAsk =
  | { kind: 'refresh'; fundFamilyId: string }
  | { kind: RollbackKind; fundFamilyId: string; fromEventId: string };

const bodyOf = (ask: CorrectionAsk) =>
  ask.kind === 'refresh'
    ? { fund_family_id: ask.fundFamilyId }
    : { fund_family_id: ask.fundFamilyId, from_event_id: ask.fromEventId, kind: ask.kind };

/** A preview posts nothing: a mutation only because it is a POST the user asks for. */
export function useCorrectionPreview() {
  return useMutation({
    mutationFn: (ask: CorrectionAsk) =>
      api
        .post(ask.kind === 'refresh' ? `${base}refresh-preview/` : `${base}rollback-preview/`, {
          json: bodyOf(ask),
        })
        .json<CorrectionPreview>(),
  });
}

/** Confirms the preview the user saw (its token); the ledger changed, so every read is stale. */
export function useConfirmCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ask, token }: { ask: CorrectionAsk; token: string }) =>
      api
        .post(ask.kind === 'refresh' ? `${base}refresh/` : base, {
          json: { ...bodyOf(ask), token },
        })
        .json<{ correction: EventCorrectionRun; preview: CorrectionPreview }>(),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
