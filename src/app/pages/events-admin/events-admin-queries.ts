import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CorrectionPreview,
  CustomerEventDetails,
  CustomerEventList,
  EventCorrectionRun,
  RefreshStarted,
  RollbackKind,
} from '../../../api/event-correction';
import { api } from '../../lib/api-client';
import { eventPollingInterval } from '../capital-activity/capital-call-queries';

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
  /** One run, polled every second while its refresh job runs (spec §4 event polling). */
  correction: (correctionId: string) =>
    queryOptions({
      queryKey: [...eventsAdminQueries.all(), 'correction', correctionId],
      queryFn: () => api.get(`${base}event-correction/${correctionId}/`).json<EventCorrectionRun>(),
      refetchInterval: (query) =>
        query.state.data?.state === 'running' ? eventPollingInterval : false,
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

/** What a confirmation answers: a rollback's run and what it did; a refresh's job, started. */
export type Confirmed = { correction: EventCorrectionRun; preview: CorrectionPreview | null };

/**
 * Confirms the preview the user saw (its token); the ledger changed (or, for a refresh, its
 * events are now held by the job), so every read is stale.
 */
export function useConfirmCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ask, token }: { ask: CorrectionAsk; token: string }) => {
      const json = { ...bodyOf(ask), token };
      if (ask.kind !== 'refresh')
        return api.post(base, { json }).json<Confirmed & { preview: CorrectionPreview }>();
      const started = await api.post(`${base}refresh/`, { json }).json<RefreshStarted>();
      return { correction: started.correction, preview: null } satisfies Confirmed;
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
