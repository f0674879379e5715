/** Time units of spec §5, smallest first; each has a plural form the language accepts too. */
export const MXL_TIME_UNITS = [
  'day',
  'week',
  'month',
  'quarter',
  'year',
  'decade',
  'century',
  'millennium',
] as const;
export type MxlTimeUnit = (typeof MXL_TIME_UNITS)[number];

const PLURAL: Record<MxlTimeUnit, string> = {
  day: 'days',
  week: 'weeks',
  month: 'months',
  quarter: 'quarters',
  year: 'years',
  decade: 'decades',
  century: 'centuries',
  millennium: 'millennia',
};

const BY_WORD = new Map<string, MxlTimeUnit>();
for (const unit of MXL_TIME_UNITS) {
  BY_WORD.set(unit, unit);
  BY_WORD.set(PLURAL[unit], unit);
}
// People write both Latin and English plurals of millennium; accept either.
BY_WORD.set('millenniums', 'millennium');

/** The unit a word names, case-insensitively, or null when it names none. */
export function timeUnitFromWord(word: string): MxlTimeUnit | null {
  return BY_WORD.get(word.toLowerCase()) ?? null;
}

/** Every spelling the lexer reserves as a time unit, for highlighting and autocomplete. */
export const MXL_TIME_UNIT_WORDS: readonly string[] = [...BY_WORD.keys()];

/** "1 quarter" but "3 quarters": the printer spells a count's unit as English does. */
export function timeUnitWord(unit: MxlTimeUnit, count?: string): string {
  return count === undefined || count === '1' ? unit : PLURAL[unit];
}
