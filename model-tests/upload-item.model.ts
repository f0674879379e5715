import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import type { UploadItemEvent } from '../machines/upload-item.machine';
import { expectation, type MachineModel } from './machine-model';
import { modelPaths, type ModelPath } from './path-runner';

/**
 * What an upload widget item must do, written by hand from spec §4 ("Upload widget item
 * states") and issue 19, not read from the machine: where each doing leads from each state;
 * an event a state does not list changes nothing there.
 */
export type UploadItemModelState =
  'added' | 'pending' | 'uploading' | 'finished' | 'error' | 'aborted' | 'cancelled' | 'removed';

const created = 'xstate.done.actor.createDocument';
const createFailed = 'xstate.error.actor.createDocument';
/** A person's or request's doing, as the paths carry it (actors' events with their payloads). */
type ModelEvent =
  | UploadItemEvent
  | { type: typeof created; output: { documentId: string } }
  | { type: typeof createFailed; error?: unknown };
type EventType = ModelEvent['type'];
/** A payload field of a generated event (typed only as an EventObject). */
const field = (event: EventObject, key: string): unknown =>
  (event as unknown as Record<string, unknown>)[key];

export const uploadItemNext: Record<
  UploadItemModelState,
  Partial<Record<string, UploadItemModelState>>
> = {
  added: {
    'upload_item.start': 'pending',
    'upload_item.cancel': 'cancelled',
    'upload_item.remove': 'removed',
  },
  pending: {
    [created]: 'uploading',
    [createFailed]: 'error',
    'upload_item.abort': 'aborted',
    'upload_item.remove': 'removed',
  },
  uploading: {
    'upload_item.progress': 'uploading',
    'upload_item.uploaded': 'finished',
    'upload_item.fail': 'error',
    'upload_item.abort': 'aborted',
    'upload_item.remove': 'removed',
  },
  finished: { 'upload_item.remove': 'removed' },
  error: { 'upload_item.retry': 'pending', 'upload_item.remove': 'removed' },
  aborted: { 'upload_item.retry': 'pending', 'upload_item.remove': 'removed' },
  cancelled: { 'upload_item.retry': 'pending', 'upload_item.remove': 'removed' },
  removed: {},
};

/** The percent, failure reason and document the card and the widget rely on. */
export type UploadItemExpected = {
  state: UploadItemModelState;
  percent: number;
  error: string | null;
  documentId: string | null;
  /** Documents the item asked to be discarded (an attempt that will not finish). */
  discarded: string[];
};

export const uploadItemStart: UploadItemExpected = {
  state: 'added',
  percent: 0,
  error: null,
  documentId: null,
  discarded: [],
};

/** The document id the model tests' fake POST /documents/ answers. */
export const modelDocumentId = 'doc-1';
/** The record's creation as the actor reports it, with the id it answered. */
const createdEvent: ModelEvent = { type: created, output: { documentId: modelDocumentId } };
const genericFailure = 'The upload failed. Try again.';

const probes: ModelEvent[] = [
  { type: 'upload_item.start' },
  { type: 'upload_item.cancel' },
  { type: 'upload_item.abort' },
  { type: 'upload_item.progress', percent: 10 },
  { type: 'upload_item.uploaded' },
  { type: 'upload_item.fail', error: 'x' },
  { type: 'upload_item.retry' },
  { type: 'upload_item.remove' },
];

const accepts = (expected: UploadItemExpected, event: EventObject) =>
  event.type in uploadItemNext[expected.state];

/** One step of the hand model: the next state and what the card shows there. */
export function uploadItemStep(
  expected: UploadItemExpected,
  event: EventObject,
): UploadItemExpected {
  if (!accepts(expected, event)) return expected;
  const type = event.type as EventType;
  const next = { ...expected, state: uploadItemNext[expected.state][type]! };
  // Leaving an attempt that cannot finish any more gives its document back.
  const dropsDocument =
    (expected.state === 'uploading' &&
      (type === 'upload_item.abort' || type === 'upload_item.remove')) ||
    (expected.state === 'error' && (type === 'upload_item.retry' || type === 'upload_item.remove'));
  if (dropsDocument) {
    if (expected.documentId) next.discarded = [...expected.discarded, expected.documentId];
    next.documentId = null;
  }
  if (type === 'upload_item.start' || type === 'upload_item.retry') {
    next.percent = 0;
    next.error = null;
  }
  if (type === created)
    next.documentId = (field(event, 'output') as { documentId: string }).documentId;
  if (type === 'upload_item.progress') next.percent = Math.round(field(event, 'percent') as number);
  if (type === 'upload_item.uploaded') next.percent = 100;
  if (type === 'upload_item.fail') next.error = field(event, 'error') as string;
  if (type === createFailed) {
    const error = field(event, 'error');
    next.error = error instanceof Error ? error.message : genericFailure;
  }
  return next;
}

/** The hand model's view of a path: what is expected after each event. */
export function expectedUploadItemSteps(events: EventObject[]): UploadItemExpected[] {
  let expected = uploadItemStart;
  return events.map((event) => (expected = uploadItemStep(expected, event)));
}

/** Replays one path on `machine`, checking every step against the expectations above. */
export function replayUploadItemPath(machine: AnyStateMachine, path: ModelPath): void {
  let [snapshot] = initialTransition(machine, { name: 'notice.pdf', size: 2048 });
  let expected = uploadItemStart;
  let discarded: string[] = [];
  const check = (where: string) => {
    expectation(
      snapshot.value === expected.state,
      `${where}: state`,
      expected.state,
      snapshot.value,
    );
    for (const key of ['percent', 'error', 'documentId'] as const) {
      expectation(
        snapshot.context[key] === expected[key],
        `${where}: ${key}`,
        expected[key],
        snapshot.context[key],
      );
    }
    expectation(
      JSON.stringify(discarded) === JSON.stringify(expected.discarded),
      `${where}: documents discarded`,
      expected.discarded,
      discarded,
    );
    for (const probe of probes) {
      const want = accepts(expected, probe);
      expectation(snapshot.can(probe) === want, `${where}: ${probe.type} accepted`, want, !want);
    }
  };
  check('at the start');
  path.events.forEach((event, index) => {
    const [next, actions] = transition(machine, snapshot, event);
    for (const action of actions) {
      const params = action.params as { documentId?: string | null } | undefined;
      if ((action.type as string) === 'discardDocument' && params?.documentId)
        discarded = [...discarded, params.documentId];
    }
    snapshot = next;
    expected = uploadItemStep(expected, event);
    check(`after step ${index + 1} (${event.type})`);
  });
  expectation(
    expected.state === path.target,
    'the path ends where it was generated to',
    path.target,
    expected.state,
  );
}

const handPath = (name: string, events: ModelEvent[], target: UploadItemModelState) => ({
  name,
  events,
  target,
});

/** The journeys the spec names, beyond the generated shortest paths. */
export const uploadItemHandPaths: ModelPath[] = [
  handPath(
    'a file sent in two reports of progress ⇒ finished',
    [
      { type: 'upload_item.start' },
      createdEvent,
      { type: 'upload_item.progress', percent: 40 },
      { type: 'upload_item.progress', percent: 99.6 },
      { type: 'upload_item.uploaded' },
    ],
    'finished',
  ),
  handPath(
    'a refused file is tried again and stored ⇒ finished',
    [
      { type: 'upload_item.start' },
      createdEvent,
      { type: 'upload_item.progress', percent: 40 },
      { type: 'upload_item.fail', error: 'The file is not a PDF: its content is text.' },
      { type: 'upload_item.retry' },
      createdEvent,
      { type: 'upload_item.uploaded' },
    ],
    'finished',
  ),
  handPath(
    'an upload aborted half way, tried again, then removed while sending ⇒ removed',
    [
      { type: 'upload_item.start' },
      createdEvent,
      { type: 'upload_item.progress', percent: 40 },
      { type: 'upload_item.abort' },
      { type: 'upload_item.retry' },
      createdEvent,
      { type: 'upload_item.progress', percent: 10 },
      { type: 'upload_item.remove' },
    ],
    'removed',
  ),
  handPath(
    'a cancelled file is queued again; late reports change nothing ⇒ finished',
    [
      { type: 'upload_item.cancel' },
      { type: 'upload_item.progress', percent: 40 },
      { type: 'upload_item.retry' },
      { type: 'upload_item.uploaded' },
      createdEvent,
      { type: 'upload_item.uploaded' },
      { type: 'upload_item.progress', percent: 40 },
    ],
    'finished',
  ),
];

export const uploadItemModel: MachineModel = {
  name: 'uploadItem',
  paths: [
    ...modelPaths(machineRegistry.uploadItem.machine, machineRegistry.uploadItem.sampleEvents),
    ...uploadItemHandPaths,
  ],
  replay: replayUploadItemPath,
};
