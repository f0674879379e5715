import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { loadingBarMachine } from '../../../machines/loading-bar.machine';

/**
 * The top loading bar (spec §9). `pending` counts what is loading (route data, lazy pages);
 * each rise is a start and each fall an end, so overlapping loads keep the bar up.
 */
export function LoadingBar({ pending }: { pending: number }) {
  const [state, send] = useMachine(loadingBarMachine);
  const previous = useRef(0);
  useEffect(() => {
    const type = pending > previous.current ? 'navigation.start' : 'navigation.end';
    for (let i = Math.abs(pending - previous.current); i > 0; i -= 1) send({ type });
    previous.current = pending;
  }, [pending, send]);
  const shown = state.matches('visible') || state.matches('finishing');
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-hidden={!shown}
      aria-valuenow={Math.round(state.context.progress)}
      data-state={String(state.value)}
      className={css({
        position: 'fixed',
        top: 0,
        left: 0,
        h: '3px',
        bg: '#3b82f6',
        zIndex: 100,
        transition: 'width 300ms ease-out, opacity 200ms',
        pointerEvents: 'none',
      })}
      style={{ width: shown ? `${state.context.progress}%` : 0, opacity: shown ? 1 : 0 }}
    />
  );
}
