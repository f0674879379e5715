import { describe, expect, it } from 'vitest';
import {
  noticeBlocksFinalize,
  noticesMayGenerate,
  noticeMachine,
  noticeNext,
  noticesOverallStatus,
  noticeStatuses,
} from '../machines/notice.machine';
import { noticeModel, replayNoticePath } from './notice.model';
import { coveredTransitions, transitionsOf } from './path-runner';
import { mutantsOf } from './mutants';

const paths = noticeModel.paths;

describe('notice machine: generated and hand-written paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(noticeMachine, paths);
    for (const key of transitionsOf(noticeMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    // Throws naming the step, the state or the event the machine got wrong.
    replayNoticePath(noticeMachine, path);
  });

  it('fails a machine whose out-of-date notice cannot be generated again', () => {
    const mutant = mutantsOf(noticeMachine).find(
      (m) => m.description === 'out_of_date --notice.generate: dropped',
    )!;
    const path = paths.find((p) => p.name.startsWith('generated, the call edited, regenerated'))!;
    expect(() => replayNoticePath(mutant.machine, path)).toThrow(
      /notice.generate accepted: expected true, got false/,
    );
  });

  it('kills every mutant of the machine', () => {
    const survivors = mutantsOf(noticeMachine).filter((m) => {
      try {
        paths.forEach((p) => replayNoticePath(m.machine, p));
        return true;
      } catch {
        return false;
      }
    });
    expect(survivors.map((s) => s.description)).toEqual([]);
  });
});

describe('notice statuses as the server asks them (noticeNext, noticeBlocksFinalize)', () => {
  it('moves a stored notice by the spec: generate, done or incomplete, out of date on an edit', () => {
    expect(noticeNext('not_started', 'notice.generate')).toBe('generating');
    expect(noticeNext('generating', 'notice.generated')).toBe('successful_generation');
    expect(noticeNext('generating', 'notice.fail')).toBe('failed_generation');
    expect(noticeNext('successful_generation', 'notice.event_change')).toBe('out_of_date');
    expect(noticeNext('out_of_date', 'notice.generate')).toBe('generating');
  });

  it('refuses what the spec does not allow', () => {
    expect(noticeNext('generating', 'notice.generate')).toBeNull();
    expect(noticeNext('not_started', 'notice.event_change')).toBeNull();
    expect(noticeNext('out_of_date', 'notice.event_change')).toBeNull();
    expect(noticeNext('successful_generation', 'notice.generated')).toBeNull();
  });

  it('blocks finalize for out-of-date and failed notices only', () => {
    expect(noticeStatuses.filter(noticeBlocksFinalize)).toEqual([
      'failed_generation',
      'out_of_date',
    ]);
  });

  it('generates a draft’s notices in any status but generating; a finalized event’s only again', () => {
    expect(noticeStatuses.filter((s) => noticesMayGenerate(s, true))).toEqual([
      'not_started',
      'successful_generation',
      'failed_generation',
      'out_of_date',
    ]);
    // Finalized: none anew, none over Done ones; out of date (a cancel-correct) or failed, again.
    expect(noticeStatuses.filter((s) => noticesMayGenerate(s, false))).toEqual([
      'failed_generation',
      'out_of_date',
    ]);
  });

  it('reads an event’s notices in one status: generating while any is, else the worst', () => {
    expect(noticesOverallStatus([])).toBe('not_started');
    expect(noticesOverallStatus(['successful_generation'])).toBe('successful_generation');
    // A job that failed midway: the LPs it made stay Done, the rest Incomplete.
    expect(noticesOverallStatus(['successful_generation', 'failed_generation'])).toBe(
      'failed_generation',
    );
    expect(noticesOverallStatus(['out_of_date', 'failed_generation'])).toBe('failed_generation');
    // Its job still runs: nothing is generated over it, whatever else the rows say.
    expect(noticesOverallStatus(['failed_generation', 'generating'])).toBe('generating');
    expect(noticesMayGenerate(noticesOverallStatus(['out_of_date', 'generating']), true)).toBe(
      false,
    );
  });
});
