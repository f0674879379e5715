import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NoticeDocument,
  NoticeDocumentsStatus,
  NoticeDocumentsTable,
} from '../../../../api/notice';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { capitalActivityQueries, eventPollingInterval } from '../capital-call-queries';
import { distributionQueries } from '../distribution/distribution-queries';

const eventPath = (fundFamilyId: string, eventId: string) =>
  `fund-family/${fundFamilyId}/fund-family-event/${eventId}`;

/** Under the event's key: any change of the call refreshes its notices too. */
const noticesKey = (fundFamilyId: string, eventId: string) => [
  ...capitalActivityQueries.event(fundFamilyId, eventId).queryKey,
  'notices',
];

/** Query key factories of a capital event's notices (issue 19, spec §7 notices). */
export const noticeQueries = {
  all: noticesKey,
  // Polled while the generation job runs, and no longer once it settles.
  status: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: [...noticesKey(fundFamilyId, eventId), 'status'],
      queryFn: () =>
        api
          .get(`${eventPath(fundFamilyId, eventId)}/notice-documents-status/`)
          .json<NoticeDocumentsStatus>(),
      refetchInterval: (query) =>
        query.state.data?.status === 'generating' ? eventPollingInterval : false,
    }),
  table: (fundFamilyId: string, eventId: string) =>
    queryOptions({
      queryKey: [...noticesKey(fundFamilyId, eventId), 'table'],
      queryFn: () =>
        api
          .get(`${eventPath(fundFamilyId, eventId)}/notice-documents-table/`)
          .json<NoticeDocumentsTable>(),
    }),
};

/**
 * A command on the event's notices: afterwards its notices are read again, and the event too
 * (whether the notices keep it from being finalized is in its finalize_blocked_reason).
 */
function useNoticeCommand(fundFamilyId: string, eventId: string, run: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => refreshNotices(queryClient, fundFamilyId, eventId),
  });
}

export const refreshNotices = (
  queryClient: ReturnType<typeof useQueryClient>,
  fundFamilyId: string,
  eventId: string,
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: noticesKey(fundFamilyId, eventId) }),
    // The event is a call or a distribution: whichever it is, it is read again.
    queryClient.invalidateQueries({
      queryKey: capitalActivityQueries.event(fundFamilyId, eventId).queryKey,
      exact: true,
    }),
    queryClient.invalidateQueries({
      queryKey: distributionQueries.event(fundFamilyId, eventId).queryKey,
      exact: true,
    }),
  ]);

/** POST notice/: replaces the call's notices by one per LP, made by a background job. */
export const useGenerateNotices = (fundFamilyId: string, eventId: string) =>
  useNoticeCommand(fundFamilyId, eventId, () =>
    api.post(`${eventPath(fundFamilyId, eventId)}/notice/`).json<unknown>(),
  );

/** DELETE notice-delete/. */
export const useDeleteNotices = (fundFamilyId: string, eventId: string) =>
  useNoticeCommand(fundFamilyId, eventId, () =>
    api.delete(`${eventPath(fundFamilyId, eventId)}/notice-delete/`).json<unknown>(),
  );

/** POST notice-download-single-pdf/: one LP's PDF, saved under its file name. */
export async function downloadNoticePdf(
  fundFamilyId: string,
  eventId: string,
  notice: Pick<NoticeDocument, 'id' | 'filename'>,
) {
  const blob = await api
    .post(`${eventPath(fundFamilyId, eventId)}/notice-download-single-pdf/`, {
      json: { notice_id: notice.id },
    })
    .blob();
  saveBlob(blob, notice.filename);
}

/** POST notice-download/: every PDF of the call in one zip. */
export async function downloadAllNotices(fundFamilyId: string, eventId: string, eventName: string) {
  const blob = await api.post(`${eventPath(fundFamilyId, eventId)}/notice-download/`).blob();
  saveBlob(blob, `${eventName} notices.zip`);
}

/** POST ilpa-notice-workbook/: the call's or distribution's ILPA Capital Call & Distribution Notice (xlsx). */
export async function downloadIlpaWorkbook(
  fundFamilyId: string,
  eventId: string,
  eventName: string,
) {
  const blob = await api.post(`${eventPath(fundFamilyId, eventId)}/ilpa-notice-workbook/`).blob();
  saveBlob(blob, `${eventName} ILPA notice.xlsx`);
}
