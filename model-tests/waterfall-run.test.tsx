// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  waterfallRunAllows,
  waterfallRunMachine,
  waterfallRunStatusEvent,
  type WaterfallRunActionName,
  type WaterfallRunState,
} from '../machines/waterfall-run.machine';
import type { DistributionEvent } from '../src/api/distribution';
import type { PermissionType } from '../src/api/permissions';
import { distributionQueries } from '../src/app/pages/capital-activity/distribution/distribution-queries';
import { waterfallRunStateOf } from '../src/app/pages/capital-activity/distribution/waterfall-run-state';
import { WaterfallRunStatus } from '../src/app/pages/capital-activity/distribution/WaterfallRunStatus';
import { mutantsOf } from './mutants';
import { coveredTransitions, transitionsOf } from './path-runner';
import {
  expectedWaterfallRunStates,
  replayWaterfallRunPath,
  waterfallRunModel,
  type WaterfallRunModelState,
} from './waterfall-run.model';

const paths = waterfallRunModel.paths;

describe('waterfall run machine: generated and hand-written paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(waterfallRunMachine, paths);
    for (const key of transitionsOf(waterfallRunMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    replayWaterfallRunPath(waterfallRunMachine, path);
  });

  it('fails a machine that lets the draft be edited while the job runs', () => {
    const mutant = mutantsOf(waterfallRunMachine).find(
      (m) => m.description === 'failed --waterfall_run.inputs_change: → running',
    );
    expect(mutant).toBeDefined();
    const path = paths.find((p) => p.name.startsWith('edits are refused while the run is on'))!;
    expect(() => replayWaterfallRunPath(mutant!.machine, path)).toThrow(/state: expected "idle"/);
  });

  it('checks a server status change as the job runner reports it', () => {
    // What the server asks before storing a status (its 409 invalid_transition otherwise).
    expect(waterfallRunAllows('idle', waterfallRunStatusEvent('queued'))).toBe(true);
    expect(waterfallRunAllows('idle', waterfallRunStatusEvent('succeeded'))).toBe(false);
    expect(waterfallRunAllows('queued', waterfallRunStatusEvent('succeeded'))).toBe(false);
    expect(waterfallRunAllows('running', waterfallRunStatusEvent('retried'))).toBe(true);
    expect(waterfallRunAllows('running', { type: 'waterfall_run.inputs_change' })).toBe(false);
    expect(waterfallRunAllows('failed', waterfallRunStatusEvent('queued'))).toBe(false);
  });
});

/**
 * What the page shows in each state of the run, by hand from issue 18 and spec §4/§8: the
 * loader (with the job's message or words of its own), the status line, the failure alert,
 * and the buttons a writer gets on a draft.
 */
type Shown = { loader: string | null; status: string | null; alert: boolean; buttons: string[] };
const shown: Record<WaterfallRunModelState, Shown> = {
  idle: {
    loader: null,
    status: 'Waterfall run: Not run',
    alert: false,
    buttons: ['Run waterfall'],
  },
  queued: { loader: 'Waterfall run queued…', status: null, alert: false, buttons: [] },
  running: { loader: 'Running the waterfall…', status: null, alert: false, buttons: [] },
  retried: { loader: 'Retrying the waterfall run…', status: null, alert: false, buttons: [] },
  succeeded: {
    loader: null,
    status: 'Waterfall run: Succeeded',
    alert: false,
    buttons: ['Run waterfall again'],
  },
  failed: { loader: null, status: 'Waterfall run: Failed', alert: true, buttons: ['Retry run'] },
};

/** The events a person causes by a button (the rest are the job's reports), from where. */
const pressFor = (event: string, from: WaterfallRunModelState): string | null => {
  if (event === 'waterfall_run.queued' && (from === 'idle' || from === 'succeeded'))
    return shown[from].buttons[0]!;
  if (event === 'waterfall_run.retry' && from === 'failed') return 'Retry run';
  return null;
};

function expectShown(want: Shown, where: string) {
  const loader = screen.queryByTestId('full-page-loader');
  expect(loader?.textContent ?? null, `loader ${where}`).toBe(want.loader);
  // The status line, with " (attempt n)" after a second start.
  const status = screen.queryByTestId('waterfall-run-status')?.textContent ?? null;
  expect(status?.replace(/ \(attempt \d+\)$/, '') ?? null, `status ${where}`).toBe(want.status);
  expect(screen.queryByRole('alert')?.textContent ?? null, `alert ${where}`).toBe(
    want.alert ? 'Waterfall run failed, contact support.' : null,
  );
  expect(
    screen.queryAllByRole('button').map((b) => b.textContent),
    `buttons ${where}`,
  ).toEqual(want.buttons);
}

function view(state: WaterfallRunState, attempts: number, sent: WaterfallRunActionName[]) {
  return (
    <WaterfallRunStatus
      state={state}
      attempts={attempts}
      message={null}
      can={() => true}
      draft
      busy={false}
      onAction={(action) => sent.push(action)}
    />
  );
}

describe('waterfall run view: generated and hand-written paths through WaterfallRunStatus', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    // The page draws the machine's state; a press is the POST whose answer the job then
    // reports, played here by the machine. What shows is checked against the hand model.
    const actor = createActor(waterfallRunMachine, { input: {} }).start();
    const sent: WaterfallRunActionName[] = [];
    const current = () => actor.getSnapshot();
    const rendered = render(view(current().value as WaterfallRunState, 0, sent));
    expectShown(shown.idle, 'at the start');
    const expected = expectedWaterfallRunStates(path.events);
    let from: WaterfallRunModelState = 'idle';
    path.events.forEach((event, index) => {
      const press = pressFor(event.type, from);
      if (press) {
        const before = sent.length;
        fireEvent.click(screen.getByRole('button', { name: press }));
        expect(sent.length, `${press} sends one action`).toBe(before + 1);
      }
      actor.send(event as never);
      rendered.rerender(
        view(current().value as WaterfallRunState, current().context.attempts, sent),
      );
      from = expected[index]!;
      expectShown(shown[from], `after step ${index + 1} (${event.type}) in ${from}`);
    });
    expect(from).toBe(path.target);
  });

  it('shows the job message behind the loader while it runs', () => {
    render(
      <WaterfallRunStatus
        state="running"
        attempts={1}
        message="Fund I: tier 2 of 4"
        can={() => true}
        draft
        busy={false}
        onAction={() => {}}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Fund I: tier 2 of 4');
  });

  it('offers no run to a reader, nor on a finalized distribution, and says the attempt', () => {
    const reader = (p: PermissionType) => p === 'read';
    const first = render(
      <WaterfallRunStatus
        state="failed"
        attempts={2}
        message={null}
        can={reader}
        draft
        busy={false}
        onAction={() => {}}
      />,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Waterfall run failed, contact support.');
    expect(screen.getByTestId('waterfall-run-status').textContent).toBe(
      'Waterfall run: Failed (attempt 2)',
    );
    first.unmount();
    render(
      <WaterfallRunStatus
        state="succeeded"
        attempts={1}
        message={null}
        can={() => true}
        draft={false}
        busy={false}
        onAction={() => {}}
      />,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('draws Run waterfall disabled with the reason the draft cannot run yet', () => {
    const sent: WaterfallRunActionName[] = [];
    render(
      <WaterfallRunStatus
        state="idle"
        attempts={0}
        message={null}
        can={() => true}
        draft
        busy={false}
        runBlockedReason="Enter at least one proceeds line."
        onAction={(a) => sent.push(a)}
      />,
    );
    const run = screen.getByRole('button', { name: 'Run waterfall' }) as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    fireEvent.click(run);
    expect(sent).toEqual([]);
  });
});

describe('event polling of a distribution (spec §4): every second while the run is on', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('polls behind the loader, stops once the run failed, and shows the alert and Retry', async () => {
    vi.useFakeTimers();
    const run = (status: 'queued' | 'running' | 'failed') => ({
      id: 'run-1',
      event_id: 'e',
      status,
      message: status === 'failed' ? 'Waterfall run failed, contact support.' : null,
      detail: null,
      attempts: status === 'queued' ? 0 : 1,
      queued_at: '2026-06-30T10:00:00Z',
      started_at: null,
      finished_at: null,
    });
    // The server's answers in turn: queued, running with its message, then failed.
    const answers: Partial<DistributionEvent>[] = [
      { state: 'draft', is_running: true, workflow_message: null, run: run('queued') },
      {
        state: 'draft',
        is_running: true,
        workflow_message: 'Running the waterfall…',
        run: run('running'),
      },
      {
        state: 'draft',
        is_running: false,
        workflow_message: 'Waterfall run failed, contact support.',
        run: run('failed'),
      },
    ];
    let calls = 0;
    const fetchEvent = async () =>
      ({
        run_is_current: false,
        ...answers[Math.min(calls++, answers.length - 1)],
      }) as DistributionEvent;
    function Polled() {
      // The page's own query options (its refetchInterval), with the request played here.
      const { data } = useQuery({ ...distributionQueries.event('ff', 'e'), queryFn: fetchEvent });
      if (!data) return null;
      return (
        <WaterfallRunStatus
          state={waterfallRunStateOf(data)}
          attempts={data.run?.attempts ?? 0}
          message={data.is_running ? data.workflow_message : null}
          can={() => true}
          draft
          busy={false}
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
    expect(screen.getByRole('status').textContent).toBe('Waterfall run queued…');
    await act(() => vi.advanceTimersByTimeAsync(980));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(calls).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('Running the waterfall…');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls).toBe(3);
    expect(screen.queryByTestId('full-page-loader')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Waterfall run failed, contact support.');
    expect(screen.getByRole('button', { name: 'Retry run' })).toBeTruthy();
    // Failed: the run is over, no more requests.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls).toBe(3);
    client.clear();
  });
});
