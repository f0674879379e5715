import { useEffect, useEffectEvent, useRef } from 'react';
import { css } from 'styled-system/css';
import {
  uploadItemStateLabels,
  type UploadItemState,
} from '../../../../machines/upload-item.machine';
import { button } from '../button-styles';
import type { UploadDestination, UploadTransport } from './upload-transport';
import { useUploadItem } from './use-upload-item';

/** "2.0 KB": the size as a card shows it. */
export function fileSizeText(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

/** Spec §4: finished cards are green; failed and cancelled red (an aborted one too). */
const tones: Record<UploadItemState, 'success' | 'error' | 'neutral'> = {
  added: 'neutral',
  pending: 'neutral',
  uploading: 'neutral',
  finished: 'success',
  error: 'error',
  aborted: 'error',
  cancelled: 'error',
  removed: 'neutral',
};
const toneColors = {
  success: { borderColor: '#15803d', background: '#f0fdf4' },
  error: { borderColor: '#b91c1c', background: '#fef2f2' },
  neutral: { borderColor: '#d1d5db', background: '#ffffff' },
} as const;

const cardStyle = css({
  border: '1px solid',
  borderLeftWidth: '4px',
  borderRadius: '6px',
  px: '3',
  py: '2',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '1 12px',
  alignItems: 'center',
});
const barStyle = css({ h: '6px', bg: 'gray.200', borderRadius: '3px', overflow: 'hidden' });

/** The buttons each state offers (spec §4 and §8: a failed upload offers Try again). */
const actionsOf: Record<
  UploadItemState,
  ('Upload' | 'Cancel' | 'Abort' | 'Try again' | 'Remove')[]
> = {
  added: ['Upload', 'Cancel', 'Remove'],
  pending: ['Abort', 'Remove'],
  uploading: ['Abort', 'Remove'],
  finished: ['Remove'],
  error: ['Try again', 'Remove'],
  aborted: ['Try again', 'Remove'],
  cancelled: ['Try again', 'Remove'],
  removed: [],
};
const eventOf = {
  Upload: 'upload_item.start',
  Cancel: 'upload_item.cancel',
  Abort: 'upload_item.abort',
  'Try again': 'upload_item.retry',
  Remove: 'upload_item.remove',
} as const;

export type UploadItemCardProps = {
  file: File;
  destination: UploadDestination;
  transport: UploadTransport;
  /** Bumped by the widget's "Upload all": every item still added starts. */
  startAll: number;
  /** Told once per arrival in a state: the widget counts waiting files, refreshes, removes. */
  onStateChange: (state: UploadItemState) => void;
};

/** One file of the widget: its name, size, state, progress and what can be done with it. */
export function UploadItemCard(props: UploadItemCardProps) {
  const { file, startAll, onStateChange } = props;
  const [snapshot, send] = useUploadItem(file, props.destination, props.transport);
  const state = snapshot.value as UploadItemState;
  const { percent, error } = snapshot.context;

  // Only a press after this card arrived starts it: a file added later waits for its own.
  const seenStartAll = useRef(startAll);
  useEffect(() => {
    if (startAll === seenStartAll.current) return;
    seenStartAll.current = startAll;
    send({ type: 'upload_item.start' });
  }, [startAll, send]);
  // Each callback runs once per arrival in its state, whatever the parent passes next.
  const arrived = useEffectEvent((now: UploadItemState) => onStateChange(now));
  useEffect(() => arrived(state), [state]);

  const tone = tones[state];
  const status =
    state === 'uploading'
      ? `${uploadItemStateLabels.uploading} ${percent}%`
      : uploadItemStateLabels[state];
  return (
    <li
      className={cardStyle}
      style={toneColors[tone]}
      data-state={state}
      data-tone={tone}
      aria-label={file.name}
    >
      <div className={css({ minW: 0 })}>
        <div className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{file.name}</div>
        <div className={css({ fontSize: 'sm', color: 'gray.600' })}>
          <span>{fileSizeText(file.size)}</span> ·{' '}
          <span data-testid="upload-item-status">{status}</span>
        </div>
      </div>
      <div className={css({ display: 'flex', gap: '2' })}>
        {actionsOf[state].map((action) => (
          <button
            key={action}
            type="button"
            className={button({ variant: action === 'Upload' ? 'primary' : 'secondary' })}
            aria-label={`${action} ${file.name}`}
            onClick={() => send({ type: eventOf[action] })}
          >
            {action}
          </button>
        ))}
      </div>
      {state === 'uploading' ? (
        <div
          className={barStyle}
          style={{ gridColumn: '1 / -1' }}
          role="progressbar"
          aria-label={`${file.name} sent`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div style={{ width: `${percent}%`, height: '100%', background: '#1d4ed8' }} />
        </div>
      ) : null}
      {error && state === 'error' ? (
        <p role="alert" className={css({ gridColumn: '1 / -1', color: 'red.700', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </li>
  );
}
