// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  noticesNeedCurrentRunMessage,
  type NoticeDocumentsStatus,
  type NoticeStatus,
} from '../../../src/api/notice';
import { NoticesTab } from '../../../src/app/pages/capital-activity/notices/NoticesTab';
import { shellQueries } from '../../../src/app/queries/shell-queries';

/*
 * The capital call's Notices tab against a stand-in server (fetch): the status is polled while
 * the job runs and no longer once it settles; a failed generation shows spec §8's message and
 * the finalize block; Generate posts notice/. A distribution's tab offers the ILPA workbook too,
 * disabled with the reason while the distribution has no current run. Expected words are the
 * spec's, written by hand.
 */

const statusOf = (status: NoticeStatus, total = 2): NoticeDocumentsStatus => ({
  event_id: 'e-1',
  status,
  label: {
    not_started: 'Not started',
    generating: 'Generating',
    successful_generation: 'Done',
    failed_generation: 'Incomplete',
    out_of_date: 'Out of date',
  }[status],
  counts: total === 0 ? {} : { [status]: total },
  total,
  message:
    status === 'failed_generation'
      ? 'Something went wrong while generating notices. Please contact your administrator.'
      : null,
  blocks_finalize: status === 'failed_generation' || status === 'out_of_date',
});

/** Answers the tab's requests: the statuses in turn (the last one repeats), an empty table. */
function server(statuses: NoticeDocumentsStatus[]) {
  const calls: string[] = [];
  let next = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      calls.push(`${input.method} ${url.pathname}`);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (url.pathname.endsWith('/notice-documents-status/'))
        return json(statuses[Math.min(next++, statuses.length - 1)]);
      if (url.pathname.endsWith('/notice-documents-table/'))
        return json({ event_id: 'e-1', notices: [] });
      if (url.pathname.endsWith('/notice/')) return json({ event_id: 'e-1', queued: 2 }, 202);
      if (url.pathname.endsWith('/ilpa-notice-workbook/')) return new Response(new Blob(['xlsx']));
      return json({});
    }),
  );
  return calls;
}

function renderTab(
  props: Partial<Parameters<typeof NoticesTab>[0]> = {},
  permissions: string[] = ['read', 'write'],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(shellQueries.currentUser().queryKey, {
    id: 'u-1',
    permission_types: permissions,
    role_types: [],
  } as never);
  render(
    <QueryClientProvider client={client}>
      <NoticesTab
        fundFamilyId="f-1"
        event={{ id: 'e-1', name: 'Capital call 2', state: 'draft' }}
        {...props}
      />
    </QueryClientProvider>,
  );
}

const statusCalls = (calls: string[]) =>
  calls.filter((c) => c.endsWith('/notice-documents-status/')).length;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notices tab of a capital call', () => {
  it('polls the status while notices generate and stops once they are Done', async () => {
    const calls = server([
      statusOf('generating'),
      statusOf('generating'),
      statusOf('successful_generation'),
    ]);
    renderTab();
    expect(await screen.findByText('Generating')).toBeTruthy();
    // Generating again is refused while the job runs (the notice machine).
    const regenerate = screen.getByRole('button', { name: 'Regenerate notices' });
    expect((regenerate as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByText('Done')).toBeTruthy(), { timeout: 5_000 });
    expect((regenerate as HTMLButtonElement).disabled).toBe(false);
    // Two polls while generating, the Done answer, then one read again as the job settles (with
    // the table and the event, whose finalize_blocked_reason may change).
    await waitFor(() => expect(statusCalls(calls)).toBe(4));
    // Settled: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(statusCalls(calls)).toBe(4);
    expect(screen.getByText('2 notices, 2 done')).toBeTruthy();
  }, 15_000);

  it('shows the spec’s failure message and that finalize is blocked', async () => {
    server([statusOf('failed_generation')]);
    renderTab();
    expect(await screen.findByText('Incomplete')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrong while generating notices. Please contact your administrator.',
    );
    expect(screen.getByTestId('notices-block-finalize').textContent).toContain(
      'Notices out of date or failed: cannot finalize the capital event.',
    );
    expect(screen.getByRole('button', { name: 'Regenerate notices' })).toBeTruthy();
  });

  it('generates: Generate notices posts notice/ and reads the status again', async () => {
    const calls = server([statusOf('not_started', 0), statusOf('generating')]);
    renderTab();
    expect(await screen.findByText('Not started')).toBeTruthy();
    expect(screen.getByText('No notices yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate notices' }));
    expect(await screen.findByText('Generating')).toBeTruthy();
    expect(calls).toContain('POST /api/fund-family/f-1/fund-family-event/e-1/notice/');
  });
});

describe('the notices tab of a finalized capital call', () => {
  const finalized = { id: 'e-1', name: 'Capital call 1', state: 'completed' };

  it('offers to generate again the notices a cancel-correct left out of date, and posts notice/', async () => {
    const calls = server([statusOf('out_of_date', 31), statusOf('generating', 31)]);
    renderTab({ event: finalized });
    expect(await screen.findByText('Out of date')).toBeTruthy();
    // Finalized already: the warning says why, not that finalize is blocked.
    expect(screen.getByTestId('notices-block-finalize').textContent).toBe(
      'Notices out of date or failed: the call changed after they were generated. Generate the notices again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate notices' }));
    expect(await screen.findByText('Generating')).toBeTruthy();
    expect(calls).toContain('POST /api/fund-family/f-1/fund-family-event/e-1/notice/');
  });

  it('offers nothing to generate when its notices are Done, or none were made before finalize', async () => {
    server([statusOf('successful_generation', 31)]);
    renderTab({ event: finalized });
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /generate notices/i })).toBeNull();
    cleanup();
    server([statusOf('not_started', 0)]);
    renderTab({ event: finalized });
    expect(await screen.findByText('Not started')).toBeTruthy();
    expect(screen.getByText('Notices cannot be added after the call is finalized.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /generate notices/i })).toBeNull();
  });

  it('offers no Generate to a reader, even when the notices are out of date', async () => {
    server([statusOf('out_of_date', 31)]);
    renderTab({ event: finalized }, ['read']);
    expect(await screen.findByText('Out of date')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /generate notices/i })).toBeNull();
  });
});

describe('the notices tab of a distribution', () => {
  const distribution = { id: 'e-1', name: 'Distribution 1', state: 'draft' };

  it('offers the ILPA workbook and downloads it from ilpa-notice-workbook/', async () => {
    const calls = server([statusOf('not_started', 0)]);
    const saved: string[] = [];
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderTab({ event: distribution, kind: 'distribution', generateBlockedReason: null });
    expect(await screen.findByText('Not started')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download ILPA workbook' }));
    await waitFor(() => expect(saved).toEqual(['Distribution 1 ILPA notice.xlsx']));
    expect(calls).toContain(
      'POST /api/fund-family/f-1/fund-family-event/e-1/ilpa-notice-workbook/',
    );
    click.mockRestore();
    objectUrl.mockRestore();
  });

  it('keeps it disabled, saying why, while the distribution has no current run', async () => {
    server([statusOf('not_started', 0)]);
    renderTab({
      event: distribution,
      kind: 'distribution',
      generateBlockedReason: noticesNeedCurrentRunMessage,
    });
    expect(await screen.findByText('Not started')).toBeTruthy();
    const ilpa = screen.getByRole('button', {
      name: 'Download ILPA workbook',
    }) as HTMLButtonElement;
    expect([ilpa.disabled, ilpa.title]).toEqual([true, noticesNeedCurrentRunMessage]);
    expect(screen.getByTestId('notices-generate-blocked').textContent).toBe(
      noticesNeedCurrentRunMessage,
    );
  });
});
