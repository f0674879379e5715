import { parseMxl } from './parse-mxl';
import { printMxl } from './print-mxl';

/**
 * Reformats a formula to the canonical layout (80 columns, indent 2). Idempotent, and the
 * result parses to the same tree. A formula that does not parse comes back unchanged:
 * the editor shows the parse error instead, and no text is ever lost to a format.
 */
export function formatMxl(source: string): string {
  const parsed = parseMxl(source);
  return parsed.ok ? printMxl(parsed.ast) : source;
}
