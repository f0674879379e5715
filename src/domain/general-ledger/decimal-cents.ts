/**
 * A decimal amount as written in a ledger export, read into integer cents from its digits:
 * never through a float, so "0.29" is 29 cents and "1234567890123.45" keeps every digit.
 * Accepts an optional sign, a leading "$", thousands commas and accounting parentheses
 * ("(1,250.00)" is negative). More than two decimals is refused rather than rounded: a ledger
 * that sends fractions of a cent is telling us something we should not silently change.
 */
export type CentsReading = { ok: true; cents: number } | { ok: false; problem: string };

const pattern = /^([+-])?\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

export function parseDecimalCents(input: string): CentsReading {
  let text = input.trim();
  if (text === '') return { ok: false, problem: 'Amount is empty.' };
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  const match = pattern.exec(text);
  const whole = match?.[2];
  const fraction = match?.[3] ?? '';
  if (!match || (whole === undefined && fraction === ''))
    return { ok: false, problem: `Amount "${input.trim()}" is not a number.` };
  if (match[1] === '-') negative = !negative;
  if (fraction.length > 2)
    return {
      ok: false,
      problem: `Amount "${input.trim()}" has more than two decimal places.`,
    };
  const digits = `${(whole ?? '0').replaceAll(',', '')}${fraction.padEnd(2, '0')}`;
  const cents = BigInt(digits);
  if (cents >= BigInt(Number.MAX_SAFE_INTEGER))
    return { ok: false, problem: `Amount "${input.trim()}" is too large.` };
  const value = Number(cents);
  return { ok: true, cents: negative && value !== 0 ? -value : value };
}

/** Cents as the plain decimal string a ledger export would carry ("-1234.50"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
