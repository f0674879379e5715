import { describe, expect, it } from 'vitest';
import {
  assertWaterfallRunPath,
  waterfallRunPath,
} from '../../src/server/distribution/waterfall-run-machine-check';

/** The run statuses the server stores, moved only as the waterfallRun machine allows. */
describe('the server side of the waterfallRun machine', () => {
  it('queues a run that never ran, succeeded, or failed (through retried), never a busy one', () => {
    expect(waterfallRunPath('idle', 'queued')).toBe(true);
    expect(waterfallRunPath('succeeded', 'queued')).toBe(true);
    expect(waterfallRunPath('failed', 'queued')).toBe(true);
    expect(waterfallRunPath('queued', 'queued')).toBe(false);
    expect(() => assertWaterfallRunPath('running', 'queued')).toThrow(
      'A waterfall run that is running cannot become queued.',
    );
  });

  it('starts a queued run, re-starts one a crash left running, and ends only a running one', () => {
    expect(waterfallRunPath('queued', 'running')).toBe(true);
    expect(waterfallRunPath('running', 'running')).toBe(true);
    expect(waterfallRunPath('succeeded', 'running')).toBe(false);
    expect(waterfallRunPath('failed', 'running')).toBe(false);
    expect(waterfallRunPath('running', 'succeeded')).toBe(true);
    expect(waterfallRunPath('running', 'failed')).toBe(true);
    expect(waterfallRunPath('queued', 'succeeded')).toBe(false);
    expect(waterfallRunPath('succeeded', 'failed')).toBe(false);
  });
});
