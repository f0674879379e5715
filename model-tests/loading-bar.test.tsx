// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingBarMachine, loadingBarTiming } from '../machines/loading-bar.machine';
import { LoadingBar } from '../src/app/components/LoadingBar';
import { loadingBarModel, loadingBarShown, loadingBarWidth } from './loading-bar.model';
import { coveredTransitions, transitionsOf } from './path-runner';

const paths = loadingBarModel.paths;
const delayOf = (type: string) => Number(/^xstate\.after\.(\d+)\./.exec(type)?.[1] ?? NaN);

describe('loading bar machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(loadingBarMachine, paths);
    for (const key of transitionsOf(loadingBarMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    // Every step against the states, pending loads and progress written by hand (loading-bar.model).
    loadingBarModel.replay(loadingBarMachine, path);
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
    const expected = loadingBarModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
      act(() => {
        if (event.type === 'navigation.start') pending += 1;
        else if (event.type === 'navigation.end') pending -= 1;
        else vi.advanceTimersByTime(delayOf(event.type));
        view.rerender(<LoadingBar pending={pending} />);
      });
      // What each state shows, from the tables written by hand.
      const state = expected[index]!.state;
      const bar = view.getByRole('progressbar', { hidden: true });
      expect(bar.dataset.state, `after step ${index + 1}`).toBe(state);
      expect(bar.getAttribute('aria-hidden')).toBe(String(!loadingBarShown[state]));
      const width = Number.parseFloat(bar.style.width);
      expect(width).toBeGreaterThanOrEqual(loadingBarWidth[state].min);
      expect(width).toBeLessThanOrEqual(loadingBarWidth[state].max);
    }
    expect(view.getByRole('progressbar', { hidden: true }).dataset.state).toBe(path.target);
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
