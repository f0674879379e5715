// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CapitalCallEvent } from '../../../src/api/capital-call';
import type { NoticeDocumentsStatus } from '../../../src/api/notice';
import { FinalizeConfirmDialog } from '../../../src/app/pages/capital-activity/FinalizeConfirmDialog';

/*
 * Spec §4: "If no notices exist the user is warned notices cannot be added afterwards." The
 * finalize confirmation of a draft call against a stand-in server (fetch) answering its notices'
 * status: the warning shows while the call has none, and not once its notices are generated.
 */

const warning =
  'No notices have been generated for this call: notices cannot be added after it is finalized.';

/** The parts of a draft call the dialog shows: one investment line of 1,000,000.00. */
const draft = {
  id: 'e-1',
  fund_family_id: 'f-1',
  name: 'Capital call 3',
  state: 'draft',
  due_date: '2026-07-15',
  total_cents: 1_000_000_00,
  uses: [
    {
      id: 'u-1',
      kind: 'investment',
      description: 'Investments',
      amount_cents: 1_000_000_00,
      transaction_code: 'contribution_investment',
      overrides: [],
    },
  ],
} as unknown as CapitalCallEvent;

function answering(total: number) {
  const status: NoticeDocumentsStatus = {
    event_id: 'e-1',
    status: total === 0 ? 'not_started' : 'successful_generation',
    label: total === 0 ? 'Not started' : 'Done',
    counts: total === 0 ? {} : { successful_generation: total },
    total,
    message: null,
    blocks_finalize: false,
  };
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(new URL(input.url).pathname);
      return new Response(JSON.stringify(status), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FinalizeConfirmDialog
        event={draft}
        open
        busy={false}
        onCancel={() => {}}
        onConfirm={() => {}}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the finalize confirmation of a capital call', () => {
  it('warns that notices cannot be added afterwards while the call has none', async () => {
    const calls = answering(0);
    renderDialog();
    await waitFor(() =>
      expect(calls).toContain(
        '/api/fund-family/f-1/fund-family-event/e-1/notice-documents-status/',
      ),
    );
    expect((await screen.findByTestId('finalize-no-notices')).textContent).toBe(warning);
    expect(screen.getByRole('alertdialog', { name: 'Finalize Capital call 3?' })).toBeTruthy();
  });

  it('does not warn once the call’s notices are generated', async () => {
    const calls = answering(41);
    renderDialog();
    await waitFor(() =>
      expect(calls).toContain(
        '/api/fund-family/f-1/fund-family-event/e-1/notice-documents-status/',
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('finalize-no-notices')).toBeNull());
    expect(screen.getByRole('alertdialog').textContent).toContain('Total called');
  });
});
