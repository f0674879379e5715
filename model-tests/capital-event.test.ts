import { describe, expect, it } from 'vitest';
import {
  availableCapitalEventActions,
  capitalEventFinalizeRefusals,
  capitalEventMachine,
  capitalEventSnapshot,
} from '../machines/capital-event.machine';
import { capitalEventModel, replayCapitalEventPath } from './capital-event.model';
import { coveredTransitions, transitionsOf } from './path-runner';

const paths = capitalEventModel.paths;

describe('capital event machine: generated and hand-written paths', () => {
  it('take every transition of the machine (each guarded branch passing)', () => {
    const covered = coveredTransitions(capitalEventMachine, paths);
    for (const key of transitionsOf(capitalEventMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    // Throws naming the step, the state or the event the machine got wrong.
    replayCapitalEventPath(capitalEventMachine, path);
  });

  it('fails a machine that finalizes without checking maker-checker', () => {
    const lax = capitalEventMachine.provide({ guards: { approverMayFinalize: () => true } });
    const path = paths.find((p) => p.name.startsWith('the preparer cannot finalize'))!;
    expect(() => replayCapitalEventPath(lax, path)).toThrow(
      /capital_event.finalize by preparer accepted: expected false, got true/,
    );
  });
});

describe('capital event actions for the page, from persisted states', () => {
  const ready = { useCount: 3, checksPass: true, preparedBy: 'u-prep' };

  it('offers finalize to another approver once the draft is ready, and never to its preparer', () => {
    expect(availableCapitalEventActions('draft', ready, 'u-approver')).toEqual([
      'finalize',
      'cancel',
      'delete',
    ]);
    expect(availableCapitalEventActions('draft', ready, 'u-prep')).toEqual(['cancel', 'delete']);
    expect(capitalEventFinalizeRefusals(ready, 'u-prep')).toEqual(['approverMayFinalize']);
  });

  it('lets the preparer finalize when the customer allows it', () => {
    const allowed = { ...ready, preparerMayApprove: true };
    expect(availableCapitalEventActions('draft', allowed, 'u-prep')).toEqual([
      'finalize',
      'cancel',
      'delete',
    ]);
    expect(capitalEventFinalizeRefusals(allowed, 'u-prep')).toEqual([]);
  });

  it('names every failing condition of an empty draft', () => {
    expect(
      capitalEventFinalizeRefusals({ noticesBlockFinalize: true, preparedBy: 'u' }, 'u'),
    ).toEqual(['hasUses', 'checksPass', 'noticesAllowFinalize', 'approverMayFinalize']);
  });

  it('offers nothing while a workflow runs, refresh when out of date, nothing once final', () => {
    expect(availableCapitalEventActions('in_progress', ready, 'u-approver')).toEqual([]);
    expect(availableCapitalEventActions('completed', ready, 'u-approver')).toEqual([]);
    expect(availableCapitalEventActions('out_of_date', ready, 'u-approver')).toEqual(['refresh']);
    expect(availableCapitalEventActions('cancelled', ready, 'u-approver')).toEqual([]);
    expect(availableCapitalEventActions('deleted', ready, 'u-approver')).toEqual([]);
  });

  it('is editable only as a draft and running only in progress', () => {
    expect(capitalEventSnapshot('draft').hasTag('editable')).toBe(true);
    expect(capitalEventSnapshot('completed').hasTag('editable')).toBe(false);
    expect(capitalEventSnapshot('in_progress').hasTag('running')).toBe(true);
  });
});
