import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import type {
  EventCorrectionEvent,
  EventCorrectionKind,
  EventCorrectionState,
} from '../machines/event-correction.machine';
import { expectation, type MachineModel } from './machine-model';
import { modelPaths, type ModelPath } from './path-runner';

/**
 * What a rollback or refresh run must do, written by hand from issue 21 and spec §4/§5/§8 (not
 * read from the machine): a preview needs a chosen event (a refresh none), never a transaction
 * code configuration event, and soft rollback or refresh only for a user the flag allows (a
 * cancel-correct needs its call and no flag); a confirmation needs a preview that touches an
 * event and carries the same token as the ledger now; the run ends done or failed, and both lead back to choosing. An event a state does not
 * list is refused there (the server answers 400/403/409).
 */
type Expected = {
  state: EventCorrectionState;
  kind: EventCorrectionKind | null;
  fromEventId: string | null;
  mayRollBack: boolean;
  softAllowed: boolean;
  token: string | null;
  eventCount: number;
  doneCount: number;
  message: string | null;
};

const start: Expected = {
  state: 'choosing',
  kind: null,
  fromEventId: null,
  mayRollBack: true,
  softAllowed: false,
  token: null,
  eventCount: 0,
  doneCount: 0,
  message: null,
};

const clearedRun = { token: null, eventCount: 0, doneCount: 0, message: null };

const previewAllowed = (x: Expected) =>
  x.kind !== null &&
  (x.kind === 'refresh' || x.fromEventId !== null) &&
  (x.kind === 'refresh' || x.mayRollBack) &&
  (x.kind === 'hard_rollback' || x.kind === 'cancel_correct' || x.softAllowed);

/** The expected run after `event`, or null when the state refuses it. */
function step(x: Expected, e: EventCorrectionEvent): Expected | null {
  switch (x.state) {
    case 'choosing':
      if (e.type === 'event_correction.choose')
        return {
          ...x,
          kind: e.kind,
          fromEventId: e.fromEventId,
          mayRollBack: e.fromEventMayRollBack,
          softAllowed: e.softAllowed,
        };
      if (e.type === 'event_correction.preview' && previewAllowed(x))
        return { ...x, ...clearedRun, state: 'previewing' };
      return null;
    case 'previewing':
      if (e.type === 'event_correction.previewed')
        return { ...x, token: e.token, eventCount: e.eventCount };
      if (e.type === 'event_correction.back') return { ...x, ...clearedRun, state: 'choosing' };
      if (
        e.type === 'event_correction.confirm' &&
        x.token !== null &&
        x.eventCount > 0 &&
        e.token === x.token
      )
        return { ...x, state: 'confirmed' };
      return null;
    case 'confirmed':
      if (e.type === 'event_correction.start') return { ...x, state: 'running' };
      // Refused by the server: back to the preview, which must be made again.
      if (e.type === 'event_correction.refuse')
        return { ...x, state: 'previewing', token: null, eventCount: 0, message: e.message };
      return null;
    case 'running':
      if (e.type === 'event_correction.progress') return { ...x, doneCount: e.doneCount };
      if (e.type === 'event_correction.done') return { ...x, state: 'done' };
      if (e.type === 'event_correction.fail') return { ...x, state: 'failed', message: e.message };
      return null;
    case 'done':
    case 'failed':
      return e.type === 'event_correction.reset'
        ? { ...x, ...clearedRun, state: 'choosing' }
        : null;
  }
}

const expectedAfter = (x: Expected, e: EventObject) => step(x, e as EventCorrectionEvent) ?? x;

/** What each state must answer to: tried after every step of every path. */
const probes: EventCorrectionEvent[] = [
  { type: 'event_correction.preview' },
  { type: 'event_correction.back' },
  { type: 'event_correction.confirm', token: 'token-1' },
  { type: 'event_correction.start' },
  { type: 'event_correction.refuse', message: 'stale' },
  { type: 'event_correction.done' },
  { type: 'event_correction.reset' },
  { type: 'event_correction.progress', doneCount: 3 },
  { type: 'event_correction.previewed', token: 'token-9', eventCount: 1 },
];

/** Replays one path on `machine`, checking state, context and accepted events at each step. */
export function replayEventCorrectionPath(machine: AnyStateMachine, path: ModelPath): void {
  let [snapshot] = initialTransition(machine, {});
  let expected = start;
  const check = (where: string) => {
    expectation(
      snapshot.value === expected.state,
      `${where}: state`,
      expected.state,
      snapshot.value,
    );
    const c = snapshot.context as Record<string, unknown>;
    const actual = {
      kind: c.kind,
      fromEventId: c.fromEventId,
      mayRollBack: c.fromEventMayRollBack,
      softAllowed: c.softAllowed,
      token: c.previewToken,
      eventCount: c.eventCount,
      doneCount: c.doneCount,
      message: c.message,
    };
    const { state: _state, ...want } = expected;
    expectation(JSON.stringify(actual) === JSON.stringify(want), `${where}: context`, want, actual);
    for (const probe of probes) {
      const want = step(expected, probe) !== null;
      expectation(snapshot.can(probe) === want, `${where}: ${probe.type} accepted`, want, !want);
    }
  };
  check('at the start');
  path.events.forEach((event, index) => {
    [snapshot] = transition(machine, snapshot, event);
    expected = expectedAfter(expected, event);
    check(`after step ${index + 1} (${event.type})`);
  });
  expectation(
    expected.state === path.target,
    'the path ends where it was generated to',
    path.target,
    expected.state,
  );
}

const choose = (
  kind: EventCorrectionKind,
  fromEventId: string | null,
  fromEventMayRollBack = true,
  softAllowed = true,
): EventCorrectionEvent => ({
  type: 'event_correction.choose',
  kind,
  fromEventId,
  fromEventMayRollBack,
  softAllowed,
});
const handPath = (name: string, events: EventCorrectionEvent[], target: EventCorrectionState) => ({
  name,
  events,
  target,
});

/** The runs the issue names, besides the generated shortest paths. */
export const eventCorrectionHandPaths: ModelPath[] = [
  handPath(
    'soft rollback from the latest call, confirmed, done, then a refresh that fails ⇒ failed',
    [
      choose('soft_rollback', 'call-2'),
      { type: 'event_correction.preview' },
      { type: 'event_correction.previewed', token: 'token-1', eventCount: 1 },
      { type: 'event_correction.confirm', token: 'token-1' },
      { type: 'event_correction.start' },
      { type: 'event_correction.done' },
      { type: 'event_correction.reset' },
      choose('refresh', null),
      { type: 'event_correction.preview' },
      { type: 'event_correction.previewed', token: 'token-2', eventCount: 3 },
      { type: 'event_correction.confirm', token: 'token-2' },
      { type: 'event_correction.start' },
      { type: 'event_correction.progress', doneCount: 1 },
      { type: 'event_correction.fail', message: 'Unable to refresh event.', failedEventId: 'e-2' },
    ],
    'failed',
  ),
  handPath(
    'a stale token is refused, the preview is made again and confirmed ⇒ running',
    [
      choose('hard_rollback', 'call-1', true, false),
      { type: 'event_correction.preview' },
      { type: 'event_correction.previewed', token: 'token-1', eventCount: 2 },
      { type: 'event_correction.confirm', token: 'stale-token' },
      { type: 'event_correction.previewed', token: 'token-3', eventCount: 2 },
      { type: 'event_correction.confirm', token: 'token-3' },
      {
        type: 'event_correction.refuse',
        message: 'The ledger changed since this preview was made',
      },
      { type: 'event_correction.confirm', token: 'token-3' },
      { type: 'event_correction.previewed', token: 'token-4', eventCount: 2 },
      { type: 'event_correction.confirm', token: 'token-4' },
      { type: 'event_correction.start' },
    ],
    'running',
  ),
  handPath(
    'without the flag soft rollback is refused, hard is allowed; back clears the preview ⇒ choosing',
    [
      choose('soft_rollback', 'call-1', true, false),
      { type: 'event_correction.preview' },
      choose('refresh', null, true, false),
      { type: 'event_correction.preview' },
      choose('hard_rollback', 'call-1', true, false),
      { type: 'event_correction.preview' },
      { type: 'event_correction.previewed', token: 'token-1', eventCount: 0 },
      { type: 'event_correction.confirm', token: 'token-1' },
      { type: 'event_correction.back' },
    ],
    'choosing',
  ),
  handPath(
    'cancel-correct of a call without the flag: previewed, confirmed, done ⇒ done',
    [
      choose('cancel_correct', null, true, false),
      { type: 'event_correction.preview' },
      choose('cancel_correct', 'call-1', true, false),
      { type: 'event_correction.preview' },
      { type: 'event_correction.previewed', token: 'token-1', eventCount: 2 },
      { type: 'event_correction.confirm', token: 'token-1' },
      { type: 'event_correction.start' },
      { type: 'event_correction.done' },
    ],
    'done',
  ),
];

export const eventCorrectionModel: MachineModel = {
  name: 'eventCorrection',
  paths: [
    ...modelPaths(
      machineRegistry.eventCorrection.machine,
      machineRegistry.eventCorrection.sampleEvents,
    ),
    ...eventCorrectionHandPaths,
  ],
  replay: replayEventCorrectionPath,
};
