import { useState } from 'react';
import type { CancelCorrectPreview } from '../../../api/cancel-correct';
import type { CorrectionPreview } from '../../../api/event-correction';
import { button } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate } from '../../lib/date-display';
import { settledWords } from './CorrectionPreviewView';

/** Each correction as the buttons and the confirmation name it. */
export const correctionWords = {
  soft_rollback: 'soft rollback',
  hard_rollback: 'hard rollback',
  refresh: 'refresh',
  cancel_correct: 'cancel-correct',
} as const;

/** What the confirmation names: how many events and ledger rows, and what happens to them. */
export function confirmText(preview: CorrectionPreview | CancelCorrectPreview): string {
  const rows = `${preview.row_count} ledger row${preview.row_count === 1 ? '' : 's'}`;
  if (preview.kind === 'cancel_correct') {
    const call = preview.events.find((e) => e.id === preview.original_event_id)?.name ?? 'The call';
    return `Reverse ${call}'s ledger rows and post the corrected call on ${formatDate(preview.posting_date)}: ${rows}. ${call} stays as posted, marked cancel-corrected, and its notices become out of date.`;
  }
  const events = `${preview.events.length} event${preview.events.length === 1 ? '' : 's'}`;
  const settled = settledWords(preview);
  const also = settled ? ` ${settled.charAt(0).toUpperCase()}${settled.slice(1)}.` : '';
  if (preview.kind === 'hard_rollback')
    return `Permanently delete ${events} and their ${rows}?${also} This cannot be undone.`;
  if (preview.kind === 'soft_rollback')
    return `Mark ${events} out of date and set their ${rows} aside, ready to refresh?${also}`;
  return `Recompute ${events} from their stored inputs and post ${rows} again? It runs in the background, one event at a time.${also}`;
}

/** What the buttons read of a correction (useEventCorrection). */
type ConfirmableCorrection = {
  preview: CorrectionPreview | CancelCorrectPreview | null;
  canConfirm: boolean;
  busy: boolean;
  runConfirmed: () => void;
  back: () => void;
};

/**
 * Confirm and Back for the preview on screen, of any correction (a rollback, a refresh, a
 * cancel-correct): confirming asks first, naming what it will post (DESIGN "Actions people
 * trust"), and only then sends the preview's token.
 */
export function CorrectionConfirm({ correction }: { correction: ConfirmableCorrection }) {
  const [asking, setAsking] = useState(false);
  const { preview } = correction;
  if (!preview) return null;
  const what = correctionWords[preview.kind];
  return (
    <>
      <button
        type="button"
        className={button({ variant: preview.kind === 'hard_rollback' ? 'danger' : 'primary' })}
        disabled={!correction.canConfirm}
        onClick={() => setAsking(true)}
      >
        Confirm {what}
      </button>
      <button type="button" className={button({ variant: 'secondary' })} onClick={correction.back}>
        Back
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Confirm the ${what}`}
        confirmLabel={`Confirm ${what}`}
        busy={correction.busy}
        onConfirm={() => {
          setAsking(false);
          correction.runConfirmed();
        }}
      >
        {confirmText(preview)}
      </ConfirmDialog>
    </>
  );
}
