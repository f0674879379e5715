// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import {
  capitalEventMachine,
  type CapitalEventActionName,
  type CapitalEventState,
} from '../machines/capital-event.machine';
import type { PermissionType } from '../src/api/permissions';
import type { CapitalCallEvent } from '../src/api/capital-call';
import { capitalActivityQueries } from '../src/app/pages/capital-activity/capital-call-queries';
import { CapitalEventStatus } from '../src/app/pages/capital-activity/CapitalEventStatus';
import { modelPaths } from './path-runner';

/*
 * The capitalEvent machine's generated paths driven through the capital call page's status
 * view (badge, lifecycle buttons, full-page loader, read-only note). A button press is the
 * request whose answer is the next persisted state, played here by the machine itself; what
 * the view must show in each state is written below by hand from spec §4 and issue 17, never
 * read from the machine or its helpers.
 */

const paths = modelPaths(capitalEventMachine, machineRegistry.capitalEvent.sampleEvents);

type Facts = {
  useCount: number;
  checksPass: boolean;
  noticesBlockFinalize: boolean;
  preparedBy: string | null;
};

type Shown = {
  /** The state badge's words; null when no badge shows. */
  badge: string | null;
  /** The lifecycle buttons, in order, for a user with every permission. */
  buttons: string[];
  loader: boolean;
  /** The read-only note's words (from its start); null in a draft. */
  note: string | null;
};

/** What each state shows, by hand. Cancel and Refresh have no API yet: never offered. */
const shown: Record<CapitalEventState, Shown> = {
  draft: { badge: 'State: Draft', buttons: ['Finalize', 'Delete'], loader: false, note: null },
  in_progress: { badge: null, buttons: [], loader: true, note: null },
  completed: {
    badge: 'State: Finalized',
    buttons: [],
    loader: false,
    note: 'Finalized: posted to the ledger and no longer editable.',
  },
  out_of_date: {
    badge: 'State: Out of date',
    buttons: [],
    loader: false,
    note: 'Out of date after a rollback: read-only until it is refreshed.',
  },
  cancelled: {
    badge: 'State: Cancelled',
    buttons: [],
    loader: false,
    note: 'Cancelled: nothing was posted, and it cannot be reopened.',
  },
  deleted: { badge: null, buttons: [], loader: false, note: 'Deleted: nothing was posted.' },
};

/** Finalize is enabled, by hand: a use, the checks pass, notices allow it, not the preparer. */
const finalizeEnabled = (facts: Facts, userId: string) =>
  facts.useCount > 0 &&
  facts.checksPass &&
  !facts.noticesBlockFinalize &&
  facts.preparedBy !== userId;

const buttonEvents: Partial<Record<string, { action: CapitalEventActionName; label: string }>> = {
  'capital_event.finalize': { action: 'finalize', label: 'Finalize' },
  'capital_event.delete': { action: 'delete', label: 'Delete' },
  'capital_event.cancel': { action: 'cancel', label: 'Cancel event' },
};

function view({
  state,
  facts,
  userId,
  can = () => true,
  sent,
}: {
  state: CapitalEventState;
  facts: Facts;
  userId: string;
  can?: (permission: PermissionType) => boolean;
  sent: CapitalEventActionName[];
}) {
  return (
    <CapitalEventStatus
      state={state}
      facts={{ ...facts, preparerMayApprove: false }}
      userId={userId}
      can={can}
      busy={false}
      workflowMessage="Posting contributions…"
      onAction={(action) => sent.push(action)}
    />
  );
}

function expectShown(state: CapitalEventState, facts: Facts, userId: string) {
  const want = shown[state];
  const label = `in ${state}`;
  const badge = document.querySelector('[data-tone]');
  expect(badge?.textContent ?? null, `badge ${label}`).toBe(want.badge);
  expect(
    screen.queryAllByRole('button').map((b) => b.textContent),
    `buttons ${label}`,
  ).toEqual(want.buttons);
  expect(screen.queryByTestId('full-page-loader') !== null, `loader ${label}`).toBe(want.loader);
  if (want.loader) expect(screen.getByRole('status').textContent).toBe('Posting contributions…');
  expect(screen.queryByTestId('read-only-note')?.textContent ?? null, `note ${label}`).toBe(
    want.note,
  );
  if (state === 'draft') {
    const finalize = screen.getByRole('button', { name: 'Finalize' }) as HTMLButtonElement;
    expect(finalize.disabled, `Finalize disabled for ${userId} with ${JSON.stringify(facts)}`).toBe(
      !finalizeEnabled(facts, userId),
    );
  }
}

describe('capital event view: generated paths through the status view', () => {
  afterEach(() => cleanup());

  it('has paths to every state the view draws', () => {
    const targets = new Set(paths.map((p) => p.target));
    for (const state of Object.keys(shown)) expect(targets, state).toContain(state);
  });

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    let state: CapitalEventState = 'draft';
    let facts: Facts = {
      useCount: 0,
      checksPass: false,
      noticesBlockFinalize: false,
      preparedBy: null,
    };
    let userId = 'approver';
    const sent: CapitalEventActionName[] = [];
    const screenOf = () => view({ state, facts, userId, sent });
    const rendered = render(screenOf());
    expectShown(state, facts, userId);
    const actor = createActor(capitalEventMachine, { input: {} }).start();
    for (const event of path.events as EventObject[]) {
      const payload = event as EventObject & Partial<Facts> & { userId?: string };
      if (event.type === 'capital_event.uses_change')
        facts = { ...facts, useCount: payload.useCount!, preparedBy: payload.userId! };
      if (event.type === 'capital_event.checks_change')
        facts = { ...facts, checksPass: payload.checksPass! };
      if (event.type === 'capital_event.notices_change')
        facts = { ...facts, noticesBlockFinalize: payload.noticesBlockFinalize! };
      // The user who presses the button is the one the event names.
      if (payload.userId && event.type === 'capital_event.finalize') userId = payload.userId;
      rendered.rerender(screenOf());
      const pressed = buttonEvents[event.type];
      if (pressed) {
        const button = screen.queryByRole('button', {
          name: pressed.label,
        }) as HTMLButtonElement | null;
        const offered = shown[state].buttons.includes(pressed.label);
        if (!offered) expect(button, `${pressed.label} not offered in ${state}`).toBeNull();
        else {
          expect(button, `${pressed.label} offered in ${state}`).not.toBeNull();
          const before = sent.length;
          fireEvent.click(button!);
          // A disabled button sends nothing: the machine must refuse the same event.
          if (button!.disabled) expect(sent.length).toBe(before);
          else expect(sent.at(-1)).toBe(pressed.action);
        }
      }
      const was = actor.getSnapshot().value;
      actor.send(event as never);
      state = actor.getSnapshot().value as CapitalEventState;
      // A press the view refused (disabled Finalize) is one the machine refuses too.
      if (pressed?.action === 'finalize' && state === was && was === 'draft')
        expect(finalizeEnabled(facts, userId)).toBe(false);
      rendered.rerender(screenOf());
      expectShown(state, facts, userId);
    }
    expect(state).toBe(path.target);
  });

  it("draws Finalize disabled for the preparer, with maker-checker's words", () => {
    const sent: CapitalEventActionName[] = [];
    render(
      view({
        state: 'draft',
        facts: { useCount: 2, checksPass: true, noticesBlockFinalize: false, preparedBy: 'w' },
        userId: 'w',
        sent,
      }),
    );
    const finalize = screen.getByRole('button', { name: 'Finalize' }) as HTMLButtonElement;
    expect(finalize.disabled).toBe(true);
    expect(document.getElementById('why-not-finalize')?.textContent).toBe(
      'Finalize needs: the approver is not the preparer unless the customer allows it.',
    );
    fireEvent.click(finalize);
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(sent).toEqual(['delete']);
  });

  it('names every failed condition of a draft that cannot be finalized', () => {
    render(
      view({
        state: 'draft',
        facts: { useCount: 0, checksPass: false, noticesBlockFinalize: true, preparedBy: null },
        userId: 'a',
        sent: [],
      }),
    );
    expect(document.getElementById('why-not-finalize')?.textContent).toBe(
      'Finalize needs: has at least one use; all checks pass; notices are not out of date or failed.',
    );
  });

  it('hides Finalize from a writer without approve, and every button from a reader', () => {
    const facts = { useCount: 1, checksPass: true, noticesBlockFinalize: false, preparedBy: null };
    const writer = render(
      view({ state: 'draft', facts, userId: 'a', can: (p) => p !== 'approve', sent: [] }),
    );
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Delete']);
    writer.unmount();
    render(view({ state: 'draft', facts, userId: 'a', can: (p) => p === 'read', sent: [] }));
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('event polling (spec §4): every second while the workflow runs', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('polls the event each second behind the loader, and stops once the workflow is done', async () => {
    vi.useFakeTimers();
    // The server's answers in turn: running twice (with its message), then completed.
    const answers: Partial<CapitalCallEvent>[] = [
      { state: 'in_progress', is_running: true, workflow_message: 'Posting 82 ledger rows' },
      { state: 'in_progress', is_running: true, workflow_message: 'Proving the checks' },
      { state: 'completed', is_running: false, workflow_message: null },
    ];
    let calls = 0;
    const fetchEvent = async () =>
      answers[Math.min(calls++, answers.length - 1)] as CapitalCallEvent;
    function Polled() {
      // The page's own query options (its refetchInterval), with the request played here.
      const { data } = useQuery({
        ...capitalActivityQueries.event('fund', 'event'),
        queryFn: fetchEvent,
      });
      if (!data) return null;
      return (
        <CapitalEventStatus
          state={data.state}
          facts={{}}
          userId="u"
          can={() => true}
          busy={false}
          workflowMessage={data.workflow_message}
          onAction={() => {}}
        />
      );
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Polled />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('Posting 82 ledger rows');
    await act(() => vi.advanceTimersByTimeAsync(980));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('status').textContent).toBe('Proving the checks');
    await act(() => vi.advanceTimersByTimeAsync(990));
    expect(calls).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByTestId('full-page-loader')).toBeNull();
    expect(screen.getByTestId('read-only-note').textContent).toBe(
      'Finalized: posted to the ledger and no longer editable.',
    );
    // Done: no more requests.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls).toBe(3);
    client.clear();
  });
});
