import type { AllocateOptions } from '../allocate';
import { assertCents, formatCents, type AuditStep } from '../money';
import { apportion } from './apportion';
import type { Deal, HybridDeal } from './types';

/**
 * Hybrid protections: required paydowns, accelerated paydowns and fund expense allocations
 * become extra capital to return in the deal, apportioned to its partners by sharing weight
 * and dated so the pref accrues on them from when they were funded.
 */
export function addPaydowns(
  deal: HybridDeal,
  rounding: AllocateOptions,
): { deal: Deal; steps: AuditStep[] } {
  const items = [
    ...(deal.requiredPaydown ?? []).map((i) => ({ ...i, label: 'required paydown' })),
    ...(deal.acceleratedPaydown ?? []).map((i) => ({ ...i, label: 'accelerated paydown' })),
    ...(deal.fundExpenseAllocations ?? []).map((i) => ({ ...i, label: 'fund expense allocation' })),
  ];
  const extra = new Map<string, { date: string; amount: number }[]>();
  const steps: AuditStep[] = [];
  for (const item of items) {
    assertCents(item.amount, item.label);
    const split = apportion(item.amount, deal.partners, rounding, deal.investmentId);
    for (const [id, amount] of Object.entries(split)) {
      if (amount !== 0) extra.set(id, [...(extra.get(id) ?? []), { date: item.date, amount }]);
    }
    steps.push({
      step: `Add the ${item.label} of ${item.date} to ${deal.investmentId}'s capital to return`,
      formula:
        'apportioned by sharing weight; returned in the return-of-capital tier and accruing pref from its date',
      value: formatCents(item.amount),
    });
  }
  const partners = deal.partners.map((p) => ({
    ...p,
    contributions: [...p.contributions, ...(extra.get(p.id) ?? [])],
  }));
  return {
    deal: { investmentId: deal.investmentId, distributable: deal.distributable, partners },
    steps,
  };
}
