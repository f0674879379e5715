// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeeChargeEventView } from '../../../src/api/fee-charge-event';
import { FeeLedgerSummary, FeeTotals } from '../../../src/app/pages/fees/FeeChargeSummary';

/*
 * The posted fee page's "Posted to the ledger" card with an applied late offset: the charge's
 * own rows as published, the adjustment's rows under its name, and the fee's rows in all. The
 * figures are those of tests/server/fee-late-adjustment-api.test.ts, worked by hand there:
 * Q2 2026 charged 44,876.71, offsets 3,000.00, a 1,000.00 waiver accrued; the late offsets
 * posted −15,000.01; in all the offsets are 3,000.00 + 15,000.01 = 18,000.01.
 */

const row = (code: string, display_name: string, amount_cents: number) => ({
  code,
  display_name,
  amount_cents,
});

const view: Pick<FeeChargeEventView, 'name' | 'ledger' | 'late_adjustment_ledgers'> = {
  name: 'Management fee, Q2 2026',
  ledger: [
    row('management_fee', 'Management fee charged', 4_487_671),
    row('management_fee_offset', 'Management fee offset', -300_000),
    row('management_fee_waiver', 'Management fee waiver', -100_000),
    row('fee_waiver_accrual', 'Fee waiver accrual', 100_000),
  ],
  late_adjustment_ledgers: [
    {
      id: 'adj-1',
      name: 'Late offsets, Management fee, Q2 2026',
      kind: 'late_offsets',
      applied_at: '2026-07-02T10:00:00.000Z',
      ledger: [row('management_fee_offset', 'Management fee offset', -1_500_001)],
      totals_change: {
        gross_cents: 0,
        offsets_applied_cents: 1_500_001,
        waivers_applied_cents: 0,
        net_cents: -1_500_001,
      },
    },
  ],
};

const amountOf = (scope: HTMLElement, selector: string) =>
  scope.querySelector(`${selector} td:last-child`)?.textContent;

afterEach(() => cleanup());

describe('the posted fee ledger card', () => {
  it('shows the charge as published, each applied late adjustment by name, and the fee in all', () => {
    render(<FeeLedgerSummary view={view} title="Posted to the ledger" />);
    const card = screen.getByRole('region', { name: 'Posted to the ledger' });
    const published = within(card).getByRole('rowgroup', {
      name: 'Management fee, Q2 2026, as published',
    });
    expect(amountOf(published, '[data-code=management_fee]')).toBe('$44,876.71');
    expect(amountOf(published, '[data-code=management_fee_offset]')).toBe('-$3,000.00');
    expect(amountOf(published, '[data-code=fee_waiver_accrual]')).toBe('$1,000.00');

    const late = within(card).getByRole('rowgroup', {
      name: 'Late offsets, Management fee, Q2 2026',
    });
    expect(late.textContent).toContain(
      'Late offsets, Management fee, Q2 2026, applied on 07/02/2026',
    );
    expect(late.querySelectorAll('[data-adjustment-code]')).toHaveLength(1);
    expect(amountOf(late, '[data-adjustment-code=management_fee_offset]')).toBe('-$15,000.01');

    const all = within(card).getByRole('rowgroup', { name: 'On the ledger in all' });
    expect(amountOf(all, '[data-ledger-code=management_fee]')).toBe('$44,876.71');
    expect(amountOf(all, '[data-ledger-code=management_fee_offset]')).toBe('-$18,000.01');
    expect(amountOf(all, '[data-ledger-code=management_fee_waiver]')).toBe('-$1,000.00');
    expect(amountOf(all, '[data-ledger-code=fee_waiver_accrual]')).toBe('$1,000.00');
    // The charge's own rows keep their selector: only the four published ones carry data-code.
    expect(card.querySelectorAll('[data-code]')).toHaveLength(4);
  });

  it('shows only the charge rows, without groups, when nothing late was applied', () => {
    render(
      <FeeLedgerSummary
        view={{ ...view, late_adjustment_ledgers: [] }}
        title="Posted to the ledger"
      />,
    );
    const card = screen.getByRole('region', { name: 'Posted to the ledger' });
    expect(within(card).queryAllByRole('rowgroup', { name: /./ })).toEqual([]);
    expect(card.querySelectorAll('tbody tr')).toHaveLength(4);
  });
});

/*
 * The same charge's Totals card. As published: gross 44,876.71, offsets 3,000.00, waivers
 * 1,000.00, net 44,876.71 − 3,000.00 − 1,000.00 = 40,876.71. The late offsets applied 15,000.01
 * more, net −15,000.01; now (the server's sum): offsets 18,000.01, net 40,876.71 − 15,000.01 =
 * 25,876.70.
 */
const totalsView = {
  ...view,
  lines: [],
  totals: {
    gross_cents: 4_487_671,
    offsets_applied_cents: 300_000,
    waivers_applied_cents: 100_000,
    net_cents: 4_087_671,
  },
  totals_with_late_adjustments: {
    gross_cents: 4_487_671,
    offsets_applied_cents: 1_800_001,
    waivers_applied_cents: 100_000,
    net_cents: 2_587_670,
  },
};

const cellOf = (card: HTMLElement, total: string, column: string) =>
  card.querySelector(`[data-total=${total}] td[data-column="${column}"]`)?.textContent;

describe('the posted fee totals card', () => {
  it('reconciles the net as published, through each applied late adjustment, to the net now', () => {
    render(<FeeTotals view={totalsView} />);
    const card = screen.getByRole('region', { name: 'Totals' });
    expect(
      within(card)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['As published', 'Late offsets, Management fee, Q2 2026', 'Now']);
    expect(cellOf(card, 'net', 'published')).toBe('$40,876.71');
    expect(cellOf(card, 'offsets', 'adj-1')).toBe('-$15,000.01');
    expect(cellOf(card, 'net', 'adj-1')).toBe('-$15,000.01');
    expect(cellOf(card, 'gross', 'adj-1')).toBe('$0.00');
    expect(cellOf(card, 'offsets', 'now')).toBe('-$18,000.01');
    expect(cellOf(card, 'waivers', 'now')).toBe('-$1,000.00');
    expect(cellOf(card, 'net', 'now')).toBe('$25,876.70');
  });

  it('shows one column without headers when nothing late was applied', () => {
    render(
      <FeeTotals
        view={{ ...totalsView, late_adjustment_ledgers: [], totals_with_late_adjustments: null }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Totals' });
    expect(within(card).queryAllByRole('columnheader')).toEqual([]);
    expect(card.querySelector('[data-total=net] td')?.textContent).toBe('$40,876.71');
    expect(card.querySelectorAll('td')).toHaveLength(4);
  });
});
