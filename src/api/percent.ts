import * as v from 'valibot';
import { Dec } from '../domain/money';

/** Spec §5 "Percent: 0 to 100, no negatives", typed as text with up to 4 decimals ("8", "2.25"). */
export const percentSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('This field may not be blank.'),
  v.regex(/^\d+(\.\d{1,4})?$/, 'Must be valid percent'),
  v.check((text) => Number(text) <= 100, 'Less than or equal to 100'),
);

/** "8" (percent, as people type it) to "0.08" (the fraction the engines compute with). */
export const percentToFraction = (percent: string): string => new Dec(percent).div(100).toString();

/** "0.08" to "8". */
export const fractionToPercent = (fraction: string): string =>
  new Dec(fraction).mul(100).toString();
