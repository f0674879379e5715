import { describe, expect, it } from 'vitest';
import {
  declarePath,
  declaredPathCoverage,
  declaredPathProblems,
} from '../../machines/declared-path';
import { orderMachine } from './order-machine';

const save = 'xstate.done.actor.0.order.saving';

describe('coverage of declared (e2e) paths', () => {
  it('counts the states passed and the transitions taken, an event sent to a state that ignores it counting for nothing', () => {
    const empty = declarePath('order', 'empty order', [
      { event: { type: 'order.submit' }, state: 'rejected' },
    ]);
    const large = declarePath('order', 'large order', [
      { event: { type: 'order.add', items: 9 }, state: 'draft' },
      { event: { type: 'order.submit' }, state: 'saving' },
      // Saving handles no order.add: nothing is taken.
      { event: { type: 'order.add', items: 2 }, state: 'saving' },
      { event: { type: save }, state: 'review' },
    ]);
    const { paths, coverage } = declaredPathCoverage(orderMachine, [empty, large]);
    expect(paths).toBe(2);
    expect([...coverage.transitions].sort()).toEqual([
      'order.draft:order.add:0',
      'order.draft:order.submit:0',
      'order.draft:order.submit:1',
      `order.saving:${save}:0`,
      'order.sorting::0',
    ]);
    // sorting is passed on the way to review (eventless), not rested in.
    expect([...coverage.states].sort()).toEqual([
      'order.draft',
      'order.rejected',
      'order.review',
      'order.saving',
      'order.sorting',
    ]);
  });

  it('covers nothing when no spec walks the machine', () => {
    const { paths, coverage } = declaredPathCoverage(orderMachine, []);
    expect(paths).toBe(0);
    expect(coverage.transitions.size).toBe(0);
    expect(coverage.states.size).toBe(0);
  });
});

describe('a declared path checked against its machine', () => {
  it('has no problems when every step reaches the state it names', () => {
    const path = declarePath('order', 'small order', [
      { event: { type: 'order.add', items: 2 }, state: 'draft' },
      { event: { type: 'order.submit' }, state: 'saving' },
      { event: { type: save }, state: 'placed' },
    ]);
    expect(declaredPathProblems(orderMachine, path)).toEqual([]);
  });

  it('names an unknown event, an unknown state and a step that ends elsewhere', () => {
    const path = declarePath('order', 'wrong', [
      { event: { type: 'order.pay' }, state: 'draft' },
      { event: { type: 'order.submit' }, state: 'shipped' },
      { event: { type: 'order.add', items: 2 }, state: 'draft' },
    ]);
    expect(declaredPathProblems(orderMachine, path)).toEqual([
      'wrong, step 1 (order.pay): the machine has no such event',
      'wrong, step 2 (order.submit): the machine has no state shipped',
      'wrong, step 2 (order.submit): the machine is in rejected, the test expects shipped',
      'wrong, step 3 (order.add): the machine is in rejected, the test expects draft',
    ]);
  });
});
