import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';

const bar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '2',
  fontSize: 'sm',
});

/** Spec §4: after 2+ failed attempts, the countdown to the next one (or 'Disconnected'). */
export function ReconnectingBar({
  secondsLeft,
  onRetry,
}: {
  /** Null when no attempt is scheduled. */
  secondsLeft: number | null;
  onRetry: () => void;
}) {
  return (
    <div role="status" className={bar} style={{ background: '#fff4e5', color: '#8a4b00' }}>
      <span>{secondsLeft === null ? 'Disconnected' : `Reconnecting in ${secondsLeft}s...`}</span>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onRetry}>
        Retry Now
      </button>
    </div>
  );
}

export function ConnectionErrorBar({ onReset }: { onReset: () => void }) {
  return (
    <div role="alert" className={bar} style={{ background: '#fdecec', color: '#9b1c1c' }}>
      <span>An error occurred. Please try again later.</span>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onReset}>
        Reset
      </button>
    </div>
  );
}
