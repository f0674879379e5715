import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * Spec §9's loading bar, written by hand: it shows 100 ms after a load starts (at 10 %),
 * creeps every 300 ms, jumps to 100 % when the last pending load ends and hides 200 ms later;
 * a load that ends before 100 ms never shows it. Facts: the loads still pending.
 */
export type LoadingBarState = 'idle' | 'waiting' | 'visible' | 'finishing';
type Now = Expected<LoadingBarState, { pending: number }>;

const at = (state: LoadingBarState, pending: number): Now => ({ state, facts: { pending } });

function step(now: Now, event: EventObject): Now | undefined {
  const { pending } = now.facts;
  switch (`${now.state} ${event.type}`) {
    case 'idle navigation.start':
    case 'finishing navigation.start':
      return at('waiting', 1);
    case 'waiting navigation.start':
    case 'visible navigation.start':
      return at(now.state, pending + 1);
    case 'waiting navigation.end':
      return pending <= 1 ? at('idle', 0) : at('waiting', pending - 1);
    case 'visible navigation.end':
      return pending <= 1 ? at('finishing', 0) : at('visible', pending - 1);
    case 'waiting xstate.after.100.loadingBar.waiting':
    case 'visible xstate.after.300.loadingBar.visible':
      return at('visible', pending);
    case 'finishing xstate.after.200.loadingBar.finishing':
      return at('idle', 0);
    default:
      return undefined;
  }
}

/** The bar's width in each state, in percent (hidden states draw none). */
export const loadingBarWidth: Record<LoadingBarState, { min: number; max: number }> = {
  idle: { min: 0, max: 0 },
  waiting: { min: 0, max: 0 },
  visible: { min: 10, max: 99.4 },
  finishing: { min: 100, max: 100 },
};

export const loadingBarShown: Record<LoadingBarState, boolean> = {
  idle: false,
  waiting: false,
  visible: true,
  finishing: true,
};

/** What the context's progress holds in each state: none before it shows, 10 % on. */
const progressIn: Record<LoadingBarState, { min: number; max: number }> = {
  ...loadingBarWidth,
};

export const loadingBarModel = tableModel<LoadingBarState, { pending: number }>({
  name: 'loadingBar',
  paths: modelPaths(machineRegistry.loadingBar.machine),
  start: at('idle', 0),
  step,
  probes: [
    { type: 'navigation.start' },
    { type: 'navigation.end' },
    { type: 'xstate.after.100.loadingBar.waiting' },
    { type: 'xstate.after.300.loadingBar.visible' },
    { type: 'xstate.after.200.loadingBar.finishing' },
  ],
  context: (now, context) => {
    const { pending, progress } = context as { pending: number; progress: number };
    const band = progressIn[now.state];
    return [
      ['pending loads', now.facts.pending, pending],
      ['progress within its band', true, progress >= band.min && progress <= band.max],
    ];
  },
});
