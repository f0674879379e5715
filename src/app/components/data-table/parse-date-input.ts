import { format, isValid, parse } from 'date-fns';

const patterns = ['yyyy-MM-dd', 'M/d/yyyy', 'M/d/yy'] as const;

/**
 * Spec §5 date cells: ISO, M/d/yyyy or M/d/yy, with a year after 1900. Returns ISO
 * YYYY-MM-DD or null when the text is not such a date.
 */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  for (const pattern of patterns) {
    // A four-digit year typed into M/d/yy must not be read as year 20xx of a longer string.
    if (pattern === 'M/d/yy' && !/^\d{1,2}\/\d{1,2}\/\d{2}$/.test(trimmed)) continue;
    if (pattern === 'M/d/yyyy' && !/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) continue;
    if (pattern === 'yyyy-MM-dd' && !/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) continue;
    const date = parse(trimmed, pattern, new Date(2000, 0, 1));
    if (isValid(date) && date.getFullYear() > 1900) return format(date, 'yyyy-MM-dd');
  }
  return null;
}
