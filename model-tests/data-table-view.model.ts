import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * Spec §4's table views, written by hand: normal or full screen, and independently expanded or
 * collapsed; opening full screen always shows the body. States are "display.x|body.y".
 */
type Display = 'normal' | 'fullScreen';
type Body = 'expanded' | 'collapsed';
type State = `display.${Display}|body.${Body}`;
type Now = Expected<State, null>;

const state = (display: Display, body: Body): Now => ({
  state: `display.${display}|body.${body}`,
  facts: null,
});

function step(now: Now, event: EventObject): Now | undefined {
  const [, display, body] = /^display\.(\w+)\|body\.(\w+)$/.exec(now.state) as unknown as [
    string,
    Display,
    Body,
  ];
  switch (event.type) {
    case 'fullScreen.open':
      return display === 'normal' ? state('fullScreen', 'expanded') : undefined;
    case 'fullScreen.close':
      return display === 'fullScreen' ? state('normal', body) : undefined;
    case 'body.collapse':
      return body === 'expanded' ? state(display, 'collapsed') : undefined;
    case 'body.expand':
      return body === 'collapsed' ? state(display, 'expanded') : undefined;
    default:
      return undefined;
  }
}

export const dataTableViewModel = tableModel<State, null>({
  name: 'dataTableView',
  paths: modelPaths(machineRegistry.dataTableView.machine),
  start: state('normal', 'expanded'),
  step,
  probes: [
    { type: 'fullScreen.open' },
    { type: 'fullScreen.close' },
    { type: 'body.collapse' },
    { type: 'body.expand' },
  ],
});
