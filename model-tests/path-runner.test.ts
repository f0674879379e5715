import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { mutantsOf } from './mutants';
import { modelPaths, transitionCoverage, transitionsOf, type ModelPath } from './path-runner';

type DoorEvent =
  { type: 'door.unlock' } | { type: 'door.open' } | { type: 'door.knock'; patient: boolean };

/** A door: it opens only when unlocked; a knock on a locked door either waits or leaves. */
const door = setup({
  types: {
    context: {} as { unlocked: boolean },
    events: {} as DoorEvent,
  },
  guards: {
    unlocked: ({ context }) => context.unlocked,
    patient: ({ event }) => event.type === 'door.knock' && event.patient,
  },
}).createMachine({
  id: 'door',
  context: { unlocked: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.unlock': { actions: assign({ unlocked: true }) },
        'door.open': { guard: 'unlocked', target: 'open' },
        'door.knock': [{ guard: 'patient', target: 'waiting' }, { target: 'gone' }],
      },
    },
    waiting: {},
    open: { type: 'final' },
    gone: { type: 'final' },
  },
});

const path = (events: DoorEvent[]): ModelPath => ({ name: '', events, target: '' });

describe('path coverage', () => {
  it('names each guarded branch as a transition of its own', () => {
    expect(transitionsOf(door)).toEqual([
      'closed:door.unlock',
      'closed:door.open',
      'closed:door.knock#1',
      'closed:door.knock#2',
    ]);
  });

  it('counts a guarded transition only when its guard passed, not when its event was sent', () => {
    const refused = transitionCoverage(door, [path([{ type: 'door.open' }])]);
    expect(refused.summary).toBe('0/4 transitions taken');
    const taken = transitionCoverage(door, [
      path([{ type: 'door.unlock' }, { type: 'door.open' }]),
      path([{ type: 'door.knock', patient: false }]),
    ]);
    expect(taken.covered).toBe(3);
    expect(taken.missing).toEqual(['closed:door.knock#1']);
  });

  it('generates a path through each branch of one event when the samples take both', () => {
    const samples: DoorEvent[] = [
      { type: 'door.knock', patient: true },
      { type: 'door.knock', patient: false },
    ];
    const paths = modelPaths(door, samples);
    expect(transitionCoverage(door, paths).summary).toBe('4/4 transitions taken');
    expect(paths.map((p) => p.name)).toEqual(
      expect.arrayContaining(['door.knock ⇒ waiting', 'door.knock ⇒ gone']),
    );
  });
});

describe('mutants', () => {
  it('retargets, drops and inverts each transition of the machine', () => {
    expect(mutantsOf(door).map((m) => m.description)).toEqual([
      'closed --door.unlock: dropped',
      'closed --door.unlock: → waiting',
      'closed --door.unlock: → open',
      'closed --door.unlock: → gone',
      'closed --door.open: dropped',
      'closed --door.open: invert guard',
      'closed --door.open: → closed',
      'closed --door.open: → waiting',
      'closed --door.open: → gone',
      'closed --door.knock#1: dropped',
      'closed --door.knock#1: invert guard',
      'closed --door.knock#1: → closed',
      'closed --door.knock#1: → open',
      'closed --door.knock#1: → gone',
      'closed --door.knock#2: dropped',
      'closed --door.knock#2: → closed',
      'closed --door.knock#2: → waiting',
      'closed --door.knock#2: → open',
    ]);
  });

  it('builds working machines: the inverted guard opens a locked door', () => {
    const inverted = mutantsOf(door).find(
      (m) => m.description === 'closed --door.open: invert guard',
    )!;
    expect(inverted.machine.getInitialSnapshot({} as never).can({ type: 'door.open' })).toBe(true);
    expect(door.getInitialSnapshot({} as never).can({ type: 'door.open' })).toBe(false);
  });
});
