/**
 * The one reading of money text into integer cents, for typed inputs, spreadsheet pastes and
 * ledger files alike, on the client and the server. It reads the digits as decimal text and
 * never passes through a float, so "0.29" is 29 cents and "90071992547409.90" keeps every digit.
 *
 * Accepted: an optional sign, one currency sign or code ($, €, £, USD, EUR, GBP) before or after
 * the number, thousands commas in groups of three, accounting parentheses for a negative
 * ("(1,250.00)", "($50)"), a lone minus as zero (how spreadsheets show a zero in accounting
 * format, spec §5), and a blank as no amount (null).
 *
 * Refused, always the same way: a third decimal (rounding "1.005" to $1.00 would change what
 * the person wrote), commas not in threes ("1,23" may be a European decimal comma), anything
 * else that is not part of a number, and amounts at or above the safe-integer limit in cents.
 */
export type MoneyTextProblem = 'not_a_number' | 'too_many_decimals' | 'too_large';

export type MoneyTextReading =
  { ok: true; cents: number | null } | { ok: false; problem: MoneyTextProblem; message: string };

const MAX_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

/** Spec §5 generic messages, shown beside the input or cell that holds the text. */
export const moneyTextMessages: Record<MoneyTextProblem, string> = {
  not_a_number: 'Must be valid number',
  too_many_decimals: 'At most 2 decimals',
  // The largest amount held: Number.MAX_SAFE_INTEGER - 1 cents, written as dollars.
  too_large: 'Less than or equal to 90071992547409.90',
};

const currency = String.raw`(?:[$€£]|USD|EUR|GBP)`;
const sign = '[+-]';
// Either side of the number: sign and currency in any order, at most one of each.
const pattern = new RegExp(
  String.raw`^(${sign})?\s*(${currency})?\s*(${sign})?\s*` +
    String.raw`(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?` +
    String.raw`\s*(${currency})?$`,
  'i',
);

const refuse = (problem: MoneyTextProblem): MoneyTextReading => ({
  ok: false,
  problem,
  message: moneyTextMessages[problem],
});

export function parseMoneyText(text: string): MoneyTextReading {
  let rest = text.trim();
  if (rest === '') return { ok: true, cents: null };
  let negative = false;
  // Accounting parentheses, with the currency sign inside or outside: "($50)" or "$(50)".
  const parenthesised = new RegExp(String.raw`^(${currency})?\s*\((.*)\)$`, 'i').exec(rest);
  if (parenthesised) {
    negative = true;
    rest = `${parenthesised[1] ?? ''}${parenthesised[2] ?? ''}`.trim();
  }
  const match = pattern.exec(rest);
  if (!match) return refuse('not_a_number');
  const [, signBefore, currencyBefore, signAfter, whole, fraction, currencyAfter] = match;
  const signs = [signBefore, signAfter].filter((s) => s !== undefined);
  if (signs.length > 1 || (currencyBefore && currencyAfter)) return refuse('not_a_number');
  // A sign inside parentheses says the sign twice; which one was meant is a guess.
  if (negative && signs.length > 0) return refuse('not_a_number');
  if (signs[0] === '-') negative = true;
  if (whole === undefined && (fraction ?? '') === '') {
    // Nothing numeric: a lone minus is a spreadsheet's zero, anything else is not a number.
    if (fraction === undefined && signs[0] === '-' && !parenthesised) return { ok: true, cents: 0 };
    return refuse('not_a_number');
  }
  if ((fraction ?? '').length > 2) return refuse('too_many_decimals');
  const cents = BigInt(`${(whole ?? '0').replaceAll(',', '')}${(fraction ?? '').padEnd(2, '0')}`);
  if (cents >= MAX_CENTS) return refuse('too_large');
  const value = Number(cents);
  return { ok: true, cents: negative && value !== 0 ? -value : value };
}
