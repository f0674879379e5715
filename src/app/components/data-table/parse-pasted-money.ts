/**
 * Spec §5 paste rules for money: keep digits, the decimal point and a minus sign; text in
 * parentheses (with or without $) is negative; a lone minus is 0; a blank is null.
 * Returns the amount in integer cents, or undefined when nothing numeric is left.
 */
export function parsePastedMoney(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parenthesised = /^\(.*\)$/.test(trimmed);
  const kept = trimmed.replace(/[^0-9.-]/g, '');
  if (kept === '-') return 0;
  if (kept === '' || kept === '.') return undefined;
  const negative = parenthesised || kept.startsWith('-');
  const digits = kept.replace(/-/g, '');
  if (!/^\d*\.?\d*$/.test(digits)) return undefined;
  const cents = Math.round(Number(digits) * 100);
  if (!Number.isFinite(cents)) return undefined;
  return negative && cents !== 0 ? -cents : cents;
}
