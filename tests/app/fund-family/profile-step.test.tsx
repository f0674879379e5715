// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FundFamilyConfig } from '../../../src/api/fund-structure';
import { ProfileStep } from '../../../src/app/pages/fund-family/setup/ProfileStep';

/*
 * The fund profile (setup step and the configuration's profile tab) against a stand-in server
 * (fetch): the capital call methodology (spec §3, gross or net fees) shows with its one-line
 * help, and a change is saved with the rest of the profile.
 */

const saved: FundFamilyConfig = {
  currency: 'USD',
  rounding_methodology: 'cents',
  rounding_partner_ordering: 'largest_allocation',
  capital_call_methodology: 'gross',
  equalization_interest_methodology: null,
  equalization_interest_rate_percent: null,
  target_raise_cents: 15_000_000_000,
  target_close_date: null,
  phase: null,
};

/** Answers GET and PUT fund-family-config/f-1/, keeping each PUT's body. */
function server() {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (url.pathname === '/api/fund-family-config/f-1/' && input.method === 'PUT') {
        const body = (await input.json()) as FundFamilyConfig;
        puts.push(body);
        return json(body);
      }
      if (url.pathname === '/api/fund-family-config/f-1/') return json(saved);
      return json({});
    }),
  );
  return puts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the fund profile', () => {
  it('shows the capital call methodology with its help, and saves Net fees', async () => {
    const puts = server();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ProfileStep fundFamilyId="f-1" />
      </QueryClientProvider>,
    );
    const select = (await screen.findByLabelText('Capital call methodology')) as HTMLSelectElement;
    expect(select.value).toBe('gross');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Gross fees', 'Net fees']);
    const help = document.getElementById(select.getAttribute('aria-describedby')!)!;
    expect(help.textContent).toBe(
      'Gross fees: a call charges each LP its management fee before offsets and waivers. Net fees: after the offsets and waivers of the period’s published fee charge.',
    );
    fireEvent.change(select, { target: { value: 'net' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ ...saved, capital_call_methodology: 'net' });
  });
});
