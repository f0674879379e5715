import { format, parseISO } from 'date-fns';

/**
 * The one way a business date is shown (spec §9 display format MM/dd/yyyy): "2026-06-30" is
 * "06/30/2026". Code keeps ISO strings; only what people read goes through here. The default
 * pattern is sliced, not parsed: date-fns was a visible part of a grid's scroll frame.
 */
export function formatDate(iso: string, pattern?: string): string {
  return pattern === undefined || pattern === 'MM/dd/yyyy'
    ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`
    : format(parseISO(iso), pattern);
}
