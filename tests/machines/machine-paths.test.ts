import { describe, expect, it } from 'vitest';
import { durationLabel, eventLabel, guardLabel, words } from '../../machines/machine-labels';
import { machinePaths, pathStep, replayPath } from '../../machines/machine-paths';
import { closingMachine } from '../../machines/closing.machine';
import { modelTestModel } from '../../model-tests/model-test-paths';
import {
  filterPaths,
  machineStates,
  machineTransitions,
  pathCoverage,
  transitionCoverPaths,
} from '../../machines/path-coverage';
import { pathsToGherkin, pathsToJson, pathsToPlaywright } from '../../machines/path-export';
import { transferMachine } from '../../machines/transfer.machine';
import { orderMachine, orderSampleEvents } from './order-machine';

const shortest = machinePaths(orderMachine, 'shortest', { sampleEvents: orderSampleEvents });
const order = { name: 'order', id: 'order', title: 'Order' };
const processEvent = (due: boolean) => ({ type: 'transfer.process', due });

describe('human labels', () => {
  it('names events from the machine meta, delays by their value and actors by meta or source', () => {
    expect(eventLabel(orderMachine, 'order.submit')).toBe('Buyer submits');
    expect(eventLabel(orderMachine, 'order.add')).toBe('order.add');
    expect(eventLabel(orderMachine, 'xstate.after.reminder.order.draft')).toBe('after 5 minutes');
    expect(eventLabel(orderMachine, 'xstate.done.actor.0.order.saving')).toBe(
      'when the save finishes',
    );
    expect(eventLabel(orderMachine, 'xstate.error.actor.0.order.saving')).toBe(
      'when the save fails',
    );
    expect(eventLabel(orderMachine, '')).toBe('immediately');
  });

  it('reads durations and unnamed guards in words', () => {
    expect(durationLabel(100)).toBe('100 ms');
    expect(durationLabel(5000)).toBe('5 seconds');
    expect(durationLabel(1000)).toBe('1 second');
    expect(durationLabel(14 * 60_000)).toBe('14 minutes');
    expect(durationLabel(1500)).toBe('1.5 seconds');
    expect(words('signInPassword')).toBe('sign in password');
    expect(guardLabel(orderMachine, 'hasItems')).toBe('has at least one item');
    expect(guardLabel(orderMachine, { type: 'large' })).toBe('large');
  });

  it('labels every transition, the unguarded fallback after guarded ones as "otherwise"', () => {
    expect(machineTransitions(orderMachine).map((t) => [t.key, t.label])).toEqual([
      ['order.draft:order.add:0', 'order.add'],
      ['order.draft:order.submit:0', 'Buyer submits [has at least one item]'],
      ['order.draft:order.submit:1', 'Buyer submits [otherwise]'],
      ['order.draft:xstate.after.reminder.order.draft:0', 'after 5 minutes'],
      ['order.saving:xstate.done.actor.0.order.saving:0', 'when the save finishes'],
      ['order.saving:xstate.error.actor.0.order.saving:0', 'when the save fails'],
      ['order.sorting::0', 'immediately [large]'],
      ['order.sorting::1', 'immediately [otherwise]'],
    ]);
  });
});

describe('paths with guard outcomes', () => {
  it('says why two paths with the same events end apart: the payload and the guard that held', () => {
    const [review] = filterPaths(shortest, { target: 'order.review' });
    const [placed] = filterPaths(shortest, { target: 'order.placed' });
    const events = ['order.add', 'order.submit', 'xstate.done.actor.0.order.saving'];
    expect(review?.events).toEqual(events);
    expect(placed?.events).toEqual(events);
    expect(review?.steps[0]?.event).toEqual({ type: 'order.add', items: 9 });
    expect(placed?.steps[0]?.event).toEqual({ type: 'order.add', items: 2 });
    // The save's completion takes the done transition, then the eventless one the guard picks.
    expect(review?.steps[2]?.transitions.map((t) => [t.key, t.guard?.name, t.refused])).toEqual([
      ['order.saving:xstate.done.actor.0.order.saving:0', undefined, []],
      ['order.sorting::0', 'large', []],
    ]);
    expect(placed?.steps[2]?.transitions.map((t) => [t.key, t.guard?.name, t.refused])).toEqual([
      ['order.saving:xstate.done.actor.0.order.saving:0', undefined, []],
      ['order.sorting::1', undefined, [{ name: 'large', label: 'large' }]],
    ]);
    expect(placed?.steps[2]?.transitions[1]?.eventless).toBe(true);
    expect(review?.steps.map((s) => [s.from, s.to])).toEqual([
      ['draft', 'draft'],
      ['draft', 'saving'],
      ['saving', 'review'],
    ]);
  });

  it('names the guard that did not hold when the fallback was taken', () => {
    const [rejected] = filterPaths(shortest, { target: 'order.rejected' });
    expect(rejected?.steps).toHaveLength(1);
    expect(rejected?.steps[0]?.transitions).toEqual([
      {
        key: 'order.draft:order.submit:1',
        label: 'Buyer submits [otherwise]',
        source: 'order.draft',
        targets: ['order.rejected'],
        refused: [{ name: 'hasItems', label: 'has at least one item' }],
        eventless: false,
      },
    ]);
  });

  it('names the guards that blocked an event that changed nothing (the transfer machine)', () => {
    const draft = transferMachine.resolveState({ value: 'draft', context: { transfereeCount: 0 } });
    const step = pathStep(transferMachine, draft, processEvent(true));
    expect(step.transitions).toEqual([]);
    expect(step.blocked).toEqual([
      { name: 'readyNow', label: 'has transferees and its date has come' },
    ]);
    expect(step.to).toBe('draft');
    const scheduled = transferMachine.resolveState({
      value: 'scheduled',
      context: { transfereeCount: 2 },
    });
    const due = pathStep(transferMachine, scheduled, processEvent(true));
    expect([due.to, due.transitions[0]?.guard?.name]).toEqual(['processed', 'due']);
    const notDue = pathStep(transferMachine, scheduled, processEvent(false));
    expect([notDue.to, notDue.blocked]).toEqual([
      'scheduled',
      [{ name: 'due', label: 'its date has come' }],
    ]);
  });
});

describe('coverage, filters and transition-coverage paths', () => {
  it('the shortest paths take every transition and reach every state', () => {
    const coverage = pathCoverage(shortest);
    expect([...coverage.transitions].sort()).toEqual(
      machineTransitions(orderMachine)
        .map((t) => t.key)
        .sort(),
    );
    expect([...coverage.states].sort()).toEqual([...machineStates(orderMachine)].sort());
  });

  it('counts only transitions taken: a path that stays in draft covers no submit', () => {
    const [rejected] = filterPaths(shortest, { target: 'order.rejected' });
    const coverage = pathCoverage(rejected ? [rejected] : []);
    expect([...coverage.transitions]).toEqual(['order.draft:order.submit:1']);
    expect([...coverage.states].sort()).toEqual(['order.draft', 'order.rejected']);
  });

  it('filters by target, by a transition and by an event', () => {
    // The second has more than 5 items: a state apart for the `large` guard (pathContext).
    expect(
      filterPaths(shortest, { target: 'order.reminded' }).map((p) => p.steps.map((s) => s.event)),
    ).toEqual([
      [{ type: 'xstate.after.reminder.order.draft' }],
      [{ type: 'order.add', items: 9 }, { type: 'xstate.after.reminder.order.draft' }],
    ]);
    expect(filterPaths(shortest, { transition: 'order.sorting::0' }).map((p) => p.target)).toEqual([
      'review',
    ]);
    expect(filterPaths(shortest, { event: 'order.submit', target: 'order.draft' })).toHaveLength(2);
  });

  it('greedy cover: 5 paths take all 8 transitions, the most new ones first, then the shorter', () => {
    const cover = transitionCoverPaths(shortest);
    expect(cover.map((p) => p.target)).toEqual([
      'placed',
      'rejected',
      'reminded',
      'draft',
      'review',
    ]);
    expect(pathCoverage(cover).transitions.size).toBe(8);
    expect(machinePaths(orderMachine, 'cover', { sampleEvents: orderSampleEvents })).toHaveLength(
      5,
    );
  });
});

describe('exports', () => {
  const chosen = [
    ...filterPaths(shortest, { target: 'order.review' }),
    ...filterPaths(shortest, { target: 'order.rejected' }),
  ];

  it('Gherkin: one scenario per path, each step with its payload and the guards behind it', () => {
    expect(pathsToGherkin(order, chosen)).toBe(
      [
        'Feature: Order workflow (order)',
        '  Paths generated from the order machine; each step names its event with its',
        '  sample payload and the guards that decided where it went.',
        '',
        '  Scenario: P1 ends in review',
        '    Given the workflow is in "draft"',
        '    When order.add with {"items":9}',
        '    Then the workflow is in "draft"',
        '    When Buyer submits [order.submit]',
        '    And "has at least one item" holds (hasItems)',
        '    Then the workflow is in "saving"',
        '    When the save finishes [xstate.done.actor.0.order.saving]',
        '    And "large" holds (large)',
        '    Then the workflow is in "review"',
        '',
        '  Scenario: P2 ends in rejected',
        '    Given the workflow is in "draft"',
        '    When Buyer submits [order.submit]',
        '    And "has at least one item" does not hold (hasItems)',
        '    Then the workflow is in "rejected"',
        '',
      ].join('\n'),
    );
  });

  it('JSON follows the documented schema: ids, events with payloads, transitions, guards', () => {
    const json = JSON.parse(pathsToJson(order, 'shortest', chosen)) as {
      schema: string;
      kind: string;
      paths: {
        id: string;
        target: string;
        steps: {
          event: { type: string; payload: object };
          transitions: { key: string; guard?: { name: string } }[];
        }[];
      }[];
    };
    expect(json.schema).toBe('fund-admin/machine-paths/v1');
    expect(json.kind).toBe('shortest');
    expect(json.paths.map((p) => [p.id, p.target])).toEqual([
      ['P1', 'review'],
      ['P2', 'rejected'],
    ]);
    expect(json.paths[0]?.steps[0]?.event).toEqual({ type: 'order.add', payload: { items: 9 } });
    expect(json.paths[0]?.steps[2]?.transitions[1]).toMatchObject({
      key: 'order.sorting::0',
      guard: { name: 'large' },
    });
  });

  it('Playwright: one test.fixme per path with a step per event', () => {
    const spec = pathsToPlaywright(order, chosen);
    expect(spec.match(/test\.fixme\(/g)).toHaveLength(2);
    expect(spec.match(/await test\.step\(/g)).toHaveLength(4);
    expect(spec).toContain('test.fixme("P2 ends in rejected"');
    expect(spec).toContain('// Guard: "has at least one item" does not hold (hasItems)');
  });
});

describe("coverage by the model tests' own paths", () => {
  it('a replayed event list gives the same steps as the generated path', () => {
    const [review] = filterPaths(shortest, { target: 'order.review' });
    const replayed = replayPath(orderMachine, review?.steps.map((s) => s.event) ?? []);
    expect(replayed.target).toBe('review');
    expect(replayed.steps).toEqual(review?.steps);
  });

  it('the closing model test (hand-written expectations) takes all 7 closing transitions', () => {
    const paths = modelTestModel('closing').paths.map((p) => replayPath(closingMachine, p.events));
    const coverage = pathCoverage(paths);
    expect(coverage.transitions.size).toBe(7);
    expect(machineTransitions(closingMachine)).toHaveLength(7);
    // One refused event changes nothing and covers nothing: submit without commitments.
    const refused = replayPath(closingMachine, [{ type: 'closing.submit' }]);
    expect(pathCoverage([refused]).transitions.size).toBe(0);
    expect(refused.steps[0]?.blocked).toEqual([
      { name: 'hasCommitments', label: 'has at least one commitment' },
    ]);
  });
});
