// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeeLateAdjustmentView } from '../../../src/api/fee-late-adjustment';
import { FeeLateAdjustmentScreen } from '../../../src/app/pages/fees/FeeLateAdjustmentPage';
import { shellQueries } from '../../../src/app/queries/shell-queries';

/*
 * A late offsets adjustment's page against a stand-in server (fetch): the review per LP, Apply
 * asking first with the net change in words, then PATCH apply/; a reader gets neither Apply nor
 * Save. The figures are those of tests/server/fee-late-adjustment-api.test.ts, worked by hand
 * there: Atlas 2,791,781 → 1,791,780 (−1,000,001), Birch 1,295,890 → 795,890 (−500,000).
 */

const figures = (gross: number, offsets: number, waivers: number, net: number) => ({
  gross_cents: gross,
  offsets_applied_cents: offsets,
  waivers_applied_cents: waivers,
  net_cents: net,
});

const draft: FeeLateAdjustmentView = {
  id: 'adj-1',
  fee_charge_event_id: 'fce-1',
  fee_charge_event_name: 'Management fee, Q2 2026',
  fund_family_id: 'ff-1',
  name: 'Late offsets, Management fee, Q2 2026',
  kind: 'late_offsets',
  state: 'draft',
  effective_date: '2026-04-01',
  currency: 'USD',
  offsets: [
    {
      type: 'transaction_fees',
      amount_cents: 1_500_001,
      date: '2026-05-10',
      description: 'Late deal fee',
    },
  ],
  waivers: [],
  lines: [
    {
      commitment_id: 'c-atlas',
      investor_entity_name: 'Atlas Late LP',
      late_offsets_cents: 1_000_001,
      late_waivers_cents: 0,
      published: figures(2_991_781, 200_000, 0, 2_791_781),
      after: figures(2_991_781, 1_200_001, 0, 1_791_780),
      change: { offsets_applied_cents: 1_000_001, waivers_applied_cents: 0, net_cents: -1_000_001 },
      published_audit: [{ step: 'Net fee', value: 2_791_781 }],
      after_audit: [{ step: 'Net fee', value: 1_791_780 }],
    },
    {
      commitment_id: 'c-birch',
      investor_entity_name: 'Birch Late LP',
      late_offsets_cents: 500_000,
      late_waivers_cents: 0,
      published: figures(1_495_890, 100_000, 100_000, 1_295_890),
      after: figures(1_495_890, 600_000, 100_000, 795_890),
      change: { offsets_applied_cents: 500_000, waivers_applied_cents: 0, net_cents: -500_000 },
      published_audit: [],
      after_audit: [],
    },
  ],
  totals: {
    published: figures(4_487_671, 300_000, 100_000, 4_087_671),
    after: figures(4_487_671, 1_800_001, 100_000, 2_587_670),
    change: figures(0, 1_500_001, 0, -1_500_001),
  },
  ledger: [
    {
      code: 'management_fee_offset',
      display_name: 'Management fee offset',
      amount_cents: -1_500_001,
    },
  ],
  checks: [{ id: 'ledger_equals_event', label: 'Rows equal figures', passed: true, detail: '' }],
  audit: [],
  prepared_by: 'u-writer',
  created_by: 'u-writer',
  updated_by: null,
  preparer_may_approve: false,
  applied_by: null,
  applied_at: null,
  actions: ['edit', 'apply', 'discard', 'delete'],
  apply_refusals: [],
};

/** Answers the page's requests: the draft, and once applied (PATCH apply/) the applied one. */
function server() {
  const calls: string[] = [];
  let current: FeeLateAdjustmentView = draft;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      calls.push(`${input.method} ${url.pathname}`);
      if (input.method === 'PATCH')
        current = { ...draft, state: 'applied', actions: [], applied_at: '2026-07-02T10:00:00Z' };
      return new Response(JSON.stringify(current), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPage(permissions: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(shellQueries.currentUser().queryKey, {
    id: 'u-approver',
    permission_types: permissions,
    role_types: [],
  } as never);
  render(
    <QueryClientProvider client={client}>
      <FeeLateAdjustmentScreen fundFamilyId="ff-1" chargeId="fce-1" adjustmentId="adj-1" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a late offsets adjustment page', () => {
  it('reviews each LP and applies after asking, naming the net change', async () => {
    const calls = server();
    renderPage(['read', 'write', 'approve']);
    const review = await screen.findByRole('table', { name: 'Change per investor' });
    const atlas = within(review).getByText('Atlas Late LP').closest('tr')!;
    expect(atlas.textContent).toContain('27,917.81');
    expect(atlas.textContent).toContain('17,917.80');
    expect(atlas.textContent).toContain('10,000.01');
    expect(screen.getByTestId('late-adjustment-state').textContent).toBe('State: Draft');

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('credits the LPs 15,000.01 of net fee');
    expect(dialog.textContent).toContain('net 40,876.71 → 25,876.70');
    expect(calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls).toContain(
        'PATCH /api/fee-charge-event/fce-1/late-adjustment-event/adj-1/apply/',
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('late-adjustment-state').textContent).toBe('State: Applied'),
    );
  });

  it('offers a reader neither Apply nor Save', async () => {
    server();
    renderPage(['read']);
    await screen.findByRole('table', { name: 'Change per investor' });
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save late items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
  });
});
