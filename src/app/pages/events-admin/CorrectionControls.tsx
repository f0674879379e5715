import { useState } from 'react';
import { css } from 'styled-system/css';
import type { CorrectionPreview, EventCorrectionRun } from '../../../api/event-correction';
import { button } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CorrectionPreviewView, settledWords } from './CorrectionPreviewView';
import { RefreshProgress } from './RefreshProgress';
import type { useEventCorrection } from './use-event-correction';

const kindWords = {
  soft_rollback: 'soft rollback',
  hard_rollback: 'hard rollback',
  refresh: 'refresh',
} as const;

/** What the confirmation names: how many events and ledger rows, and what happens to them. */
function confirmText(preview: CorrectionPreview) {
  const events = `${preview.events.length} event${preview.events.length === 1 ? '' : 's'}`;
  const rows = `${preview.row_count} ledger row${preview.row_count === 1 ? '' : 's'}`;
  const settled = settledWords(preview);
  const also = settled ? ` ${settled.charAt(0).toUpperCase()}${settled.slice(1)}.` : '';
  if (preview.kind === 'hard_rollback')
    return `Permanently delete ${events} and their ${rows}?${also} This cannot be undone.`;
  if (preview.kind === 'soft_rollback')
    return `Mark ${events} out of date and set their ${rows} aside, ready to refresh?${also}`;
  return `Recompute ${events} from their stored inputs and post ${rows} again? It runs in the background, one event at a time.${also}`;
}

function RunOutcome({
  run,
  preview,
}: {
  run: EventCorrectionRun;
  preview: CorrectionPreview | null;
}) {
  const stoppedAt = preview?.events.find((e) => e.id === run.failed_event_id)?.name;
  return run.state === 'failed' ? (
    <p role="alert" className={css({ color: 'red.700' })} data-testid="correction-outcome">
      {run.message} {run.done_count} event{run.done_count === 1 ? '' : 's'} refreshed before it
      stopped{stoppedAt ? ` at ${stoppedAt}` : ''}; it and every later event stay out of date.
    </p>
  ) : (
    <p role="status" className={css({ color: 'green.800' })} data-testid="correction-outcome">
      Done: the {kindWords[run.kind]} of {run.event_ids.length} event
      {run.event_ids.length === 1 ? '' : 's'} is posted.
    </p>
  );
}

/**
 * The preview, confirm and outcome part of a correction, as the machine's state says: a
 * Preview button while choosing, the preview with Confirm (asking first) while previewing,
 * then the run's outcome with Start again.
 */
export function CorrectionControls({
  correction,
}: {
  correction: ReturnType<typeof useEventCorrection>;
}) {
  const [asking, setAsking] = useState(false);
  const { state, preview, run, resultPreview } = correction;
  const stage = state as string;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        {stage === 'choosing' || (stage === 'previewing' && !correction.canConfirm) ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={!correction.canPreview && stage === 'choosing'}
            onClick={() => void correction.makePreview()}
          >
            {correction.previewing ? 'Making the preview…' : 'Preview'}
          </button>
        ) : null}
        {stage === 'previewing' && preview ? (
          <>
            <button
              type="button"
              className={button({
                variant: preview.kind === 'hard_rollback' ? 'danger' : 'primary',
              })}
              disabled={!correction.canConfirm}
              onClick={() => setAsking(true)}
            >
              Confirm {kindWords[preview.kind]}
            </button>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={correction.back}
            >
              Back
            </button>
          </>
        ) : null}
        {stage === 'done' || stage === 'failed' ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={correction.reset}
          >
            Start again
          </button>
        ) : null}
      </div>
      {stage === 'previewing' && preview && preview.events.length === 0 ? (
        <p role="alert" className={css({ color: 'red.700' })}>
          No events were selected for rollback.
        </p>
      ) : null}
      {correction.snapshot.context.message && stage === 'previewing' ? (
        <p role="alert" className={css({ color: 'red.700' })}>
          {correction.snapshot.context.message}
        </p>
      ) : null}
      {run && stage === 'running' ? <RefreshProgress run={run} /> : null}
      {run && (stage === 'done' || stage === 'failed') ? (
        <RunOutcome run={run} preview={preview} />
      ) : null}
      {stage === 'previewing' && preview ? <CorrectionPreviewView preview={preview} /> : null}
      {(stage === 'done' || stage === 'failed') && resultPreview ? (
        <CorrectionPreviewView preview={resultPreview} />
      ) : null}
      {preview ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={`Confirm the ${kindWords[preview.kind]}`}
          confirmLabel={`Confirm ${kindWords[preview.kind]}`}
          busy={stage === 'confirmed' || stage === 'running'}
          onConfirm={() => {
            setAsking(false);
            void correction.runConfirmed();
          }}
        >
          {confirmText(preview)}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
