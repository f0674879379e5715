// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CapitalCallEvent } from '../../../src/api/capital-call';
import type { NoticeDocumentsStatus } from '../../../src/api/notice';
import type { DistributionEvent } from '../../../src/api/distribution';
import { FinalizeConfirmDialog } from '../../../src/app/pages/capital-activity/FinalizeConfirmDialog';
import { DistributionFinalizeDialog } from '../../../src/app/pages/capital-activity/distribution/DistributionFinalizeDialog';

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

/** The parts of a draft distribution the dialog shows: one 500,000.00 line of proceeds. */
const distribution = {
  id: 'e-1',
  fund_family_id: 'f-1',
  name: 'Distribution 1',
  state: 'draft',
  distribution_date: '2026-08-31',
  proceeds: [
    {
      id: 'p-1',
      source: 'return_of_capital',
      investment: null,
      transaction_code: 'distribution_return_of_capital',
      amount_cents: 500_000_00,
      is_recallable: false,
    },
  ],
  sub_events: [{ to_partners_cents: 500_000_00, to_carry_partner_cents: 0 }],
  fee_holdback_cents: 0,
  recallable_cents: 0,
  distributable_cents: 500_000_00,
  carried_interest_transaction_code: null,
} as unknown as DistributionEvent;

function renderDialog(kind: 'call' | 'distribution' = 'call') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const props = { open: true, busy: false, onCancel: () => {}, onConfirm: () => {} };
  render(
    <QueryClientProvider client={client}>
      {kind === 'call' ? (
        <FinalizeConfirmDialog event={draft} {...props} />
      ) : (
        <DistributionFinalizeDialog event={distribution} {...props} />
      )}
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

describe('the finalize confirmation of a distribution', () => {
  it('warns that notices cannot be added afterwards while the distribution has none', async () => {
    const calls = answering(0);
    renderDialog('distribution');
    await waitFor(() =>
      expect(calls).toContain(
        '/api/fund-family/f-1/fund-family-event/e-1/notice-documents-status/',
      ),
    );
    expect((await screen.findByTestId('finalize-no-notices')).textContent).toBe(
      'No notices have been generated for this distribution: notices cannot be added after it is finalized.',
    );
  });

  it('does not warn once its notices are generated', async () => {
    const calls = answering(41);
    renderDialog('distribution');
    await waitFor(() =>
      expect(calls).toContain(
        '/api/fund-family/f-1/fund-family-event/e-1/notice-documents-status/',
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('finalize-no-notices')).toBeNull());
    expect(screen.getByRole('alertdialog').textContent).toContain('Total distributed');
  });
});
