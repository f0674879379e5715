// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loadingBarMachine, loadingBarTiming } from '../machines/loading-bar.machine';
import { LoadingBar } from '../src/app/components/LoadingBar';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

const paths = modelPaths(loadingBarMachine);
const delayOf = (type: string) => Number(/^xstate\.after\.(\d+)\./.exec(type)?.[1] ?? NaN);

describe('loading bar machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(loadingBarMachine, paths);
    for (const key of transitionsOf(loadingBarMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    const clock = new SimulatedClock();
    const actor = createActor(loadingBarMachine, { clock }).start();
    for (const event of path.events) {
      if (event.type.startsWith('xstate.after.')) clock.increment(delayOf(event.type));
      else actor.send(event as never);
    }
    expect(actor.getSnapshot().value).toBe(path.target);
    const { progress } = actor.getSnapshot().context;
    if (path.target === 'idle') expect(progress).toBe(0);
    if (path.target === 'visible') expect(progress).toBeGreaterThan(0);
    expect(progress).toBeLessThanOrEqual(path.target === 'finishing' ? 100 : loadingBarTiming.cap);
  });
});

describe('loading bar view: generated paths', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    vi.useFakeTimers();
    let pending = 0;
    const view = render(<LoadingBar pending={pending} />);
    for (const event of path.events) {
      act(() => {
        if (event.type === 'navigation.start') pending += 1;
        else if (event.type === 'navigation.end') pending -= 1;
        else vi.advanceTimersByTime(delayOf(event.type));
        view.rerender(<LoadingBar pending={pending} />);
      });
    }
    const bar = view.getByRole('progressbar', { hidden: true });
    expect(bar.dataset.state).toBe(path.target);
    const shown = path.target === 'visible' || path.target === 'finishing';
    expect(bar.getAttribute('aria-hidden')).toBe(String(!shown));
    if (shown) expect(Number.parseFloat(bar.style.width)).toBeGreaterThan(0);
    else expect(bar.style.width).toBe('0px');
    if (path.target === 'finishing') expect(bar.style.width).toBe('100%');
  });

  it('never shows for a load that ends within 100 ms', () => {
    vi.useFakeTimers();
    const view = render(<LoadingBar pending={1} />);
    act(() => vi.advanceTimersByTime(loadingBarTiming.showAfterMs - 1));
    view.rerender(<LoadingBar pending={0} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(view.getByRole('progressbar', { hidden: true }).dataset.state).toBe('idle');
  });

  it('creeps toward but never reaches 99.4 % on a long load', () => {
    vi.useFakeTimers();
    const view = render(<LoadingBar pending={1} />);
    act(() => vi.advanceTimersByTime(120_000));
    const value = Number.parseFloat(view.getByRole('progressbar', { hidden: true }).style.width);
    expect(value).toBeGreaterThan(90);
    expect(value).toBeLessThanOrEqual(loadingBarTiming.cap);
  });
});
