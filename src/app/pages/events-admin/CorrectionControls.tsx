import { css } from 'styled-system/css';
import type { CorrectionPreview, EventCorrectionRun } from '../../../api/event-correction';
import { button } from '../../components/button-styles';
import { CorrectionConfirm, correctionWords } from './CorrectionConfirm';
import { CorrectionPreviewView } from './CorrectionPreviewView';
import type { Confirmed } from './events-admin-queries';
import { RefreshProgress } from './RefreshProgress';
import type { useEventCorrection } from './use-event-correction';

/** A rollback or refresh of the Events admin (its requests: correctionRequests). */
export type AdminCorrection = ReturnType<
  typeof useEventCorrection<undefined, CorrectionPreview, Confirmed>
>;

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
      Done: the {correctionWords[run.kind]} of {run.event_ids.length} event
      {run.event_ids.length === 1 ? '' : 's'} is posted.
    </p>
  );
}

/**
 * The preview, confirm and outcome part of a correction, as the machine's state says: a
 * Preview button while choosing, the preview with Confirm (asking first) while previewing,
 * then the run's outcome with Start again.
 */
export function CorrectionControls({ correction }: { correction: AdminCorrection }) {
  const { state: stage, preview } = correction;
  const run = correction.polledRun ?? correction.confirmed?.correction ?? null;
  const resultPreview = correction.confirmed?.preview ?? null;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        {stage === 'choosing' || (stage === 'previewing' && !preview) ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={!correction.canPreview}
            onClick={() => correction.makePreview()}
          >
            {correction.previewing ? 'Making the preview…' : 'Preview'}
          </button>
        ) : null}
        {stage === 'previewing' && preview ? <CorrectionConfirm correction={correction} /> : null}
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
    </div>
  );
}
