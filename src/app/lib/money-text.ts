import * as v from 'valibot';
import { centsToDollars } from '../../domain/money';
import { parseMoneyText } from '../../domain/parse-money-text';

/**
 * Money typed by a person into a form field: the one money text reading of spec §5 (commas,
 * currency signs, at most two decimals), not negative. The output stays the text; textToCents
 * turns it into cents when the form is sent.
 */
export const moneyTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Required'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const reading = parseMoneyText(dataset.value);
    if (!reading.ok) addIssue({ message: reading.message });
    else if (reading.cents !== null && reading.cents < 0)
      addIssue({ message: 'Amount must be positive.' });
  }),
);

export const optionalMoneyTextSchema = v.union([v.literal(''), moneyTextSchema]);

/** Cents of money text that moneyTextSchema accepted (throws on text it would refuse). */
export function textToCents(text: string): number {
  const reading = parseMoneyText(text);
  if (!reading.ok || reading.cents === null)
    throw new Error(`"${text}" is not an amount: check it with moneyTextSchema first`);
  return reading.cents;
}

export const centsToText = (cents: number | null) => (cents === null ? '' : centsToDollars(cents));
