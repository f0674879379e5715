import type { CorrectionPreview } from '../../api/event-correction';

/**
 * What the audit log keeps of the preview a correction was confirmed with (issue 21: the
 * preview's totals and the events touched), the same for a rollback, a refresh and a
 * cancel-correct.
 */
export const previewAuditData = (
  preview: Pick<CorrectionPreview, 'token' | 'totals' | 'row_count' | 'events'>,
) => ({
  preview_token: preview.token,
  totals: preview.totals,
  row_count: preview.row_count,
  events: preview.events.map((e) => ({
    id: e.id,
    name: e.name,
    state_before: e.state_before,
    state_after: e.state_after,
  })),
});
