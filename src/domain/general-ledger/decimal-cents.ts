import { parseMoneyText, type MoneyTextProblem } from '../parse-money-text';

/**
 * A decimal amount as written in a ledger export, read into integer cents by the one money
 * text reading (never through a float). More than two decimals is refused rather than
 * rounded: a ledger that sends fractions of a cent is telling us something we should not
 * silently change. The problems are worded for an import report, naming the amount.
 */
export type CentsReading = { ok: true; cents: number } | { ok: false; problem: string };

const ledgerProblem: Record<MoneyTextProblem, string> = {
  not_a_number: 'is not a number.',
  too_many_decimals: 'has more than two decimal places.',
  too_large: 'is too large.',
};

export function parseDecimalCents(input: string): CentsReading {
  const reading = parseMoneyText(input);
  if (!reading.ok)
    return { ok: false, problem: `Amount "${input.trim()}" ${ledgerProblem[reading.problem]}` };
  if (reading.cents === null) return { ok: false, problem: 'Amount is empty.' };
  return { ok: true, cents: reading.cents };
}

/** Cents as the plain decimal string a ledger export would carry ("-1234.50"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
