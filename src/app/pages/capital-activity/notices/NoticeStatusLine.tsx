import { css, cva } from 'styled-system/css';
import type { NoticeDocumentsStatus, NoticeStatus } from '../../../../api/notice';

const badge = cva({
  base: {
    display: 'inline-block',
    px: '2',
    py: '0.5',
    borderRadius: '999px',
    fontSize: 'xs',
    fontWeight: 'semibold',
  },
  variants: {
    tone: {
      gray: { bg: 'gray.100', color: 'gray.700' },
      info: { bg: '#dbeafe', color: '#1e40af' },
      success: { bg: '#dcfce7', color: '#166534' },
      error: { bg: '#fee2e2', color: '#991b1b' },
      warning: { bg: '#fef3c7', color: '#92400e' },
    },
  },
});

/** Done is done; Incomplete failed; Out of date needs generating again. */
const tone = {
  not_started: 'gray',
  generating: 'info',
  successful_generation: 'success',
  failed_generation: 'error',
  out_of_date: 'warning',
} as const satisfies Record<NoticeStatus, string>;

/** The notices' status (spec §4 labels) and how many there are, live while they generate. */
export function NoticeStatusLine({ status }: { status: NoticeDocumentsStatus | undefined }) {
  if (!status) return <p className={css({ color: 'gray.600' })}>Loading notices…</p>;
  const done = status.counts.successful_generation ?? 0;
  return (
    <p
      role="status"
      data-testid="notice-status"
      className={css({ display: 'flex', gap: '2', alignItems: 'center', mt: '1' })}
    >
      <span>Status:</span>
      <span className={badge({ tone: tone[status.status] })}>{status.label}</span>
      <span className={css({ color: 'gray.600', fontSize: 'sm' })}>
        {status.total === 0
          ? 'No notices yet'
          : status.status === 'generating'
            ? `${done} of ${status.total} made`
            : `${status.total} notices, ${done} done`}
      </span>
    </p>
  );
}
