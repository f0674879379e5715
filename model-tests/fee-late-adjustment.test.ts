import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../machines';
import {
  availableFeeLateAdjustmentActions,
  feeLateAdjustmentApplyRefusals,
  feeLateAdjustmentMachine,
} from '../machines/fee-late-adjustment.machine';
import { feeLateAdjustmentModel } from './fee-late-adjustment.model';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

type Sample = { type: string; userId?: string; reconciles?: boolean; itemCount?: number };
type Facts = { itemCount: number; reconciles: boolean; updatedBy: string | null };

/** Where each event leads, written by hand from spec §4 and issue 20 (not read from the machine). */
const expectedAfter = (state: string, event: Sample, facts: Facts): string => {
  if (state === 'discarded') return event.type === 'fee_late_adjustment.delete' ? 'deleted' : state;
  if (state !== 'draft') return state;
  if (event.type === 'fee_late_adjustment.delete') return 'deleted';
  if (event.type === 'fee_late_adjustment.discard') return 'discarded';
  if (event.type === 'fee_late_adjustment.apply')
    return facts.itemCount > 0 && facts.reconciles && event.userId !== facts.updatedBy
      ? 'applied'
      : 'draft';
  return 'draft';
};

describe('fee late adjustment machine: generated paths against hand-written expectations', () => {
  const entry = machineRegistry.feeLateAdjustment;
  const paths = modelPaths(entry.machine, entry.sampleEvents);

  it('take every transition of the machine and reach every state', () => {
    const covered = coveredTransitions(feeLateAdjustmentMachine, paths);
    for (const key of transitionsOf(feeLateAdjustmentMachine)) expect(covered, key).toContain(key);
    expect(new Set(paths.map((p) => p.target))).toEqual(
      new Set(['draft', 'applied', 'discarded', 'deleted']),
    );
  });

  it.each(paths.map((p) => [p.name, p] as const))('model: %s', (_name, path) => {
    // States, accepted events, tags and facts at every step (fee-late-adjustment.model), the
    // table check:machines runs on every mutant.
    feeLateAdjustmentModel.replay(feeLateAdjustmentMachine, path);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_name, path) => {
    let snapshot = feeLateAdjustmentMachine.resolveState({
      value: 'draft',
      context: {
        itemCount: 0,
        reconciles: false,
        createdBy: null,
        updatedBy: null,
        preparerMayApprove: false,
      },
    });
    let state = 'draft';
    const facts: Facts = { itemCount: 0, reconciles: false, updatedBy: null };
    for (const event of path.events as Sample[]) {
      state = expectedAfter(state, event, facts);
      if (state === 'draft' && event.type === 'fee_late_adjustment.items_change') {
        facts.itemCount = event.itemCount ?? 0;
        facts.reconciles = event.reconciles ?? false;
        facts.updatedBy = event.userId ?? null;
      }
      [snapshot] = transition(feeLateAdjustmentMachine, snapshot, event as never);
      expect(snapshot.value, event.type).toBe(state);
    }
  });
});

describe('fee late adjustment actions for the page and the server', () => {
  const ready = { itemCount: 1, reconciles: true, createdBy: 'u-maker', updatedBy: 'u-editor' };

  it('offers apply to neither preparer (creator nor last editor) unless the customer allows it', () => {
    expect(availableFeeLateAdjustmentActions('draft', ready, 'u-approver')).toEqual([
      'edit',
      'apply',
      'discard',
      'delete',
    ]);
    expect(availableFeeLateAdjustmentActions('draft', ready, 'u-maker')).toEqual([
      'edit',
      'discard',
      'delete',
    ]);
    expect(availableFeeLateAdjustmentActions('draft', ready, 'u-editor')).toEqual([
      'edit',
      'discard',
      'delete',
    ]);
    expect(
      availableFeeLateAdjustmentActions('draft', { ...ready, preparerMayApprove: true }, 'u-maker'),
    ).toEqual(['edit', 'apply', 'discard', 'delete']);
  });

  it('names every reason apply is refused, and offers only delete once discarded', () => {
    expect(
      feeLateAdjustmentApplyRefusals(
        { itemCount: 0, reconciles: false, createdBy: 'u', updatedBy: 'u' },
        'u',
      ),
    ).toEqual(['hasItems', 'reconciles', 'approverMayApply']);
    expect(feeLateAdjustmentApplyRefusals(ready, 'u-approver')).toEqual([]);
    expect(availableFeeLateAdjustmentActions('discarded', ready, 'u-approver')).toEqual(['delete']);
    expect(availableFeeLateAdjustmentActions('applied', ready, 'u-approver')).toEqual([]);
  });
});
