import { raise, setup } from 'xstate';

type DataTableViewEvent =
  | { type: 'fullScreen.open' }
  | { type: 'fullScreen.close' }
  | { type: 'body.collapse' }
  | { type: 'body.expand' };

/**
 * Spec §4 "Table: expanded or collapsed, normal or full screen". The two are independent,
 * so they are parallel regions; opening full screen always shows the body. Only a table
 * not already in full screen can open it, so the body's expansion rides on that transition.
 */
export const dataTableViewMachine = setup({
  types: { events: {} as DataTableViewEvent },
}).createMachine({
  id: 'dataTableView',
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    label: 'Data table view',
    events: {
      'fullScreen.open': 'The user opens full screen',
      'fullScreen.close': 'The user closes full screen (or presses Escape)',
      'body.collapse': 'The user collapses the table',
      'body.expand': 'The table is expanded (by the user or by opening full screen)',
    },
  },
  description: 'A data table: expanded or collapsed, normal or full screen (Escape closes).',
  type: 'parallel',
  states: {
    display: {
      initial: 'normal',
      states: {
        normal: {
          on: {
            'fullScreen.open': { target: 'fullScreen', actions: raise({ type: 'body.expand' }) },
          },
        },
        fullScreen: { on: { 'fullScreen.close': 'normal' } },
      },
    },
    body: {
      initial: 'expanded',
      states: {
        expanded: { on: { 'body.collapse': 'collapsed' } },
        collapsed: { on: { 'body.expand': 'expanded' } },
      },
    },
  },
});
