import { describe, expect, it } from 'vitest';
import {
  eventCorrectionConfirmRefusals,
  eventCorrectionMachine,
  eventCorrectionPreviewRefusals,
} from '../machines/event-correction.machine';
import { eventCorrectionModel, replayEventCorrectionPath } from './event-correction.model';
import { mutantsOf } from './mutants';
import { coveredTransitions, transitionsOf } from './path-runner';

const paths = eventCorrectionModel.paths;

describe('event correction machine: generated and hand-written paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(eventCorrectionMachine, paths);
    for (const key of transitionsOf(eventCorrectionMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    replayEventCorrectionPath(eventCorrectionMachine, path);
  });

  it('fails every mutant of the machine on some path', () => {
    const survivors = mutantsOf(eventCorrectionMachine).filter((mutant) =>
      paths.every((path) => {
        try {
          replayEventCorrectionPath(mutant.machine, path);
          return true;
        } catch {
          return false;
        }
      }),
    );
    expect(survivors.map((s) => s.description)).toEqual([]);
  });
});

describe('event correction refusals the server answers with', () => {
  it('names each preview condition that fails', () => {
    expect(eventCorrectionPreviewRefusals({ kind: 'soft_rollback', fromEventId: null })).toEqual([
      'hasSelection',
      'softAllowed',
    ]);
    expect(
      eventCorrectionPreviewRefusals({
        kind: 'hard_rollback',
        fromEventId: 'e',
        fromEventMayRollBack: false,
      }),
    ).toEqual(['mayRollBack']);
    expect(eventCorrectionPreviewRefusals({ kind: 'refresh', softAllowed: true })).toEqual([]);
    expect(eventCorrectionPreviewRefusals({ kind: 'refresh', softAllowed: false })).toEqual([
      'softAllowed',
    ]);
  });
  it('refuses a stale or empty preview', () => {
    const facts = { kind: 'hard_rollback' as const, previewToken: 'now', eventCount: 2 };
    expect(eventCorrectionConfirmRefusals(facts, 'now')).toEqual([]);
    expect(eventCorrectionConfirmRefusals(facts, 'before')).toEqual(['previewIsCurrent']);
    expect(eventCorrectionConfirmRefusals({ ...facts, eventCount: 0 }, 'now')).toEqual([
      'hasEvents',
    ]);
  });
});
