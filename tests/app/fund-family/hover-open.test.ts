import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundSidebarTiming } from '../../../src/app/pages/fund-family/sidebar/fund-sidebar-timing';
import { createHoverOpen } from '../../../src/app/pages/fund-family/sidebar/hover-open';

describe('the fund sidebar opens on a resting pointer (spec §9: 1000 ms open, 500 ms close)', () => {
  let changes: boolean[];
  let hover: ReturnType<typeof createHoverOpen>;
  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
    hover = createHoverOpen({
      openDelay: fundSidebarTiming.hoverOpenDelay,
      closeDelay: fundSidebarTiming.closeDelay,
      onChange: (open) => changes.push(open),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('opens only after the pointer has rested 1000 ms', () => {
    hover.enter();
    vi.advanceTimersByTime(999);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });

  it('never opens for a pointer passing over', () => {
    hover.enter();
    vi.advanceTimersByTime(600);
    hover.leave();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([]);
  });

  it('closes 500 ms after the pointer leaves, and stays open if it comes back in time', () => {
    hover.enter();
    vi.advanceTimersByTime(1000);
    hover.leave();
    vi.advanceTimersByTime(400);
    hover.enter();
    vi.advanceTimersByTime(2000);
    expect(changes).toEqual([true]);
    hover.leave();
    vi.advanceTimersByTime(499);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });
});
