import { allocate, type AllocateOptions } from '../allocate';
import { DomainError } from '../domain-error';
import { Dec, formatCents } from '../money';
import type { WaterfallPartner } from './types';

/** Splits the distributable amount among partners by sharing weight; partners weighing zero get nothing. */
export function apportion(
  distributable: number,
  partners: readonly WaterfallPartner[],
  rounding: AllocateOptions,
  scope: string,
): Record<string, number> {
  const shares = partners
    .map((p) => ({ id: p.id, weight: p.sharingWeight ?? p.commitment, isGp: p.isGp }))
    .filter((s) => (typeof s.weight === 'number' ? s.weight !== 0 : !new Dec(s.weight).isZero()));
  if (shares.length === 0) {
    if (distributable === 0) return {};
    throw new DomainError(
      `Nobody in ${scope} has a sharing weight to take the distributable ${formatCents(distributable)}`,
      'empty_allocation',
    );
  }
  return allocate(distributable, shares, rounding);
}
