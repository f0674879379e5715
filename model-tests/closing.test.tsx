// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import {
  allowedClosingActions,
  closingActionEvents,
  closingMachine,
  type ClosingActionName,
  type ClosingState,
} from '../machines/closing.machine';
import type { PermissionType } from '../src/api/permissions';
import { ClosingActionBar } from '../src/app/pages/fund-family/closing/ClosingActionBar';
import { closingActionsByState, closingModel, replayClosingPath } from './closing.model';
import { mutantsOf } from './mutants';
import { coveredTransitions, transitionsOf } from './path-runner';

const paths = closingModel.paths;
const actionOf = (event: EventObject) =>
  (Object.keys(closingActionEvents) as ClosingActionName[]).find(
    (action) => closingActionEvents[action].type === event.type,
  );
const labels: Record<ClosingActionName, string> = {
  'send-for-approval': 'Send for approval',
  reject: 'Return to draft',
  complete: 'Approve',
  finalize: 'Finalize',
  discard: 'Discard',
};

describe('closing machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(closingMachine, paths);
    for (const key of transitionsOf(closingMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    // Every step against the states, accepted events and tags written by hand (closing.model).
    replayClosingPath(closingMachine, path);
  });

  it("fails the machine whose 'Return to draft' goes to discarded (issue 22's example)", () => {
    const mutant = mutantsOf(closingMachine).find(
      (m) => m.description === 'sent_for_approval --closing.reject: → discarded',
    );
    expect(mutant).toBeDefined();
    const failing = paths.filter((path) => {
      try {
        replayClosingPath(mutant!.machine, path);
        return false;
      } catch {
        return true;
      }
    });
    expect(failing.map((p) => p.name)).toContain(
      'closing.commitments_change → closing.submit → closing.reject ⇒ draft',
    );
  });

  it('refuses to send an empty closing for approval', () => {
    expect(allowedClosingActions('draft', 0)).toEqual(['discard']);
    expect(allowedClosingActions('draft', 2)).toEqual(['send-for-approval', 'discard']);
    expect(allowedClosingActions('finalized', 2)).toEqual([]);
  });
});

describe('closing view: generated paths through the action bar', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    // The page shows the persisted state and the commitment count; a button press is the
    // PATCH whose answer is the next persisted state, played here by the machine itself.
    let state: ClosingState = 'draft';
    let count = 0;
    const can = (_: PermissionType) => true;
    const sent: ClosingActionName[] = [];
    const view = render(
      <ClosingActionBar
        state={state}
        commitmentCount={count}
        can={can}
        busy={false}
        onAction={(a) => sent.push(a)}
      />,
    );
    const actor = createActor(closingMachine, { input: {} }).start();
    for (const event of path.events) {
      const action = actionOf(event);
      if (event.type === 'closing.commitments_change') {
        count = (event as unknown as { commitmentCount: number }).commitmentCount;
      } else if (action) {
        const button = screen.queryByRole('button', { name: labels[action] });
        if (closingActionsByState[state](count).includes(action)) {
          expect(button, `${labels[action]} offered in ${state}`).not.toBeNull();
          fireEvent.click(button!);
          expect(sent.at(-1)).toBe(action);
        } else {
          expect(button, `${labels[action]} hidden in ${state}`).toBeNull();
        }
      }
      actor.send(event as never);
      state = actor.getSnapshot().value as ClosingState;
      view.rerender(
        <ClosingActionBar
          state={state}
          commitmentCount={count}
          can={can}
          busy={false}
          onAction={(a) => sent.push(a)}
        />,
      );
    }
    expect(state).toBe(path.target);
    // The buttons each state offers, from the table written by hand (not allowedClosingActions).
    const offered = screen.queryAllByRole('button').map((b) => b.textContent);
    expect(offered).toEqual(
      closingActionsByState[state](count).map((a) => labels[a as ClosingActionName]),
    );
  });

  it('draws Approve disabled with the reason when maker-checker refuses this user', () => {
    const reason = 'You sent this closing for approval; another user must approve it.';
    const sent: ClosingActionName[] = [];
    render(
      <ClosingActionBar
        state="sent_for_approval"
        commitmentCount={2}
        can={() => true}
        busy={false}
        approvalRefusal={reason}
        onAction={(a) => sent.push(a)}
      />,
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toHaveProperty('disabled', true);
    expect(approve.getAttribute('aria-describedby')).toBe('why-not-complete');
    expect(document.getElementById('why-not-complete')?.textContent).toBe(reason);
    fireEvent.click(approve);
    expect(sent).toEqual([]);
    // Returning it to draft or discarding it stays open to the preparer.
    fireEvent.click(screen.getByRole('button', { name: 'Return to draft' }));
    expect(sent).toEqual(['reject']);
  });

  it('hides approving and finalizing from a user without the approve permission', () => {
    render(
      <ClosingActionBar
        state="sent_for_approval"
        commitmentCount={2}
        can={(p) => p !== 'approve'}
        busy={false}
        onAction={() => {}}
      />,
    );
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual([
      'Return to draft',
      'Discard',
    ]);
  });
});
