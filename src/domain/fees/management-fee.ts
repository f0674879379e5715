import type { DayCount } from '../day-count';
import { cachedAddDays, cachedFeeFactor } from './memo';
import { prorate, type Proration } from './fee-proration';
import { DomainError } from '../domain-error';
import type { AuditStep } from '../money';
import { auditStep } from './audit-step';
import { Dec, roundCents } from '../money';
import type {
  FeeBasisDetermination,
  FeeChargeTiming,
  FeePartialPeriodBasis,
  FeeProration,
} from './fee-enums';
import { determineFeeBasis, type BasisInterval, type FeeBasisResult } from './fee-basis';
import type { FeePeriod } from './fee-periods';
import {
  rateChangeDates,
  resolveFeeRate,
  type FeeRateSchedule,
  type ResolvedRate,
} from './fee-rate';
import { maxDate, minDate } from './iso-date';
import type { ValuePoint } from './value-series';

/**
 * Where the basis comes from from a date on: e.g. committed capital from the first close, then
 * invested capital from the step-down date (the end of the commitment period).
 */
export type BasisSource = { from: string; label: string; series: readonly ValuePoint[] };

export type FeeTerms = {
  dayCount: DayCount;
  /** How a period's share of the annual rate is found; day_count when absent. */
  proration?: FeeProration;
  chargeTiming: FeeChargeTiming;
  basisDetermination: FeeBasisDetermination;
  partialPeriodBasis: FeePartialPeriodBasis;
};

export type ManagementFeeInput = {
  commitmentId: string;
  /** The posting period, both ends inclusive. */
  period: FeePeriod;
  /** The days this commitment bears fees: admission (or first close) to the fund's fee end. */
  feeTerm: { start: string; end?: string };
  basisSources: readonly BasisSource[];
  rates: FeeRateSchedule;
  terms: FeeTerms;
  /** What was known when charged; defaults to the period start when charged in advance. */
  knownAsOf?: string;
};

export type FeeSegment = {
  start: string;
  end: string;
  source: string;
  basis: string;
  rate: string;
  rateSource: ResolvedRate['source'];
  yearFraction: string;
  /** How yearFraction was found (the proration rule and its figures). */
  proration: string;
  amount: string;
  basisOverTime: BasisInterval[];
};

export type ManagementFeeResult = {
  commitmentId: string;
  period: FeePeriod;
  chargeDate: string;
  /** Gross fee in cents, rounded once from the exact sum of the segments. */
  gross: number;
  exact: string;
  segments: FeeSegment[];
  audit: AuditStep[];
};

const sourceOn = (sources: readonly BasisSource[], date: string): BasisSource | undefined => {
  let found: BasisSource | undefined;
  for (const s of sources) if (s.from <= date && (!found || s.from >= found.from)) found = s;
  return found;
};

type Piece = {
  start: string;
  end: string;
  source?: BasisSource;
  basis?: FeeBasisResult;
  rate: ResolvedRate;
  share: Proration;
  amount: Dec;
};

/*
 * A class only so the decimal strings, segments and audit are built when read (prototype
 * getters): a 10,000-commitment run computes every fee but shows a few. toJSON keeps the wire
 * format plain data.
 */
class ManagementFee implements ManagementFeeResult {
  readonly #pieces: Piece[];
  readonly #total: Dec;
  constructor(
    readonly commitmentId: string,
    readonly period: FeePeriod,
    readonly chargeDate: string,
    readonly gross: number,
    pieces: Piece[],
    total: Dec,
  ) {
    this.#pieces = pieces;
    this.#total = total;
  }
  get exact(): string {
    return this.#total.toString();
  }
  get segments(): FeeSegment[] {
    return this.#pieces.map((p) => ({
      start: p.start,
      end: p.end,
      source: p.source?.label ?? 'none',
      basis: p.basis?.basis ?? '0',
      rate: p.rate.rate,
      rateSource: p.rate.source,
      yearFraction: p.share.fraction.toString(),
      proration: p.share.rule,
      amount: p.amount.toString(),
      basisOverTime: p.basis?.basisOverTime ?? [],
    }));
  }
  get audit(): AuditStep[] {
    return [
      ...this.segments.flatMap((s, i) => [
        ...(this.#pieces[i]?.basis?.audit ?? []),
        auditStep(
          `Fee ${s.start}..${s.end}`,
          `basis × rate × yearFraction (${s.proration})`,
          { basis: s.basis, rate: s.rate, rateSource: s.rateSource, yearFraction: s.yearFraction },
          s.amount,
        ),
      ]),
      auditStep('Gross fee', 'round(Σ segment fees) to cents', { exact: this.exact }, this.gross),
    ];
  }
  toJSON() {
    const { commitmentId, period, chargeDate, gross, exact, segments, audit } = this;
    return { commitmentId, period, chargeDate, gross, exact, segments, audit };
  }
}

/** One commitment's gross management fee for one posting period. */
export const calculateManagementFee = (input: ManagementFeeInput): ManagementFeeResult => {
  const { commitmentId, period, feeTerm, basisSources, rates, terms } = input;
  if (period.end < period.start)
    throw new DomainError('The fee period end must not be before its start.');
  const chargeDate = terms.chargeTiming === 'in_advance' ? period.start : period.end;
  const knownAsOf =
    input.knownAsOf ?? (terms.chargeTiming === 'in_advance' ? period.start : undefined);
  const from = maxDate(period.start, feeTerm.start);
  const through = feeTerm.end === undefined ? period.end : minDate(period.end, feeTerm.end);
  const pieces: Piece[] = [];
  let exact = new Dec(0);

  if (from <= through) {
    // Split where the basis source (step-down) or the rate changes, so each piece has one of each.
    // A commitment bearing fees for the whole period is charged the full period (model LPA).
    const fullPeriod = from === period.start && through === period.end;
    const proration = terms.proration ?? 'day_count';
    const starts = [from];
    for (const s of basisSources) if (s.from > from && s.from <= through) starts.push(s.from);
    for (const d of rateChangeDates(rates, from, through)) starts.push(d);
    if (starts.length > 1) {
      starts.sort();
      for (let i = starts.length - 1; i > 0; i--)
        if (starts[i] === starts[i - 1]) starts.splice(i, 1);
    }
    for (let i = 0; i < starts.length; i++) {
      const start = starts[i] as string;
      const next = starts[i + 1];
      const end = next === undefined ? through : cachedAddDays(next, -1);
      const source = sourceOn(basisSources, start);
      const window = terms.partialPeriodBasis === 'use_partial_period' ? { start, end } : period;
      const basis = source
        ? determineFeeBasis({
            label: source.label,
            series: source.series,
            window,
            determination: terms.basisDetermination,
            knownAsOf,
          })
        : undefined;
      const rate = resolveFeeRate({ schedule: rates, date: start });
      const share = prorate({
        start,
        end,
        period,
        fullPeriod,
        proration,
        dayCount: terms.dayCount,
      });
      // weighted × (rate × yearFraction / days): one product per piece, the factor shared.
      const amount = basis
        ? new Dec(basis.weighted).times(
            cachedFeeFactor(
              `${rate.rate}|${share.fraction.toString()}|${basis.days}`,
              rate.rate,
              share.fraction,
              basis.days,
            ),
          )
        : new Dec(0);
      exact = exact.plus(amount);
      pieces.push({ start, end, source, basis, rate, share, amount });
    }
  }
  return new ManagementFee(commitmentId, period, chargeDate, roundCents(exact), pieces, exact);
};
