import { Dec } from '../money';
import type { RatePoint } from './fee-rate';

/**
 * Whether a fund charges fees (spec §3 fund family config.fees_enabled), read from its stored fee
 * terms: some fee has a rate above zero at some date. A fee kept at 0% charges nothing.
 */
export function feesEnabled(fees: readonly { rates: readonly RatePoint[] }[]): boolean {
  return fees.some((fee) => fee.rates.some((point) => new Dec(point.rate).greaterThan(0)));
}
