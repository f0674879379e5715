import { queryOptions } from '@tanstack/react-query';
import type {
  CancelCorrectConfirmed,
  CancelCorrectPreview,
  CancelCorrectPreviewRequest,
  CancelCorrectState,
} from '../../../../api/cancel-correct';
import { api } from '../../../lib/api-client';
import type { CorrectionRequests } from '../../events-admin/use-event-correction';

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

/**
 * A call's cancel-correct requests, as the eventCorrection machine's actors run them
 * (useEventCorrection): the preview of the corrected lines posts nothing; the confirmation sends
 * the same lines with the preview's token and is done when it answers (no job to follow).
 */
export const cancelCorrectRequests = (
  fundFamilyId: string,
  eventId: string,
  previewRefused: (failure: unknown) => Promise<void>,
): CorrectionRequests<
  CancelCorrectPreviewRequest,
  CancelCorrectPreview,
  CancelCorrectConfirmed
> => ({
  preview: (_ask, correction) =>
    api
      .post(`${callPath(fundFamilyId, eventId)}/cancel-correct-preview`, { json: correction })
      .json<CancelCorrectPreview>(),
  confirm: (_ask, correction, token) =>
    api
      .post(`${callPath(fundFamilyId, eventId)}/cancel-correct`, { json: { ...correction, token } })
      .json<CancelCorrectConfirmed>(),
  started: () => ({ state: 'done', message: null, failedEventId: null, runId: null }),
  previewRefused,
});
