import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { noticeNext, noticesMayGenerate } from '../../../../../machines/notice.machine';
import { noticesBlockFinalizeMessage, type NoticeEventType } from '../../../../api/notice';
import { button } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { card } from '../../../components/page-styles';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import {
  downloadAllNotices,
  downloadIlpaWorkbook,
  downloadNoticePdf,
  noticeQueries,
  refreshNotices,
  useDeleteNotices,
  useGenerateNotices,
} from './notice-queries';
import { noticeActions, noticesTable } from './notices-table';
import { NoticeStatusLine } from './NoticeStatusLine';

const actionsRow = css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '3' });
const warning = css({
  bg: '#fef3c7',
  color: '#92400e',
  border: '1px solid #fcd34d',
  borderRadius: '8px',
  p: '3',
  mt: '3',
});
const failure = css({
  bg: 'red.50',
  color: 'red.900',
  border: '1px solid',
  borderColor: 'red.200',
  borderRadius: '8px',
  p: '3',
  mt: '3',
});

const toastError = async (error: unknown) =>
  toaster.create({ type: 'error', title: (await apiErrorOf(error)).message || 'Request failed' });

/**
 * A capital call's or distribution's notices (spec §2 capital-activity {eventId} notices, issue
 * 19): generate one PDF per LP as a background job, follow its status (polled while it runs),
 * download one or all, delete them. A draft only gets new notices: spec §4 warns none can be
 * added once finalized. The ILPA workbook (a call's or a distribution's) is made from the event's
 * figures, not from the PDFs: a distribution's needs a current waterfall run, as its notices do.
 */
export function NoticesTab({
  fundFamilyId,
  event,
  kind = 'capital_call',
  generateBlockedReason = null,
}: {
  fundFamilyId: string;
  event: { id: string; name: string; state: string };
  kind?: NoticeEventType;
  /** Why notices cannot be generated now (a distribution without a current run), or null. */
  generateBlockedReason?: string | null;
}) {
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const status = useQuery(noticeQueries.status(fundFamilyId, event.id));
  const generating = status.data?.status === 'generating';
  const table = useQuery({
    ...noticeQueries.table(fundFamilyId, event.id),
    // Each LP's row turns Done as the job goes.
    refetchInterval: generating ? 2_000 : false,
  });
  const generate = useGenerateNotices(fundFamilyId, event.id);
  const remove = useDeleteNotices(fundFamilyId, event.id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [downloading, setDownloading] = useState(false);

  // When the job settles, the table and the event (may it be finalized now?) are read again.
  const previous = useRef(status.data?.status);
  useEffect(() => {
    const now = status.data?.status;
    if (previous.current === 'generating' && now !== 'generating')
      void refreshNotices(queryClient, fundFamilyId, event.id);
    previous.current = now;
  }, [status.data?.status, queryClient, fundFamilyId, event.id]);

  const total = status.data?.total ?? 0;
  const done = status.data?.counts.successful_generation ?? 0;
  const isDraft = event.state === 'draft';
  const mayWrite = can('write');
  const busy = generate.isPending || remove.isPending || generating;
  // The notice machine decides, as on the server: generating again is refused while it runs.
  const mayGenerate = status.data
    ? noticeNext(status.data.status, 'notice.generate') !== null
    : false;
  // A finalized event's notices are generated again only once a change (a cancel-correct, a
  // refresh) left them out of date, or their generation failed.
  const offersGenerate =
    mayWrite && (isDraft || (status.data ? noticesMayGenerate(status.data.status, false) : false));

  const [downloadingIlpa, setDownloadingIlpa] = useState(false);

  /** One download at a time per button: the flag shows it and keeps it from starting twice. */
  const download = async (run: () => Promise<void>, setBusy: (busy: boolean) => void) => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      await toastError(error);
    } finally {
      setBusy(false);
    }
  };
  const saveAll = () =>
    download(() => downloadAllNotices(fundFamilyId, event.id, event.name), setDownloading);
  // Made from the event's figures, not from the PDFs: offered before any notice is generated.
  const saveIlpa = () =>
    download(() => downloadIlpaWorkbook(fundFamilyId, event.id, event.name), setDownloadingIlpa);

  return (
    <>
      <section className={card} aria-labelledby="notices-heading">
        <h2 id="notices-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          Notices
        </h2>
        <NoticeStatusLine status={status.data} />
        {status.data?.message ? (
          <p role="alert" className={failure}>
            {status.data.message}
          </p>
        ) : null}
        {status.data?.blocks_finalize ? (
          <p className={warning} data-testid="notices-block-finalize">
            {isDraft
              ? noticesBlockFinalizeMessage
              : `Notices out of date or failed: the ${kind === 'capital_call' ? 'call' : 'distribution'} changed after they were generated.`}{' '}
            Generate the notices again.
          </p>
        ) : null}
        {!isDraft && total === 0 ? (
          <p className={css({ color: 'gray.600', mt: '2' })}>
            Notices cannot be added after the {kind === 'capital_call' ? 'call' : 'distribution'} is
            finalized.
          </p>
        ) : null}
        {mayWrite && isDraft && generateBlockedReason ? (
          <p className={css({ color: 'gray.600', mt: '2' })} data-testid="notices-generate-blocked">
            {generateBlockedReason}
          </p>
        ) : null}
        <div className={actionsRow}>
          {offersGenerate ? (
            <button
              type="button"
              className={button()}
              disabled={busy || !mayGenerate || generateBlockedReason !== null}
              onClick={() => generate.mutate(undefined, { onError: toastError })}
            >
              {generate.isPending
                ? 'Queueing…'
                : total > 0
                  ? 'Regenerate notices'
                  : 'Generate notices'}
            </button>
          ) : null}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={done === 0 || downloading}
            onClick={() => void saveAll()}
          >
            {downloading ? 'Downloading…' : 'Download all'}
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={downloadingIlpa || generateBlockedReason !== null}
            title={generateBlockedReason ?? undefined}
            onClick={() => void saveIlpa()}
          >
            {downloadingIlpa ? 'Downloading…' : 'Download ILPA workbook'}
          </button>
          {mayWrite && total > 0 ? (
            <button
              type="button"
              className={button({ variant: 'danger' })}
              disabled={busy}
              onClick={() => setConfirmingDelete(true)}
            >
              Delete notices
            </button>
          ) : null}
        </div>
      </section>
      <section className={card}>
        <LazyDataTable
          tableKey="capital-call-notices"
          title="Notices by LP"
          table={table.data ? noticesTable(table.data.notices) : undefined}
          isLoading={table.isPending}
          emptyMessage="No notices yet: Generate notices makes one PDF per LP."
          onLink={(link, row) => {
            const notice = table.data?.notices.find((n) => n.id === row?.id);
            if (!notice || link.type !== 'button' || link.action !== noticeActions.download) return;
            downloadNoticePdf(fundFamilyId, event.id, notice).catch(toastError);
          }}
        />
      </section>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete notices?"
        confirmLabel="Delete notices"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => setConfirmingDelete(false),
            onError: toastError,
          })
        }
      >
        The {total} notices of {event.name} and their PDFs are deleted. They can be generated again
        while the call is a draft.
      </ConfirmDialog>
    </>
  );
}
