import * as v from 'valibot';
import { centsToDollars, dollarsToCents } from '../../domain/money';

/** Money typed by a person: digits with at most two decimals, commas allowed (spec §5). */
export const moneyTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Required'),
  v.transform((text) => text.replace(/,/g, '')),
  v.regex(/^\d+(\.\d{1,2})?$/, 'Must be valid amount'),
  v.check(
    (text) => Number(text) < Number.MAX_SAFE_INTEGER / 100,
    'Less than or equal to 90071992547409.90',
  ),
);

export const optionalMoneyTextSchema = v.union([v.literal(''), moneyTextSchema]);

export const textToCents = (text: string) => dollarsToCents(text.replace(/,/g, ''));
export const centsToText = (cents: number | null) => (cents === null ? '' : centsToDollars(cents));
