// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dataTableViewMachine } from '../machines/data-table-view.machine';
import type { Table } from '../src/api/table-data';
import { DataTable } from '../src/app/components/data-table/DataTable';
import { dataTableViewModel } from './data-table-view.model';
import { coveredTransitions, transitionsOf } from './path-runner';

const paths = dataTableViewModel.paths;

const table: Table = {
  columns: [
    { id: 'investor', title: 'Investor', cell_value_type: 'text' },
    { id: 'amount', title: 'Amount', cell_value_type: 'money' },
  ],
  rows: Array.from({ length: 3 }, (_, i) => ({
    id: `r${i}`,
    cells: {
      investor: { value: { type: 'text', text: `Investor ${i + 1}` } },
      amount: { value: { type: 'money', amount: (i + 1) * 100 } },
    },
  })),
};

/** What the view shows for each state of a region, read from the DOM only. */
function shownState(section: HTMLElement): string {
  const display = section.dataset.fullScreen === 'true' ? 'fullScreen' : 'normal';
  const collapsed = screen.queryByRole('button', { name: 'Expand Positions' }) !== null;
  const body = collapsed ? 'collapsed' : 'expanded';
  // The body is really gone when collapsed, and really there when expanded.
  expect(screen.queryByRole('searchbox', { name: 'Search table' }) === null).toBe(collapsed);
  return `display.${display}|body.${body}`;
}

describe('data table view machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(dataTableViewMachine, paths);
    for (const key of transitionsOf(dataTableViewMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    // Every step against the views written by hand (data-table-view.model), among them that
    // full screen never opens on a collapsed body.
    dataTableViewModel.replay(dataTableViewMachine, path);
  });
});

describe('data table view: generated paths drive the real DataTable', () => {
  afterEach(cleanup);

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    render(<DataTable tableKey="model-positions" title="Positions" table={table} />);
    const section = screen.getByRole('region', { name: 'Positions' });
    expect(shownState(section)).toBe('display.normal|body.expanded');
    const expected = dataTableViewModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
      act(() => {
        switch (event.type) {
          case 'fullScreen.open':
            fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
            break;
          case 'fullScreen.close':
            fireEvent.keyDown(document, { key: 'Escape' });
            break;
          case 'body.collapse':
            fireEvent.click(screen.getByRole('button', { name: 'Collapse Positions' }));
            break;
          case 'body.expand':
            fireEvent.click(screen.getByRole('button', { name: 'Expand Positions' }));
            break;
          default:
            throw new Error(`No view action for ${event.type}`);
        }
      });
      expect(shownState(section), `after step ${index + 1}`).toBe(expected[index]!.state);
    }
    expect(shownState(section)).toBe(path.target);
  });
});
