import { Dec, formatCents, type AuditStep } from '../money';
import { auditStep } from './audit-step';
import { DomainError } from '../domain-error';
import type { FeeBasisDetermination } from './fee-enums';
import type { FeePeriod } from './fee-periods';
import { cachedAddDays, cachedDaysBetween } from './memo';
import { valueOn, type ValuePoint } from './value-series';

/** One stretch of constant basis, for the "basis over time" view. */
export type BasisInterval = { start: string; end: string; days: number; amount: number };

export type FeeBasisInput = {
  label: string;
  series: readonly ValuePoint[];
  window: FeePeriod;
  determination: FeeBasisDetermination;
  knownAsOf?: string;
};

export type FeeBasisResult = {
  /** Decimal cents: a day-weighted average is rarely whole, and is only rounded with the fee. */
  basis: string;
  /** The same as an exact Decimal. */
  value: Dec;
  /** The basis as the exact ratio weighted / days (cent-days over days; days = 1 for one day). */
  weighted: number;
  days: number;
  basisOverTime: BasisInterval[];
  audit: AuditStep[];
};

/*
 * A class only so that the basis string, the basis over time and the audit are built when read
 * (prototype getters): a fee run computes 10,000 of these and shows a handful. toJSON keeps it
 * plain data on the wire.
 */
class FeeBasis implements FeeBasisResult {
  readonly #input: FeeBasisInput;
  constructor(
    readonly weighted: number,
    readonly days: number,
    input: FeeBasisInput,
  ) {
    this.#input = input;
  }
  get value(): Dec {
    return this.days === 1 ? new Dec(this.weighted) : new Dec(this.weighted).div(this.days);
  }
  get basis(): string {
    return this.days === 1 ? String(this.weighted) : this.value.toString();
  }
  get basisOverTime(): BasisInterval[] {
    const { series, window, knownAsOf } = this.#input;
    return basisOverTime(series, window, knownAsOf);
  }
  get audit(): AuditStep[] {
    const { label, window, determination } = this.#input;
    const inputs = { source: label, window: `${window.start}..${window.end}` };
    if (determination !== 'day_weighted_average') {
      const on = determination === 'start_day' ? window.start : window.end;
      return [
        auditStep(
          `Basis (${determination.replace('_', ' ')})`,
          `${label} on ${on}`,
          inputs,
          this.weighted,
        ),
      ];
    }
    const intervals = this.basisOverTime;
    return [
      auditStep(
        'Basis (day-weighted average)',
        'Σ(value × days) / days in window',
        {
          ...inputs,
          // In money and days, never raw cents: '5,000,000.00 × 15 days + 6,000,000.00 × 31 days'.
          terms: intervals.map((iv) => `${formatCents(iv.amount)} × ${iv.days} days`).join(' + '),
          days: cachedDaysBetween(window.start, window.end) + 1,
        },
        this.basis,
      ),
    ];
  }
  toJSON() {
    const { basis, weighted, days, basisOverTime, audit } = this;
    return { basis, weighted, days, basisOverTime, audit };
  }
}

export const basisOverTime = (
  series: readonly ValuePoint[],
  window: FeePeriod,
  knownAsOf?: string,
): BasisInterval[] => {
  const starts = [window.start];
  for (const p of series) {
    if (
      p.date > window.start &&
      p.date <= window.end &&
      (knownAsOf === undefined || p.date <= knownAsOf)
    ) {
      starts.push(p.date);
    }
  }
  return starts.map((start, i) => {
    const next = starts[i + 1];
    const end = next === undefined ? window.end : cachedAddDays(next, -1);
    return {
      start,
      end,
      days: cachedDaysBetween(start, end) + 1,
      amount: valueOn(series, start, knownAsOf),
    };
  });
};

/** The fee basis over a window by the fund's basis determination (spec §3). */
export const determineFeeBasis = ({
  label,
  series,
  window,
  determination,
  knownAsOf,
}: FeeBasisInput): FeeBasisResult => {
  const input = { label, series, window, determination, knownAsOf };
  if (determination === 'start_day' || determination === 'end_day') {
    const on = determination === 'start_day' ? window.start : window.end;
    return new FeeBasis(valueOn(series, on, knownAsOf), 1, input);
  }
  // Σ value × days over the stretches of constant value, without building the stretches.
  let from = window.start;
  let amount = valueOn(series, window.start, knownAsOf);
  let weighted = 0;
  let stretches = 1;
  for (const p of series) {
    if (p.date <= window.start || p.date > window.end) continue;
    if (knownAsOf !== undefined && p.date > knownAsOf) break;
    weighted += amount * cachedDaysBetween(from, p.date);
    from = p.date;
    amount = p.amount;
    stretches += 1;
  }
  if (stretches === 1) return new FeeBasis(amount, 1, input);
  weighted += amount * (cachedDaysBetween(from, window.end) + 1);
  // Cent-days stay exact integers for any real fund (2^53 cents ≈ $90 trillion over 1 day).
  if (!Number.isSafeInteger(weighted)) {
    throw new DomainError('The fee basis is too large to average exactly.');
  }
  return new FeeBasis(weighted, cachedDaysBetween(window.start, window.end) + 1, input);
};
