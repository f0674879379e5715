import { DomainError } from '../domain-error';
import { Dec } from '../money';

/** A decimal string as an exact ratio of integers, so per-partner tier arithmetic needs no decimal objects. */
export type Fraction = { num: bigint; den: bigint };

const memo = new Map<string, Fraction>();

export function fraction(value: string): Fraction {
  let known = memo.get(value);
  if (!known) {
    const d = new Dec(value);
    if (!d.isFinite()) throw new DomainError(`"${value}" is not a number`, 'invalid_number');
    const places = d.decimalPlaces();
    known = {
      num: BigInt(d.times(new Dec(10).pow(places)).toFixed(0)),
      den: 10n ** BigInt(places),
    };
    memo.set(value, known);
  }
  return known;
}

/** num ÷ den rounded half away from zero, as a number. */
export function divideRound(num: bigint, den: bigint): number {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const rounded = Number((2n * n + d) / (2n * d));
  return negative ? -rounded : rounded;
}

/** cents × fraction, rounded half away from zero. */
export function timesFraction(cents: number, f: Fraction): number {
  return divideRound(BigInt(cents) * f.num, f.den);
}
