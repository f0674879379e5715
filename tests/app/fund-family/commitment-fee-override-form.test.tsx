// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CommitmentFee } from '../../../src/api/commitment-fee-override';
import type { Fee } from '../../../src/api/fees';
import { CommitmentFeePage } from '../../../src/app/pages/fund-family/commitment/CommitmentFeePage';
import { shellQueries } from '../../../src/app/queries/shell-queries';
import { jsonAnswer } from '../json-fetch-stub';
import { modelManagementFee } from '../../../src/api/fee-examples';

/*
 * A commitment's fee page and its override form (commitments/{id}/fees/{feeId}[/override])
 * against a stand-in server (fetch): the rate steps say where each rate comes from; the form
 * starts empty (no side letter yet), saves 1.5% from 2026-01-01 with PUT, refuses a rate above
 * 100% before asking the server, and clearing every rate asks DELETE.
 */

// The model LPA's fee (fee-examples.ts) at 2% from 2026-01-01, as the server answers it.
const model = modelManagementFee('calc-1', '2026-01-01');
const fee: Fee = {
  ...model,
  id: 'fee-1',
  fund_family_id: 'ff-1',
  basis: model.basis.map((b) => ({ ...b, calculation_name: 'Fee basis' })),
};

const fundRate: CommitmentFee = {
  commitment_id: 'c-1',
  fund_family_id: 'ff-1',
  investor_entity_name: 'Birch Side LP',
  owning_entity_name: 'Side Letter Fund, L.P.',
  investor_class: null,
  fee,
  class_rates: null,
  override: null,
  steps: [{ from: '2026-01-01', rate_percent: '2', source: 'fund' }],
  in_force: { from: '2026-01-01', rate_percent: '2', source: 'fund' },
};

const sideLetter: CommitmentFee = {
  ...fundRate,
  override: {
    rates: [{ from: '2026-01-01', rate_percent: '1.5' }],
    updated_by_name: 'Will Writer',
    updated_at: '2026-12-07T10:00:00.000Z',
  },
  steps: [{ from: '2026-01-01', rate_percent: '1.5', source: 'commitment' }],
  in_force: { from: '2026-01-01', rate_percent: '1.5', source: 'commitment' },
};

const path = '/api/commitment-information/c-1/fees/fee-1/';

/** Answers the fee page's GET, PUT and DELETE, recording each write with its body. */
function server(initial: CommitmentFee) {
  let current = initial;
  const writes: [string, unknown][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      if (url.pathname === `${path}override/` && input.method === 'PUT') {
        writes.push(['PUT', await input.json()]);
        current = sideLetter;
        return jsonAnswer(current);
      }
      if (url.pathname === `${path}override/` && input.method === 'DELETE') {
        writes.push(['DELETE', null]);
        current = fundRate;
        return jsonAnswer(current);
      }
      if (url.pathname === path) return jsonAnswer(current);
      return jsonAnswer({});
    }),
  );
  return writes;
}

function renderPage(override: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(shellQueries.currentUser().queryKey, {
    id: 'u-writer',
    permission_types: ['read', 'write'],
    role_types: [],
  } as never);
  const { hook, history } = memoryLocation({
    path: `/fund-family/ff-1/commitments/c-1/fees/fee-1${override ? '/override' : ''}`,
    record: true,
  });
  render(
    <QueryClientProvider client={client}>
      <Router hook={hook}>
        <CommitmentFeePage
          fundFamilyId="ff-1"
          commitmentId="c-1"
          feeId="fee-1"
          override={override}
        />
      </Router>
    </QueryClientProvider>,
  );
  return history;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a commitment’s fee override', () => {
  it('shows each rate step with where it comes from', async () => {
    server(sideLetter);
    renderPage(false);
    const steps = await screen.findByRole('table', { name: 'Rate steps' });
    const row = within(steps).getAllByRole('row')[1]!;
    expect(row.textContent).toBe('01/01/20261.5%Commitment override (in force today)');
    expect(
      screen.getByText(/1.5% from 01\/01\/2026; set by Will Writer on 12\/07\/2026/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit override' })).toBeTruthy();
  });

  it('saves the side letter’s rate, refusing a rate above 100% first', async () => {
    const writes = server(fundRate);
    const history = renderPage(true);
    const form = await screen.findByRole('form', { name: 'Fee override' });
    expect(form.textContent).toContain('Without them it pays the fund’s rate: 2%.');
    fireEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
    fireEvent.input(within(form).getByLabelText('From'), { target: { value: '2026-01-01' } });
    const rate = within(form).getByLabelText('Commitment rate (% a year)');
    fireEvent.input(rate, { target: { value: '101' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save override' }));
    expect(await within(form).findByText('Less than or equal to 100')).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.input(rate, { target: { value: '1.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual(['PUT', { rates: [{ from: '2026-01-01', rate_percent: '1.5' }] }]);
    await waitFor(() =>
      expect(history.at(-1)).toBe('/fund-family/ff-1/commitments/c-1/fees/fee-1'),
    );
  });

  it('clears the side letter when every rate is removed', async () => {
    const writes = server(sideLetter);
    renderPage(true);
    const form = await screen.findByRole('form', { name: 'Fee override' });
    expect(
      (within(form).getByLabelText('Commitment rate (% a year)') as HTMLInputElement).value,
    ).toBe('1.5');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(writes).toEqual([['DELETE', null]]));
  });
});
