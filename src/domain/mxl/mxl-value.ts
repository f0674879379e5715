import type { Dec } from '../money';
import type { MxlTimeUnit } from './time-unit';

/**
 * What an expression evaluates to. Money is integer cents and stays so while it is only
 * added, subtracted, negated, compared or multiplied by whole numbers; anything else turns
 * it into a decimal of currency units (cents / 100) computed with decimal.js, never floats.
 * Dates are ISO `YYYY-MM-DD`; a period with a null start runs from inception.
 */
export type MxlScalar =
  | { kind: 'null' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'money'; cents: number }
  | { kind: 'decimal'; value: Dec }
  | { kind: 'string'; value: string }
  | { kind: 'date'; value: string }
  | { kind: 'period'; start: string | null; end: string }
  | { kind: 'time_unit'; unit: MxlTimeUnit; count: number | null }
  | { kind: 'record'; fields: ReadonlyMap<string, MxlValue> }
  | { kind: 'array'; items: MxlValue[] };

/** One value per commitment of the fund, in the order of `commitmentIds`. */
export type MxlGrouped = {
  kind: 'grouped';
  commitmentIds: readonly string[];
  values: MxlScalar[];
};

export type MxlValue = MxlScalar | MxlGrouped;

export const MXL_NULL: MxlScalar = { kind: 'null' };

export function money(cents: number): MxlScalar {
  return { kind: 'money', cents };
}

export function describeKind(value: MxlValue): string {
  switch (value.kind) {
    case 'null':
      return 'NULL';
    case 'boolean':
      return 'a boolean';
    case 'money':
      return 'money';
    case 'decimal':
      return 'a number';
    case 'string':
      return 'text';
    case 'date':
      return 'a date';
    case 'period':
      return 'a period';
    case 'time_unit':
      return 'a time unit';
    case 'record':
      return 'a record';
    case 'array':
      return 'a list';
    case 'grouped':
      return 'per-commitment values';
  }
}
