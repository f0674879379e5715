import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF file's text as poppler's pdftotext lays it out: figures are checked on the PDF itself. */
export const pdfFileText = (path: string) =>
  execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

/** The text of PDF bytes (written to a file of their own first: pdftotext reads files). */
export function pdfText(bytes: ArrayBuffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-text-')), 'document.pdf');
  writeFileSync(file, Buffer.from(bytes));
  return pdfFileText(file);
}

/** The first line of `text` that holds `label`, its runs of spaces made one ("Total due USD 1.00"). */
export const lineWith = (text: string) => (label: string) =>
  text
    .split('\n')
    .find((l) => l.includes(label))
    ?.replace(/\s+/g, ' ')
    .trim();
