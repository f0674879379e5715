import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  availableFeeChargeEventActions,
  feeChargeEventMachine,
  feeChargeEventPublishRefusals,
} from '../machines/fee-charge-event.machine';
import { machineRegistry } from '../machines';
import { feeChargeEventModel } from './fee-charge-event.model';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

/** Where each event leads, written by hand from spec §4 and issue 20 (not read from the machine). */
const expectedAfter = (
  state: string,
  event: { type: string; userId?: string; reconciles?: boolean },
  facts: { reconciles: boolean; preparedBy: string | null },
): string => {
  if (state !== 'draft') return state;
  if (event.type === 'fee_charge_event.delete') return 'deleted';
  if (event.type === 'fee_charge_event.publish')
    return facts.reconciles && event.userId !== facts.preparedBy ? 'published' : 'draft';
  return 'draft';
};

describe('fee charge event machine: generated paths against hand-written expectations', () => {
  const entry = machineRegistry.feeChargeEvent;
  const paths = modelPaths(entry.machine, entry.sampleEvents);

  it('take every transition of the machine', () => {
    const covered = coveredTransitions(feeChargeEventMachine, paths);
    for (const key of transitionsOf(feeChargeEventMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('model: %s', (_name, path) => {
    // States, accepted events, tags and facts at every step (fee-charge-event.model), the
    // table check:machines runs on every mutant.
    feeChargeEventModel.replay(feeChargeEventMachine, path);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_name, path) => {
    let snapshot = feeChargeEventMachine.resolveState({
      value: 'draft',
      context: { reconciles: false, preparedBy: null, preparerMayApprove: false },
    });
    let state = 'draft';
    const facts = { reconciles: false, preparedBy: null as string | null };
    for (const event of path.events as { type: string; userId?: string; reconciles?: boolean }[]) {
      state = expectedAfter(state, event, facts);
      if (state === 'draft' && event.type === 'fee_charge_event.inputs_change') {
        facts.reconciles = event.reconciles ?? false;
        facts.preparedBy = event.userId ?? null;
      }
      [snapshot] = transition(feeChargeEventMachine, snapshot, event as never);
      expect(snapshot.value, `${event.type}`).toBe(state);
    }
  });
});

describe('fee charge event actions for the wizard', () => {
  const ready = { reconciles: true, preparedBy: 'u-prep' };
  it('offers publish to another user only, and to the preparer when the customer allows it', () => {
    expect(availableFeeChargeEventActions('draft', ready, 'u-approver')).toEqual([
      'publish',
      'delete',
    ]);
    expect(availableFeeChargeEventActions('draft', ready, 'u-prep')).toEqual(['delete']);
    expect(
      availableFeeChargeEventActions('draft', { ...ready, preparerMayApprove: true }, 'u-prep'),
    ).toEqual(['publish', 'delete']);
  });
  it('names what blocks publishing, and offers nothing once published', () => {
    expect(feeChargeEventPublishRefusals({ reconciles: false, preparedBy: 'u' }, 'u')).toEqual([
      'reconciles',
      'approverMayPublish',
    ]);
    expect(availableFeeChargeEventActions('published', ready, 'u-approver')).toEqual([]);
  });
});
