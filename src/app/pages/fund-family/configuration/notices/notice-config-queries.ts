import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NoticeConfig,
  NoticeConfigInput,
  NoticeEventType,
  NoticeTemplate,
  NoticeTemplateInput,
} from '../../../../../api/notice';
import { api } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/save-blob';
import { fundQueries } from '../../../../queries/fund-queries';

const noticesKey = (fundFamilyId: string) => [...fundQueries.all(fundFamilyId), 'notice-config'];

/** Query key factories of a fund family's notice configuration (spec §7, issue 19). */
export const noticeConfigQueries = {
  config: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...noticesKey(fundFamilyId), 'config'],
      queryFn: () => api.get(`fund-family/${fundFamilyId}/notice-config/`).json<NoticeConfig>(),
    }),
  template: (fundFamilyId: string, eventType: NoticeEventType) =>
    queryOptions({
      queryKey: [...noticesKey(fundFamilyId), 'template', eventType],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/notice-document-template/`, {
            searchParams: { event_type: eventType },
          })
          .json<NoticeTemplate>(),
    }),
};

/** POST notice-config/ (JSON upsert): the answer is the saved configuration. */
export function useSaveNoticeConfig(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeConfigInput) =>
      api.post(`fund-family/${fundFamilyId}/notice-config/`, { json: input }).json<NoticeConfig>(),
    onSuccess: (saved) =>
      queryClient.setQueryData(noticeConfigQueries.config(fundFamilyId).queryKey, saved),
  });
}

/** POST notice-document-template/?event_type=… (JSON upsert). */
export function useSaveNoticeTemplate(fundFamilyId: string, eventType: NoticeEventType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeTemplateInput) =>
      api
        .post(`fund-family/${fundFamilyId}/notice-document-template/`, {
          searchParams: { event_type: eventType },
          json: input,
        })
        .json<NoticeTemplate>(),
    onSuccess: (saved) =>
      queryClient.setQueryData(
        noticeConfigQueries.template(fundFamilyId, eventType).queryKey,
        saved,
      ),
  });
}

/**
 * POST notice-document-template/preview/: the template as typed, rendered on a real LP of the
 * fund's latest event of its type, saved as the PDF the server names.
 */
export async function downloadTemplatePreview(
  fundFamilyId: string,
  eventType: NoticeEventType,
  input: NoticeTemplateInput,
): Promise<void> {
  const response = await api.post(`fund-family/${fundFamilyId}/notice-document-template/preview/`, {
    searchParams: { event_type: eventType },
    json: input,
  });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), named ? decodeURIComponent(named) : 'Notice preview.pdf');
}
