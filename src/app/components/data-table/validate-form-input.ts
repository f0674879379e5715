import { parseDateInput } from './parse-date-input';
import type { FormField } from '../../../api/table-data';
import { parseMoneyText } from '../../../domain/parse-money-text';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (error: string): Parsed<never> => ({ ok: false, error });

const decimalsOf = (text: string) => (text.split('.')[1] ?? '').length;

/**
 * Spec §5 money input, typed or pasted: the one money text reading (parentheses, currency
 * signs, thousands commas, at most two decimals), then no negatives unless allowed.
 */
export function parseMoneyInput(
  text: string,
  field: Pick<FormField, 'allow_negative'>,
): Parsed<number | null> {
  const reading = parseMoneyText(text);
  if (!reading.ok) return fail(reading.message);
  if (reading.cents !== null && reading.cents < 0 && !field.allow_negative)
    return fail('Amount must be positive.');
  return ok(reading.cents);
}

/** Spec §5: percent 0 to 100, no negatives, two decimals. */
export function parsePercentInput(text: string): Parsed<number | null> {
  const trimmed = text.trim().replace(/[%\s]/g, '');
  if (trimmed === '') return ok(null);
  if (!/^-?\d*\.?\d*$/.test(trimmed) || trimmed === '-' || trimmed === '.') {
    return fail('Must be valid number');
  }
  const value = Number(trimmed);
  if (value < 0) return fail('Greater than or equal to 0');
  if (value > 100) return fail('Less than or equal to 100');
  if (decimalsOf(trimmed) > 2) return fail('At most 2 decimals');
  return ok(value);
}

/** Spec §5: dropdown cells match typed text to an option label, case-insensitively. */
export function matchOption(
  text: string,
  field: Pick<FormField, 'options'>,
): Parsed<string | null> {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return ok(null);
  const option = field.options?.find(
    (o) => (o.rich_value ?? o.value).toLowerCase() === wanted || o.value.toLowerCase() === wanted,
  );
  return option ? ok(option.value) : fail('Invalid');
}

/** Spec §5: toggle groups accept true or false; blank clears unless the group is required. */
export function parseToggleInput(
  text: string,
  field: Pick<FormField, 'required'>,
): Parsed<boolean | null> {
  const wanted = text.trim().toLowerCase();
  if (wanted === 'true') return ok(true);
  if (wanted === 'false') return ok(false);
  if (wanted === '') return field.required ? fail('Required') : ok(null);
  return fail('Invalid');
}

export function parseDateCellInput(text: string): Parsed<string | null> {
  if (text.trim() === '') return ok(null);
  const date = parseDateInput(text);
  return date
    ? ok(date)
    : fail("We couldn't parse the date. Please enter a valid date in the format of MM/DD/YYYY.");
}
