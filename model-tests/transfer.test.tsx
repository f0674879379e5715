// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import {
  allowedTransferActions,
  transferActionEvent,
  transferActionNames,
  transferMachine,
  type TransferActionName,
  type TransferState,
} from '../machines/transfer.machine';
import type { PermissionType } from '../src/api/permissions';
import {
  TransferActionBar,
  transferActionLabels,
} from '../src/app/pages/fund-family/investor-transfers/TransferActionBar';
import { coveredTransitions, transitionsOf } from './path-runner';
import { transferActionsByState, transferModel } from './transfer.model';

const paths = transferModel.paths;
const actionOf = (event: EventObject): TransferActionName | undefined =>
  transferActionNames.find((action) => transferActionEvent(action, true).type === event.type);
const dueOf = (event: EventObject) => (event as { due?: boolean }).due ?? true;

describe('transfer machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(transferMachine, paths);
    for (const key of transitionsOf(transferMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    // Every step against the states, accepted events and tags written by hand (transfer.model).
    transferModel.replay(transferMachine, path);
  });

  it('processes only a due transfer with transferees, and schedules only a later one', () => {
    expect(allowedTransferActions('draft', 0, true)).toEqual(['discard']);
    expect(allowedTransferActions('draft', 2, true)).toEqual(['process', 'discard']);
    expect(allowedTransferActions('draft', 2, false)).toEqual(['schedule', 'discard']);
    expect(allowedTransferActions('scheduled', 2, false)).toEqual(['unschedule', 'discard']);
    expect(allowedTransferActions('scheduled', 2, true)).toEqual([
      'process',
      'unschedule',
      'discard',
    ]);
    expect(allowedTransferActions('processed', 2, true)).toEqual([]);
  });
});

describe('transfer view: generated paths through the action bar', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    // The page shows the persisted state, the transferee count and whether the date has come;
    // a button press is the PATCH whose answer is the next persisted state, played by the machine.
    let state: TransferState = 'draft';
    let count = 0;
    const can = (_: PermissionType) => true;
    const sent: TransferActionName[] = [];
    const bar = (due: boolean) => (
      <TransferActionBar
        state={state}
        transfereeCount={count}
        due={due}
        can={can}
        busy={false}
        onAction={(a) => sent.push(a)}
      />
    );
    const view = render(bar(true));
    const actor = createActor(transferMachine, { input: {} }).start();
    let due = true;
    const expected = transferModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
      const action = actionOf(event);
      if (event.type === 'transfer.transferees_change') {
        count = (event as unknown as { transfereeCount: number }).transfereeCount;
      } else if (action) {
        due = dueOf(event);
        view.rerender(bar(due));
        const button = screen.queryByRole('button', { name: transferActionLabels[action] });
        if (transferActionsByState[state]({ transfereeCount: count }, due).includes(action)) {
          expect(button, `${transferActionLabels[action]} offered in ${state}`).not.toBeNull();
          fireEvent.click(button!);
          expect(sent.at(-1)).toBe(action);
        } else {
          expect(button, `${transferActionLabels[action]} hidden in ${state}`).toBeNull();
        }
      }
      actor.send(event as never);
      state = actor.getSnapshot().value as TransferState;
      expect(state, `state after step ${index + 1}`).toBe(expected[index]!.state);
      view.rerender(bar(due));
    }
    expect(state).toBe(path.target);
    // The buttons the final state offers, from the table written by hand.
    const offered = screen.queryAllByRole('button').map((b) => b.textContent);
    expect(offered).toEqual(
      transferActionsByState[state]({ transfereeCount: count }, due).map(
        (a) => transferActionLabels[a],
      ),
    );
  });

  it('hides processing and scheduling from a user without the approve permission', () => {
    render(
      <TransferActionBar
        state="draft"
        transfereeCount={2}
        due
        can={(p) => p !== 'approve'}
        busy={false}
        onAction={() => {}}
      />,
    );
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Discard']);
  });
});
