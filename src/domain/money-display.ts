import { formatCents } from './money';

/** Currency symbols of spec §9's currencies; any other code is written out before the amount. */
const symbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * The one way money is shown, in the browser and in the assistant's answers (spec §9: the
 * fund's currency, '.' decimal, ',' groups of three): integer cents to "$1,234.56",
 * "€1,234.56", "£1,234.56". The sign goes before the symbol ("-$1,234.56") so columns of
 * amounts line up. Exact for any safe integer: the digits are grouped, never divided as floats.
 */
export function formatMoney(cents: number, currency = 'USD'): string {
  const symbol = symbols[currency] ?? `${currency} `;
  return `${cents < 0 ? '-' : ''}${symbol}${formatCents(Math.abs(cents))}`;
}
