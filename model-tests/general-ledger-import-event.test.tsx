// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import {
  allowedImportEventActions,
  generalLedgerImportEventMachine,
  importEventActionEvent,
  importEventActionNames,
  type ImportEventActionName,
  type ImportEventState,
} from '../machines/general-ledger-import-event.machine';
import type { PermissionType } from '../src/api/permissions';
import {
  ImportEventActionBar,
  importEventActionLabels,
} from '../src/app/pages/general-ledger/ImportEventActionBar';
import { coveredTransitions, transitionsOf } from './path-runner';
import {
  generalLedgerImportEventModel,
  importEventActionsByState,
} from './general-ledger-import-event.model';

const paths = generalLedgerImportEventModel.paths;

describe('general-ledger import event machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(generalLedgerImportEventMachine, paths);
    for (const key of transitionsOf(generalLedgerImportEventMachine))
      expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    // Every step against the table written by hand (general-ledger-import-event.model).
    generalLedgerImportEventModel.replay(generalLedgerImportEventMachine, path);
  });

  it('posts only a draft whose every entry resolves, and rolls back only a posted import', () => {
    expect(allowedImportEventActions('draft', { entryCount: 0, problemCount: 0 })).toEqual([
      'discard',
    ]);
    expect(allowedImportEventActions('draft', { entryCount: 4, problemCount: 1 })).toEqual([
      'discard',
    ]);
    expect(allowedImportEventActions('draft', { entryCount: 4, problemCount: 0 })).toEqual([
      'post',
      'discard',
    ]);
    expect(allowedImportEventActions('posted', { entryCount: 4, problemCount: 0 })).toEqual([
      'rollback',
    ]);
    expect(allowedImportEventActions('rolled_back', { entryCount: 4, problemCount: 0 })).toEqual(
      [],
    );
  });
});

const actionOf = (event: EventObject): ImportEventActionName | undefined =>
  importEventActionNames.find((action) => importEventActionEvent(action).type === event.type);

describe('import event view: generated paths through the action bar', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    // The page shows the persisted state and the entry counts; a button press is the request
    // whose answer is the next persisted state, played here by the machine.
    let state: ImportEventState = 'draft';
    let counts = { entryCount: 0, problemCount: 0 };
    const sent: ImportEventActionName[] = [];
    const bar = () => (
      <ImportEventActionBar
        state={state}
        entryCount={counts.entryCount}
        problemCount={counts.problemCount}
        can={() => true}
        busy={false}
        onAction={(a) => sent.push(a)}
      />
    );
    const view = render(bar());
    const actor = createActor(generalLedgerImportEventMachine, { input: {} }).start();
    const expected = generalLedgerImportEventModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
      const action = actionOf(event);
      if (event.type === 'import_event.entries_change') {
        const { entryCount, problemCount } = event as unknown as typeof counts;
        counts = { entryCount, problemCount };
      } else if (action) {
        view.rerender(bar());
        const button = screen.queryByRole('button', { name: importEventActionLabels[action] });
        if (importEventActionsByState[state](counts).includes(action)) {
          expect(button, `${action} offered in ${state}`).not.toBeNull();
          fireEvent.click(button!);
          expect(sent.at(-1)).toBe(action);
        } else {
          expect(button, `${action} hidden in ${state}`).toBeNull();
        }
      }
      actor.send(event as never);
      state = actor.getSnapshot().value as ImportEventState;
      expect(state, `state after step ${index + 1}`).toBe(expected[index]!.state);
      view.rerender(bar());
    }
    expect(state).toBe(path.target);
    // The buttons the final state offers, from the table written by hand.
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(
      importEventActionsByState[state](counts).map((a) => importEventActionLabels[a]),
    );
  });

  it('hides posting and rolling back from a user without the approve permission', () => {
    const can = (p: PermissionType) => p !== 'approve';
    render(
      <ImportEventActionBar
        state="draft"
        entryCount={3}
        problemCount={0}
        can={can}
        busy={false}
        onAction={() => {}}
      />,
    );
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Discard']);
    cleanup();
    render(
      <ImportEventActionBar
        state="posted"
        entryCount={3}
        problemCount={0}
        can={can}
        busy={false}
        onAction={() => {}}
      />,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
