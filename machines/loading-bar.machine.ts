import { assign, setup } from 'xstate';

/** Spec §9: shown only after 100 ms, ticks every 300 ms, capped at 99.4 %, hidden 200 ms after the end. */
export const loadingBarTiming = {
  showAfterMs: 100,
  tickEveryMs: 300,
  hideAfterMs: 200,
  cap: 99.4,
} as const;

type LoadingBarContext = { progress: number; pending: number };
type LoadingBarEvent = { type: 'navigation.start' } | { type: 'navigation.end' };

/** Each tick closes a tenth of the remaining gap: fast at first, never reaching the cap. */
const nextProgress = (progress: number) =>
  Math.min(loadingBarTiming.cap, progress + (loadingBarTiming.cap - progress) * 0.1 + 0.5);

export const loadingBarMachine = setup({
  types: { context: {} as LoadingBarContext, events: {} as LoadingBarEvent },
  guards: {
    lastNavigationEnded: ({ context }) => context.pending <= 1,
  },
  actions: {
    count: assign({ pending: ({ context }) => context.pending + 1 }),
    uncount: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
    tick: assign({ progress: ({ context }) => nextProgress(context.progress) }),
    begin: assign({ progress: 10 }),
    complete: assign({ progress: 100, pending: 0 }),
    reset: assign({ progress: 0, pending: 0 }),
  },
}).createMachine({
  id: 'loadingBar',
  // Names for people: the workflows page and the exported paths (machine-labels); the
  // delays read as "after 100 ms" from their values.
  meta: {
    label: 'Loading bar',
    events: {
      'navigation.start': 'A navigation or route load starts',
      'navigation.end': 'A navigation or route load ends',
    },
    guards: { lastNavigationEnded: 'no other navigation is still loading' },
  },
  description: 'The top loading bar during navigation and route loading.',
  context: { progress: 0, pending: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'navigation.start': { target: 'waiting', actions: 'count' } },
    },
    waiting: {
      description: 'A navigation started; quick ones end before the bar ever shows.',
      after: { [loadingBarTiming.showAfterMs]: { target: 'visible', actions: 'begin' } },
      on: {
        'navigation.start': { actions: 'count' },
        'navigation.end': [
          { guard: 'lastNavigationEnded', target: 'idle', actions: 'reset' },
          { actions: 'uncount' },
        ],
      },
    },
    visible: {
      after: {
        [loadingBarTiming.tickEveryMs]: { target: 'visible', reenter: true, actions: 'tick' },
      },
      on: {
        'navigation.start': { actions: 'count' },
        'navigation.end': [
          { guard: 'lastNavigationEnded', target: 'finishing', actions: 'complete' },
          { actions: 'uncount' },
        ],
      },
    },
    finishing: {
      after: { [loadingBarTiming.hideAfterMs]: { target: 'idle', actions: 'reset' } },
      on: { 'navigation.start': { target: 'waiting', actions: ['reset', 'count'] } },
    },
  },
});
