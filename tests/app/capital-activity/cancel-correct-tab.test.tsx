// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancelCorrectPreview, CancelCorrectState } from '../../../src/api/cancel-correct';
import type { CapitalCallEvent } from '../../../src/api/capital-call';
import { CancelCorrectTab } from '../../../src/app/pages/capital-activity/cancel-correct/CancelCorrectTab';
import { shellQueries } from '../../../src/app/queries/shell-queries';

/*
 * A finalized call's Cancel-correct tab against a stand-in server (fetch): the user picks custom
 * date, types the line's new amount and Birch's override, previews (the body the server gets is
 * checked), sees the totals and the notices, confirms with the preview's token and sees the
 * outcome. Without the config permission, or once corrected, the tab only says why.
 */

const event = {
  id: 'e-1',
  fund_family_id: 'f-1',
  name: 'Capital call 1',
  state: 'completed',
  notice_date: '2026-03-16',
  due_date: '2026-03-31',
  allocation_rule_graph_id: null,
  uses: [
    {
      id: 'u-1',
      kind: 'investment',
      description: 'Investment in Northwind',
      amount_cents: 1_000_000_00,
      transaction_code: 'contribution_investment',
      overrides: [],
    },
  ],
} as unknown as CapitalCallEvent;

const state = (over: Partial<CancelCorrectState> = {}): CancelCorrectState => ({
  event_id: 'e-1',
  event_name: 'Capital call 1',
  due_date: '2026-03-31',
  blocked_reason: null,
  corrected_by: null,
  corrects: null,
  uses: [],
  ...over,
});

const line = (lp: string, id: string, before: number, after: number) => ({
  commitment_id: id,
  investor_name: lp,
  fund_entity_name: 'Fund, L.P.',
  transaction_code: 'contribution_investment',
  transaction_code_name: 'Contribution — investment',
  before_cents: before,
  after_cents: after,
  change_cents: after - before,
});

const preview: CancelCorrectPreview = {
  kind: 'cancel_correct',
  fund_family_id: 'f-1',
  from_event_id: 'e-1',
  original_event_id: 'e-1',
  correction_type: 'custom_date',
  posting_date: '2026-06-30',
  token: 'token-1',
  events: [
    {
      id: 'e-1',
      name: 'Capital call 1',
      event_type: 'capital_activity',
      effective_date: '2026-03-31',
      state_before: 'completed',
      state_after: 'completed',
      ledger_rows: 2,
      refreshable: true,
    },
    {
      id: 'e-2',
      name: 'Capital call 1 (corrected)',
      event_type: 'cancel_correct',
      effective_date: '2026-06-30',
      state_before: 'draft',
      state_after: 'completed',
      ledger_rows: 4,
      refreshable: false,
    },
  ],
  row_count: 4,
  settled_rows: 0,
  lines: [
    line('Atlas Trust LP', 'c-a', 600_000_00, 950_000_00),
    line('Birch Trust LP', 'c-b', 400_000_00, 250_000_00),
  ],
  totals: { before_cents: 1_000_000_00, change_cents: 200_000_00, after_cents: 1_200_000_00 },
  notice_lps: [{ commitment_id: 'c-b', lp: 'Birch Trust LP' }],
  stops_at: null,
};

function server(answer: CancelCorrectState) {
  const bodies: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (input.method === 'POST') bodies[url.pathname.split('/').at(-1)!] = await input.json();
      if (url.pathname.endsWith('/capital-call/e-1/breakdown'))
        return json({
          rows: [
            { commitment_id: 'c-a', lp: 'Atlas Trust LP' },
            { commitment_id: 'c-b', lp: 'Birch Trust LP' },
          ],
        });
      // The confirmation makes every read stale: the user is read again too.
      if (url.pathname.endsWith('/users/me/'))
        return json({ id: 'u-1', permission_types: ['read', 'config'], role_types: [] });
      if (url.pathname.endsWith('/cancel-correct-preview')) return json(preview);
      if (input.method === 'POST' && url.pathname.endsWith('/cancel-correct'))
        return json({
          correction: { event_id: 'e-2', event_name: 'Capital call 1 (corrected)' },
          preview,
        });
      // Once confirmed, the call reads as corrected: the outcome stays on screen all the same.
      if (url.pathname.endsWith('/cancel-correct'))
        return json(
          bodies['cancel-correct']
            ? { ...answer, blocked_reason: 'This capital call has already been cancel-corrected.' }
            : answer,
        );
      return json({});
    }),
  );
  return bodies;
}

function renderTab(permissions = ['read', 'write', 'approve', 'config']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(shellQueries.currentUser().queryKey, {
    id: 'u-1',
    permission_types: permissions,
    role_types: [],
  } as never);
  render(
    <QueryClientProvider client={client}>
      <CancelCorrectTab event={event} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the cancel-correct tab of a finalized call', () => {
  it('previews the corrected lines, then confirms the preview seen', async () => {
    const bodies = server(state());
    renderTab();
    fireEvent.click(await screen.findByRole('radio', { name: /Custom date/ }));
    fireEvent.change(screen.getByLabelText(/Posting date/), { target: { value: '2026-06-30' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1,200,000.00' } });
    fireEvent.change(await screen.findByLabelText('Override for Birch Trust LP'), {
      target: { value: '250,000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const shown = await screen.findByTestId('correction-preview');
    expect(bodies['cancel-correct-preview']).toEqual({
      correction_type: 'custom_date',
      posting_date: '2026-06-30',
      name: null,
      uses: [
        {
          kind: 'investment',
          description: 'Investment in Northwind',
          transaction_code: 'contribution_investment',
          amount_cents: 1_200_000_00,
          overrides: [{ commitment_id: 'c-b', amount_cents: 250_000_00 }],
        },
      ],
    });
    expect(within(shown).getByTestId('total-change').textContent).toBe('$200,000.00');
    expect(shown.textContent).toContain('Cancel-correct: 2 events, 4 ledger rows');
    expect(shown.textContent).toContain('Notices change for 1 LP: Birch Trust LP.');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm cancel-correct' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      "Reverse Capital call 1's ledger rows and post the corrected call on",
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancel-correct' }));
    await waitFor(() => expect(screen.getByTestId('correction-outcome')).toBeTruthy());
    expect(bodies['cancel-correct']).toMatchObject({
      token: 'token-1',
      posting_date: '2026-06-30',
    });
    expect(screen.getByTestId('correction-outcome').textContent).toContain(
      'Capital call 1 (corrected) is posted',
    );
  });

  it('shows the lines not typed in as money is written (1,000,000.00) and sends their cents', async () => {
    const withOverride = {
      ...event,
      uses: [
        {
          ...event.uses[0]!,
          amount_cents: 4_182_500_00,
          overrides: [{ commitment_id: 'c-b', amount_cents: 12_345_67 }],
        },
      ],
    } as CapitalCallEvent;
    const bodies = server(state());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(shellQueries.currentUser().queryKey, {
      id: 'u-1',
      permission_types: ['read', 'config'],
      role_types: [],
    } as never);
    render(
      <QueryClientProvider client={client}>
        <CancelCorrectTab event={withOverride} />
      </QueryClientProvider>,
    );
    const amount = (await screen.findByLabelText('Amount')) as HTMLInputElement;
    expect(amount.value).toBe('4,182,500.00');
    const birch = (await screen.findByLabelText('Override for Birch Trust LP')) as HTMLInputElement;
    expect(birch.value).toBe('12,345.67');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('correction-preview');
    expect(bodies['cancel-correct-preview']).toMatchObject({
      uses: [
        {
          amount_cents: 4_182_500_00,
          overrides: [{ commitment_id: 'c-b', amount_cents: 12_345_67 }],
        },
      ],
    });
  });

  it('refuses an empty custom date before asking the server', async () => {
    const bodies = server(state());
    renderTab();
    fireEvent.click(await screen.findByRole('radio', { name: /Custom date/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Choose the date the correction posts on.')).toBeTruthy();
    expect(bodies['cancel-correct-preview']).toBeUndefined();
  });

  it('says why when the call cannot be corrected or the user lacks config', async () => {
    server(state({ blocked_reason: 'This capital call has already been cancel-corrected.' }));
    renderTab();
    expect(
      await screen.findByText('This capital call has already been cancel-corrected.'),
    ).toBeTruthy();
    cleanup();
    server(state());
    renderTab(['read', 'write', 'approve']);
    expect(await screen.findByText('Cancel-correct needs the config permission.')).toBeTruthy();
  });
});
