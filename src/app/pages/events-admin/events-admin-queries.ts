import { queryOptions } from '@tanstack/react-query';
import type { EventCorrectionAsk } from '../../../../machines/event-correction.machine';
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
import type { CorrectionRequests } from './use-event-correction';

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

/** The rollback or refresh the machine asks for, as the Events admin's routes take it. */
type CorrectionAsk =
  | { kind: 'refresh'; fundFamilyId: string }
  | { kind: RollbackKind; fundFamilyId: string; fromEventId: string };

const askOf = (fundFamilyId: string, ask: EventCorrectionAsk): CorrectionAsk =>
  ask.kind === 'refresh'
    ? { kind: 'refresh', fundFamilyId }
    : {
        kind: ask.kind === 'soft_rollback' ? 'soft' : 'hard',
        fundFamilyId,
        fromEventId: ask.fromEventId ?? '',
      };

const bodyOf = (ask: CorrectionAsk) =>
  ask.kind === 'refresh'
    ? { fund_family_id: ask.fundFamilyId }
    : { fund_family_id: ask.fundFamilyId, from_event_id: ask.fromEventId, kind: ask.kind };

/** What a confirmation answers: a rollback's run and what it did; a refresh's job, started. */
export type Confirmed = { correction: EventCorrectionRun; preview: CorrectionPreview | null };

/**
 * The Events admin's rollback and refresh requests, as the eventCorrection machine's actors run
 * them (useEventCorrection): a preview posts nothing; a confirmation sends the preview's token;
 * a refresh answers its job, followed by polling.
 */
export const correctionRequests = (
  fundFamilyId: string,
): CorrectionRequests<undefined, CorrectionPreview, Confirmed> => ({
  preview: (chosen) => {
    const ask = askOf(fundFamilyId, chosen);
    return api
      .post(ask.kind === 'refresh' ? `${base}refresh-preview/` : `${base}rollback-preview/`, {
        json: bodyOf(ask),
      })
      .json<CorrectionPreview>();
  },
  confirm: async (chosen, _body, token) => {
    const ask = askOf(fundFamilyId, chosen);
    const json = { ...bodyOf(ask), token };
    if (ask.kind !== 'refresh')
      return api.post(base, { json }).json<Confirmed & { preview: CorrectionPreview }>();
    const started = await api.post(`${base}refresh/`, { json }).json<RefreshStarted>();
    return { correction: started.correction, preview: null } satisfies Confirmed;
  },
  started: ({ correction }) => ({
    state: correction.state,
    message: correction.message,
    failedEventId: correction.failed_event_id,
    runId: correction.state === 'running' ? correction.id : null,
  }),
});
