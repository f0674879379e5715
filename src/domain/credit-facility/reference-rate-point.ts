import type { ReferenceRateType } from './credit-facility-enums';

/** One published reference rate (annual, decimal string) in force from its date. */
export type ReferenceRatePoint = { type: ReferenceRateType; date: string; rate: string };
