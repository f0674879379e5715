// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CorrectionPreview,
  CustomerEvent,
  CustomerEventList,
  EventCorrectionRun,
} from '../../../src/api/event-correction';
import { RefreshTab } from '../../../src/app/pages/events-admin/RefreshTab';
import { jsonAnswer, stubFetch } from '../json-fetch-stub';

/*
 * The Events admin's refresh tab against a stand-in server (fetch): confirming answers 202 with
 * the correction running; the page polls it every second, shows how many of its events are done
 * and, once the job ends, the outcome: done, or "Unable to refresh event." naming the event it
 * stopped at. Expected words are the spec's (§8) and the page's, written by hand.
 */

const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
const names = ['Capital call 2', 'Management fee, Q2 2026'];

const event = (i: number): CustomerEvent => ({
  id: ids[i]!,
  name: names[i]!,
  event_type: i === 0 ? 'capital_activity' : 'charge_fee',
  effective_date: i === 0 ? '2026-01-20' : '2026-04-01',
  sequence: 1,
  state: 'out_of_date',
  ledger_rows: 0,
  total_posted_cents: 0,
  set_aside_rows: i === 0 ? 81 : 40,
  refreshable: true,
  may_roll_back: true,
});

const list: CustomerEventList = {
  fund_family_id: 'f-1',
  events: [event(0), event(1)],
  soft_rollback_and_refresh_allowed: true,
  corrections: [],
};

const preview: CorrectionPreview = {
  kind: 'refresh',
  fund_family_id: 'f-1',
  from_event_id: null,
  token: 'ledger-now',
  events: list.events.map((e) => ({
    id: e.id,
    name: e.name,
    event_type: e.event_type,
    effective_date: e.effective_date,
    state_before: 'out_of_date',
    state_after: 'completed',
    ledger_rows: e.set_aside_rows,
    refreshable: true,
  })),
  row_count: 121,
  settled_rows: 0,
  lines: [],
  totals: { before_cents: 0, change_cents: 0, after_cents: 0 },
  notice_lps: [],
  stops_at: null,
};

const run = (over: Partial<EventCorrectionRun>): EventCorrectionRun => ({
  id: 'c-1',
  kind: 'refresh',
  state: 'running',
  from_event_id: null,
  event_ids: ids,
  done_count: 0,
  message: null,
  failed_event_id: null,
  preview: { token: 'ledger-now', before_cents: 0, change_cents: 0, after_cents: 0 },
  created_by: 'u-1',
  created_at: '2026-12-07T17:00:00.000Z',
  finished_at: null,
  ...over,
});

/** Answers the tab's requests; the polled run answers `runs` in turn (the last one repeats). */
function server(runs: EventCorrectionRun[]) {
  let next = 0;
  return stubFetch((url) => {
    if (url.pathname.endsWith('/refresh-preview/')) return jsonAnswer(preview);
    if (url.pathname.endsWith('/refresh/')) return jsonAnswer({ correction: run({}) }, 202);
    if (url.pathname.includes('/event-correction/'))
      return jsonAnswer(runs[Math.min(next++, runs.length - 1)]);
    return jsonAnswer(list);
  });
}

async function confirmRefresh() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RefreshTab fundFamilyId="f-1" list={list} />
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm refresh' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain(
    'Recompute 2 events from their stored inputs and post 121 ledger rows again? It runs in the background, one event at a time.',
  );
  const buttons = dialog.querySelectorAll('button');
  fireEvent.click([...buttons].find((b) => b.textContent === 'Confirm refresh')!);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the refresh tab', () => {
  it('polls the running refresh, shows its progress, then that it is done', async () => {
    const calls = server([run({ done_count: 1 }), run({ state: 'done', done_count: 2 })]);
    await confirmRefresh();
    const progress = await screen.findByTestId('refresh-progress');
    await waitFor(() =>
      expect(progress.textContent).toContain(
        'Refreshing the out-of-date events, oldest to newest: 1 of 2 done.',
      ),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    await waitFor(
      () =>
        expect(screen.getByTestId('correction-outcome').textContent).toBe(
          'Done: the refresh of 2 events is posted.',
        ),
      { timeout: 4_000 },
    );
    expect(calls).toContain('POST /api/customer-event-admin/refresh/');
    // Ended: no more polling.
    const polls = calls.filter((c) => c.includes('/event-correction/')).length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(calls.filter((c) => c.includes('/event-correction/')).length).toBe(polls);
  }, 15_000);

  it('shows where a refresh stopped, in the spec’s words', async () => {
    server([
      run({
        state: 'failed',
        done_count: 1,
        message: 'Unable to refresh event.',
        failed_event_id: ids[1]!,
      }),
    ]);
    await confirmRefresh();
    await waitFor(
      () =>
        expect(screen.getByTestId('correction-outcome').textContent).toBe(
          'Unable to refresh event. 1 event refreshed before it stopped at Management fee, Q2 2026; it and every later event stay out of date.',
        ),
      { timeout: 4_000 },
    );
  }, 15_000);
});
