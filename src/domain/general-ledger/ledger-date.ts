import { isoDateBounds } from '../iso-date';

/**
 * A transaction date from a ledger export, as an ISO business date. Investran and Yardi export
 * US dates (M/D/YYYY) by default and ISO when configured; both are read, and impossible days
 * (2/30/2026) are refused rather than rolled over.
 */
export type DateReading = { ok: true; date: string } | { ok: false; problem: string };

const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export function parseLedgerDate(input: string): DateReading {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'Date is empty.' };
  const isoMatch = iso.exec(text);
  const usMatch = us.exec(text);
  const parts = isoMatch
    ? { y: isoMatch[1]!, m: isoMatch[2]!, d: isoMatch[3]! }
    : usMatch
      ? { y: usMatch[3]!, m: usMatch[1]!, d: usMatch[2]! }
      : null;
  if (!parts)
    return { ok: false, problem: `Date "${text}" is not a date (use M/D/YYYY or YYYY-MM-DD).` };
  const date = `${parts.y}-${parts.m.padStart(2, '0')}-${parts.d.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    return { ok: false, problem: `Date "${text}" does not exist.` };
  if (date < isoDateBounds.min || date > isoDateBounds.max)
    return { ok: false, problem: `Date "${text}" is outside 1901 to 2300.` };
  return { ok: true, date };
}
