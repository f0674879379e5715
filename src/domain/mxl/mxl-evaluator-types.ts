import type { CalculationFilters } from './calculation-filters';
import type { MxlLedger } from './ledger-index';
import type { MxlValue } from './mxl-value';

/** A named formula inside one calculation: its own formula and sub-calculations see it. */
export type MxlSubCalculation = { name: string; formula: string };

/** A named calculation other formulas can refer to by name (spec §3 definition). */
export type MxlCalculation = {
  name: string;
  formula: string;
  filters?: CalculationFilters;
  subCalculations?: readonly MxlSubCalculation[];
};

/** A named set of transaction codes; its name reads as the total of all of them. */
export type TransactionCodeList = { name: string; codes: readonly string[] };

/**
 * When the formula is evaluated. Nothing after `as_of` is ever read. Bare names read from
 * inception to `as_of`; `@.period` (period_start to period_end, defaulting to inception
 * and `as_of`) is the reporting period a formula can use as a window: `x[@.period]`.
 */
export type MxlTimePeriod = {
  as_of: string;
  period_start?: string | null;
  period_end?: string | null;
};

export type MxlEvaluatorInput = {
  ledger: MxlLedger;
  timePeriod: MxlTimePeriod;
  calculations?: readonly MxlCalculation[];
  transactionCodeLists?: readonly TransactionCodeList[];
  /** Configured code names: a code with no rows yet reads as 0 instead of an unknown name. */
  transactionCodes?: readonly string[];
  /** Per commitment (default) or one figure for the fund. */
  groupBy?: 'commitment' | 'fund';
};

export type MxlEvaluation =
  { ok: true; value: MxlValue } | { ok: false; error: { message: string } };

export type MxlEvaluator = {
  evaluate: (formula: string, filters?: CalculationFilters) => MxlEvaluation;
  evaluateCalculation: (name: string) => MxlEvaluation;
  evaluateSubCalculation: (calculation: string, subCalculation: string) => MxlEvaluation;
};
