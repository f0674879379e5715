import { DomainError } from '../domain-error';
import type { AuditStep } from '../money';
import { auditStep } from './audit-step';
import { assertCents } from '../money';
import type { FeeOrderOfOperations } from './fee-enums';

/** Unapplied offset and waiver balances in cents, carried from one posting to the next. */
export type OffsetWaiverBalances = { offsets: number; waivers: number };

export type ApplyOffsetsAndWaiversInput = {
  gross: number;
  carriedForward: OffsetWaiverBalances;
  newOffsets: number;
  newWaivers: number;
  orderOfOperations: FeeOrderOfOperations;
};

export type AppliedFee = {
  gross: number;
  offsetsAvailable: number;
  offsetsApplied: number;
  waiversAvailable: number;
  waiversApplied: number;
  net: number;
  carryForward: OffsetWaiverBalances;
  audit: AuditStep[];
};

/**
 * Net fee = gross − offsets applied − waivers applied, never below zero (model LPA §8.4). What
 * cannot be applied carries forward: an offset is owed to the LP until used, and a waiver stays
 * "not yet applied" (and so deletable) until a fee absorbs it.
 */
const nonNegativeCents = (value: number, what: string) => {
  assertCents(value, what);
  if (value < 0) throw new DomainError(`${what} cannot be negative.`);
};

/* A class only so the audit is built when read; a fee run applies 10,000 and shows a few. */
class Application implements AppliedFee {
  constructor(
    readonly gross: number,
    readonly offsetsAvailable: number,
    readonly offsetsApplied: number,
    readonly waiversAvailable: number,
    readonly waiversApplied: number,
    readonly net: number,
    readonly carryForward: OffsetWaiverBalances,
    readonly orderOfOperations: FeeOrderOfOperations,
  ) {}
  get audit(): AuditStep[] {
    const { gross, offsetsAvailable, offsetsApplied, waiversAvailable, waiversApplied } = this;
    const offsets = (remaining: number) =>
      auditStep(
        'Offsets applied',
        'min(fee remaining, offsets available)',
        { remaining, offsetsAvailable },
        offsetsApplied,
      );
    const waivers = (remaining: number) =>
      auditStep(
        'Waivers applied',
        'min(fee remaining, waivers available)',
        { remaining, waiversAvailable },
        waiversApplied,
      );
    const steps =
      this.orderOfOperations === 'offsets_first'
        ? [offsets(gross), waivers(gross - offsetsApplied)]
        : [waivers(gross), offsets(gross - waiversApplied)];
    return [
      ...steps,
      auditStep(
        'Net fee',
        'gross − offsets applied − waivers applied',
        { gross, offsetsApplied, waiversApplied },
        this.net,
      ),
      auditStep(
        'Carried forward',
        'available − applied',
        { offsetsAvailable, offsetsApplied, waiversAvailable, waiversApplied },
        `offsets ${this.carryForward.offsets}, waivers ${this.carryForward.waivers}`,
      ),
    ];
  }
  toJSON() {
    const {
      gross,
      offsetsAvailable,
      offsetsApplied,
      waiversAvailable,
      waiversApplied,
      net,
      carryForward,
      audit,
    } = this;
    return {
      gross,
      offsetsAvailable,
      offsetsApplied,
      waiversAvailable,
      waiversApplied,
      net,
      carryForward,
      audit,
    };
  }
}

export const applyOffsetsAndWaivers = ({
  gross,
  carriedForward,
  newOffsets,
  newWaivers,
  orderOfOperations,
}: ApplyOffsetsAndWaiversInput): AppliedFee => {
  nonNegativeCents(gross, 'Gross fee');
  nonNegativeCents(carriedForward.offsets, 'Carried-forward offsets');
  nonNegativeCents(carriedForward.waivers, 'Carried-forward waivers');
  nonNegativeCents(newOffsets, 'Offsets');
  nonNegativeCents(newWaivers, 'Waivers');
  const offsetsAvailable = carriedForward.offsets + newOffsets;
  const waiversAvailable = carriedForward.waivers + newWaivers;
  let offsetsApplied: number;
  let waiversApplied: number;
  if (orderOfOperations === 'offsets_first') {
    offsetsApplied = Math.min(gross, offsetsAvailable);
    waiversApplied = Math.min(gross - offsetsApplied, waiversAvailable);
  } else {
    waiversApplied = Math.min(gross, waiversAvailable);
    offsetsApplied = Math.min(gross - waiversApplied, offsetsAvailable);
  }
  return new Application(
    gross,
    offsetsAvailable,
    offsetsApplied,
    waiversAvailable,
    waiversApplied,
    gross - offsetsApplied - waiversApplied,
    { offsets: offsetsAvailable - offsetsApplied, waivers: waiversAvailable - waiversApplied },
    orderOfOperations,
  );
};
