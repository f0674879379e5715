import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import type { WaterfallRunEvent } from '../machines/waterfall-run.machine';
import { expectation, type MachineModel } from './machine-model';
import { modelPaths, type ModelPath } from './path-runner';

/**
 * What a waterfall run must do, written by hand from issue 18 and spec §4/§8 (not read from
 * the machine): where each reported job status or user doing leads from each state; an event
 * a state does not list is refused there (the server answers 409). The model test, the view
 * test and the mutation check hold the machine to it.
 */
export type WaterfallRunModelState =
  'idle' | 'queued' | 'running' | 'succeeded' | 'failed' | 'retried';
type Expected = { state: WaterfallRunModelState; attempts: number };

export const waterfallRunNext: Record<
  WaterfallRunModelState,
  Partial<Record<WaterfallRunEvent['type'], WaterfallRunModelState>>
> = {
  idle: { 'waterfall_run.queued': 'queued', 'waterfall_run.inputs_change': 'idle' },
  queued: { 'waterfall_run.running': 'running', 'waterfall_run.failed': 'failed' },
  running: {
    'waterfall_run.succeeded': 'succeeded',
    'waterfall_run.failed': 'failed',
    // A job cut off by a restart is run again.
    'waterfall_run.retry': 'retried',
  },
  // Run again after a success; an edit makes the stored results stale.
  succeeded: { 'waterfall_run.queued': 'queued', 'waterfall_run.inputs_change': 'idle' },
  // The draft stays editable after a failure; retry asks again.
  failed: { 'waterfall_run.retry': 'retried', 'waterfall_run.inputs_change': 'idle' },
  retried: {
    'waterfall_run.queued': 'queued',
    'waterfall_run.running': 'running',
    'waterfall_run.failed': 'failed',
  },
};

/** The tags each state must carry, by hand: the loader, editing, results, the failure alert. */
export const waterfallRunTags: Record<WaterfallRunModelState, string[]> = {
  idle: ['editable'],
  queued: ['busy'],
  running: ['busy'],
  succeeded: ['editable', 'results'],
  failed: ['editable', 'failure'],
  retried: ['busy'],
};
const allTags = ['busy', 'editable', 'results', 'failure'];

const probes: WaterfallRunEvent[] = [
  { type: 'waterfall_run.queued' },
  { type: 'waterfall_run.running' },
  { type: 'waterfall_run.succeeded' },
  { type: 'waterfall_run.failed' },
  { type: 'waterfall_run.retry' },
  { type: 'waterfall_run.inputs_change' },
];

const accepts = (expected: Expected, event: EventObject) =>
  event.type in waterfallRunNext[expected.state];

function step(expected: Expected, event: EventObject): Expected {
  if (!accepts(expected, event)) return expected;
  const type = event.type as WaterfallRunEvent['type'];
  return {
    state: waterfallRunNext[expected.state][type]!,
    // Each start of the job counts an attempt (a retry that starts counts one more).
    attempts: expected.attempts + (type === 'waterfall_run.running' ? 1 : 0),
  };
}

/** Replays one path on `machine`, checking every step against the expectations above. */
export function replayWaterfallRunPath(machine: AnyStateMachine, path: ModelPath): void {
  let [snapshot] = initialTransition(machine, {});
  let expected: Expected = { state: 'idle', attempts: 0 };
  const check = (where: string) => {
    expectation(
      snapshot.value === expected.state,
      `${where}: state`,
      expected.state,
      snapshot.value,
    );
    expectation(
      snapshot.context.attempts === expected.attempts,
      `${where}: attempts`,
      expected.attempts,
      snapshot.context.attempts,
    );
    for (const tag of allTags) {
      const want = waterfallRunTags[expected.state].includes(tag);
      expectation(snapshot.hasTag(tag) === want, `${where}: tag ${tag}`, want, !want);
    }
    for (const probe of probes) {
      const want = accepts(expected, probe);
      expectation(snapshot.can(probe) === want, `${where}: ${probe.type} accepted`, want, !want);
    }
  };
  check('at the start');
  path.events.forEach((event, index) => {
    [snapshot] = transition(machine, snapshot, event);
    expected = step(expected, event);
    check(`after step ${index + 1} (${event.type})`);
  });
  expectation(
    expected.state === path.target,
    'the path ends where it was generated to',
    path.target,
    expected.state,
  );
}

/** The hand state machine's view of a path: the state after each event (for the view test). */
export function expectedWaterfallRunStates(events: EventObject[]): WaterfallRunModelState[] {
  let expected: Expected = { state: 'idle', attempts: 0 };
  return events.map((event) => (expected = step(expected, event)).state);
}

/**
 * Paths the generator leaves out (an edit before any run keeps idle: a transition with no
 * target and no action) and the ones the issue names: a failure retried to success, and a
 * job cut off by a restart that completes once.
 */
const handPath = (name: string, events: WaterfallRunEvent[], target: WaterfallRunModelState) => ({
  name,
  events,
  target,
});
export const waterfallRunHandPaths: ModelPath[] = [
  handPath(
    'an edit before any run stays idle, then runs ⇒ succeeded',
    [
      { type: 'waterfall_run.inputs_change' },
      { type: 'waterfall_run.queued' },
      { type: 'waterfall_run.running' },
      { type: 'waterfall_run.succeeded' },
    ],
    'succeeded',
  ),
  handPath(
    'a failed run is retried and succeeds on its second attempt ⇒ succeeded',
    [
      { type: 'waterfall_run.queued' },
      { type: 'waterfall_run.running' },
      { type: 'waterfall_run.failed' },
      { type: 'waterfall_run.retry' },
      { type: 'waterfall_run.queued' },
      { type: 'waterfall_run.running' },
      { type: 'waterfall_run.succeeded' },
    ],
    'succeeded',
  ),
  handPath(
    'a job cut off by a restart runs again and completes once ⇒ succeeded',
    [
      { type: 'waterfall_run.queued' },
      { type: 'waterfall_run.running' },
      { type: 'waterfall_run.retry' },
      { type: 'waterfall_run.running' },
      { type: 'waterfall_run.succeeded' },
      // A late report of the finished job changes nothing.
      { type: 'waterfall_run.succeeded' },
    ],
    'succeeded',
  ),
  handPath(
    'edits are refused while the run is on, accepted once it failed ⇒ idle',
    [
      { type: 'waterfall_run.queued' },
      { type: 'waterfall_run.inputs_change' },
      { type: 'waterfall_run.running' },
      { type: 'waterfall_run.inputs_change' },
      { type: 'waterfall_run.failed' },
      { type: 'waterfall_run.inputs_change' },
    ],
    'idle',
  ),
];

export const waterfallRunModel: MachineModel = {
  name: 'waterfallRun',
  paths: [...modelPaths(machineRegistry.waterfallRun.machine), ...waterfallRunHandPaths],
  replay: replayWaterfallRunPath,
};
