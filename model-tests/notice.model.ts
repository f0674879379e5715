import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import type { NoticeMachineEvent } from '../machines/notice.machine';
import { expectation, type MachineModel } from './machine-model';
import { modelPaths, type ModelPath } from './path-runner';

/**
 * What one LP's notice must do, written by hand from spec §4 (notice status) and issue 19, not
 * read from the machine: the model test and the mutation check hold the machine to it.
 */
type State =
  'not_started' | 'generating' | 'successful_generation' | 'failed_generation' | 'out_of_date';

/** Where each event leads from each state; an event a state does not list is refused there. */
const next: Record<State, Partial<Record<NoticeMachineEvent['type'], State>>> = {
  // Nothing was generated, so a change to the event leaves nothing out of date.
  not_started: { 'notice.generate': 'generating' },
  // Generating again while the job runs is refused; the event changing under it is not.
  generating: {
    'notice.generated': 'successful_generation',
    'notice.fail': 'failed_generation',
    'notice.event_change': 'out_of_date',
  },
  successful_generation: { 'notice.generate': 'generating', 'notice.event_change': 'out_of_date' },
  failed_generation: { 'notice.generate': 'generating', 'notice.event_change': 'out_of_date' },
  out_of_date: { 'notice.generate': 'generating' },
};

/** Spec §4: an out-of-date or failed notice keeps the capital event from being finalized. */
const blocksFinalize: Record<State, boolean> = {
  not_started: false,
  generating: false,
  successful_generation: false,
  failed_generation: true,
  out_of_date: true,
};

/** Every event the notice can be sent, asked of every state. */
const probes: NoticeMachineEvent[] = [
  { type: 'notice.generate' },
  { type: 'notice.generated' },
  { type: 'notice.fail' },
  { type: 'notice.event_change' },
];

const step = (state: State, event: EventObject): State =>
  next[state][event.type as NoticeMachineEvent['type']] ?? state;

/** Replays one path on `machine`, checking every step against the hand-written expectations. */
export function replayNoticePath(machine: AnyStateMachine, path: ModelPath): void {
  let [snapshot] = initialTransition(machine);
  let expected: State = 'not_started';
  const check = (where: string) => {
    expectation(snapshot.value === expected, `${where}: state`, expected, snapshot.value);
    const blocks = snapshot.hasTag('blocks_finalize');
    expectation(
      blocks === blocksFinalize[expected],
      `${where}: blocks finalize`,
      blocksFinalize[expected],
      blocks,
    );
    for (const probe of probes) {
      const want = probe.type in next[expected];
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
    expected === path.target,
    'the path ends where it was generated to',
    path.target,
    expected,
  );
}

const handPath = (name: string, events: NoticeMachineEvent[], target: State): ModelPath => ({
  name,
  events,
  target,
});

/** The stories of issue 19 the generator does not pick as shortest paths. */
export const noticeHandPaths: ModelPath[] = [
  handPath(
    'generated, the call edited, regenerated ⇒ successful_generation',
    [
      { type: 'notice.generate' },
      { type: 'notice.generated' },
      { type: 'notice.event_change' },
      { type: 'notice.generate' },
      { type: 'notice.generated' },
    ],
    'successful_generation',
  ),
  handPath(
    'a failed job, generated again ⇒ successful_generation',
    [
      { type: 'notice.generate' },
      { type: 'notice.fail' },
      { type: 'notice.generate' },
      { type: 'notice.generated' },
    ],
    'successful_generation',
  ),
  handPath(
    'a second generate while one runs is refused ⇒ generating',
    [{ type: 'notice.generate' }, { type: 'notice.generate' }],
    'generating',
  ),
  handPath(
    'an edit before any generation leaves nothing out of date ⇒ not_started',
    [{ type: 'notice.event_change' }],
    'not_started',
  ),
];

export const noticeModel: MachineModel = {
  name: 'notice',
  paths: [...modelPaths(machineRegistry.notice.machine), ...noticeHandPaths],
  replay: replayNoticePath,
};
