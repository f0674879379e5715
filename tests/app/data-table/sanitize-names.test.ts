import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  sanitizeFileName,
} from '../../../src/app/components/data-table/sanitize-file-name';
import { sanitizeSheetName } from '../../../src/app/components/data-table/sanitize-sheet-name';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('sanitizeFileName (spec §5)', () => {
  it('removes / ? < > \\ : * | " and control characters', () => {
    expect(sanitizeFileName('Q1/Q2: "fees" <draft>?*|\\')).toBe('Q1Q2 fees draft');
    expect(sanitizeFileName('a\u0000b\u001fc\u0085d')).toBe('abcd');
  });
  it('drops reserved device names and trailing dots or spaces', () => {
    expect(sanitizeFileName('CON')).toBe('');
    expect(sanitizeFileName('lpt1.xlsx')).toBe('');
    expect(sanitizeFileName('Report. . ')).toBe('Report');
    expect(sanitizeFileName('Console')).toBe('Console');
  });
  it('caps at 255 UTF-8 bytes without splitting a character', () => {
    const name = sanitizeFileName('€'.repeat(200));
    expect(bytes(name)).toBeLessThanOrEqual(255);
    expect(name).toBe('€'.repeat(85));
  });
  it('keeps the .xlsx extension inside the limit', () => {
    const name = exportFileName('x'.repeat(400));
    expect(bytes(name)).toBe(255);
    expect(name.endsWith('.xlsx')).toBe(true);
    expect(exportFileName('???')).toBe('export.xlsx');
  });
});

describe('sanitizeSheetName (spec §5)', () => {
  it('removes / \\ [ ] * ? : \' " and caps at 31 characters', () => {
    expect(sanitizeSheetName('Fees [Q1]: \'LP\' "A"/B\\C*?')).toBe('Fees Q1 LP ABC');
    expect(sanitizeSheetName('ITD Commitments, Contributions, Distributions')).toBe(
      'ITD Commitments, Contributions,',
    );
    expect(sanitizeSheetName('[]')).toBe('Sheet1');
  });
});
