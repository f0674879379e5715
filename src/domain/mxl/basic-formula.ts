/** One line of a basic calculation (spec §3): a code added to or subtracted from the total. */
export type BasicFormulaCode = { code_name: string; add_or_subtract: 'add' | 'subtract' };

/**
 * The MXL a basic formula means, so both kinds of definition evaluate the same way.
 * Codes go through sum_codes so a code named like a keyword or calculation still reads
 * the ledger.
 */
export function basicFormulaToMxl(codes: readonly BasicFormulaCode[]): string {
  if (codes.length === 0) return '0';
  return codes
    .map(({ code_name, add_or_subtract }, index) => {
      const term = `sum_codes("${code_name.replaceAll('"', '""')}")`;
      if (add_or_subtract === 'subtract') return index === 0 ? `-${term}` : `- ${term}`;
      return index === 0 ? term : `+ ${term}`;
    })
    .join(' ');
}
