import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import type { EventCorrectionActorEvent } from '../machines/event-correction-samples';
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
 * event and carries the same token as the ledger now; the run ends done or failed, and both lead
 * back to choosing. The preview and the confirmation are requests (the machine's actors): a
 * refused preview goes back to choosing; a refused confirmation back to the preview, made again;
 * a rollback or cancel-correct ends with its confirmation, a refresh job runs on. An event a
 * state does not list is refused there (the server answers 400/403/409).
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

type AnyEvent = EventCorrectionEvent | EventCorrectionActorEvent;

/** The expected run after `event`, or null when the state refuses it. */
function step(x: Expected, e: AnyEvent): Expected | null {
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
      if (e.type === 'xstate.done.actor.preview')
        return { ...x, token: e.output.token, eventCount: e.output.eventCount };
      if (e.type === 'xstate.error.actor.preview')
        return { ...x, ...clearedRun, state: 'choosing' };
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
      if (e.type === 'xstate.done.actor.confirm')
        return e.output.state === 'running'
          ? { ...x, state: 'running' }
          : e.output.state === 'done'
            ? { ...x, state: 'done' }
            : { ...x, state: 'failed', message: e.output.message };
      // Refused by the server: back to the preview, which is made again.
      if (e.type === 'xstate.error.actor.confirm')
        return {
          ...x,
          state: 'previewing',
          token: null,
          eventCount: 0,
          message: (e.error as Error).message,
        };
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

const expectedAfter = (x: Expected, e: EventObject) => step(x, e as AnyEvent) ?? x;

/** The confirm actor's answer: the run as the server left it. */
function ran(state: 'running' | 'done' | 'failed', message: string | null = null) {
  return { state, message, failedEventId: state === 'failed' ? 'e-2' : null };
}
const previewed = (token: string, eventCount: number): AnyEvent => ({
  type: 'xstate.done.actor.preview',
  output: { token, eventCount },
});
const confirmedAs = (state: 'running' | 'done' | 'failed', message?: string): AnyEvent => ({
  type: 'xstate.done.actor.confirm',
  output: ran(state, message ?? null),
});
const refused = (message: string): AnyEvent => ({
  type: 'xstate.error.actor.confirm',
  error: new Error(message),
});

/** What each state must answer to: tried after every step of every path. */
const probes: AnyEvent[] = [
  { type: 'event_correction.preview' },
  { type: 'event_correction.back' },
  { type: 'event_correction.confirm', token: 'token-1' },
  { type: 'event_correction.done' },
  { type: 'event_correction.reset' },
  { type: 'event_correction.progress', doneCount: 3 },
  { type: 'xstate.done.actor.preview', output: { token: 'token-9', eventCount: 1 } },
  { type: 'xstate.error.actor.preview', error: new Error('refused') },
  { type: 'xstate.done.actor.confirm', output: ran('running') },
  { type: 'xstate.error.actor.confirm', error: new Error('stale') },
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
const handPath = (name: string, events: AnyEvent[], target: EventCorrectionState) => ({
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
      previewed('token-1', 1),
      { type: 'event_correction.confirm', token: 'token-1' },
      confirmedAs('done'),
      { type: 'event_correction.reset' },
      choose('refresh', null),
      { type: 'event_correction.preview' },
      previewed('token-2', 3),
      { type: 'event_correction.confirm', token: 'token-2' },
      confirmedAs('running'),
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
      previewed('token-1', 2),
      { type: 'event_correction.confirm', token: 'stale-token' },
      previewed('token-3', 2),
      { type: 'event_correction.confirm', token: 'token-3' },
      refused('The ledger changed since this preview was made'),
      { type: 'event_correction.confirm', token: 'token-3' },
      previewed('token-4', 2),
      { type: 'event_correction.confirm', token: 'token-4' },
      confirmedAs('running'),
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
      previewed('token-1', 0),
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
      previewed('token-1', 2),
      { type: 'event_correction.confirm', token: 'token-1' },
      confirmedAs('done'),
    ],
    'done',
  ),
  handPath(
    'a refused preview goes back to choosing; a run that stops with its confirmation ⇒ failed',
    [
      choose('hard_rollback', 'call-1', true, false),
      { type: 'event_correction.preview' },
      { type: 'xstate.error.actor.preview', error: new Error('Invalid') },
      { type: 'event_correction.preview' },
      previewed('token-1', 2),
      { type: 'event_correction.confirm', token: 'token-1' },
      confirmedAs('failed', 'Unable to refresh event.'),
    ],
    'failed',
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
