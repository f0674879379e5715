// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import {
  allowedClosingActions,
  closingActionEvents,
  closingMachine,
  type ClosingActionName,
  type ClosingState,
} from '../machines/closing.machine';
import type { PermissionType } from '../src/api/permissions';
import { ClosingActionBar } from '../src/app/pages/fund-family/closing/ClosingActionBar';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

const paths = modelPaths(closingMachine, machineRegistry.closing.sampleEvents);
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
    const actor = createActor(closingMachine, { input: {} }).start();
    for (const event of path.events) actor.send(event as never);
    expect(actor.getSnapshot().value).toBe(path.target);
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
        if (actor.getSnapshot().can(event as never)) {
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
    const offered = screen.queryAllByRole('button').map((b) => b.textContent);
    expect(offered).toEqual(allowedClosingActions(state, count).map((a) => labels[a]));
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
