import { describe, expect, it } from 'vitest';
import { clearFormValue } from '../../../src/app/components/data-table/clear-form-value';
import { parseDateInput } from '../../../src/app/components/data-table/parse-date-input';
import { parseFormText } from '../../../src/app/components/data-table/parse-form-text';
import { parseClipboardGrid } from '../../../src/app/components/data-table/paste-into-form-cells';
import {
  matchOption,
  parseDateCellInput,
  parseMoneyInput,
  parsePercentInput,
  parseToggleInput,
} from '../../../src/app/components/data-table/validate-form-input';

describe('money cells read typed and pasted text alike (spec §5 paste rules)', () => {
  const negativeAllowed = { name: 'amount', allow_negative: true };
  it.each([
    ['1234.56', 123456],
    ['$1,234.56', 123456],
    ['(1,234.56)', -123456],
    ['($50)', -5000],
    ['-20', -2000],
    ['-', 0],
    ['  ', null],
    ['', null],
    ['USD 7', 700],
  ])('%j → %j', (text, cents) =>
    expect(parseFormText('money', negativeAllowed, text)).toEqual({ ok: true, value: cents }),
  );
  it.each([
    ['1.005', 'At most 2 decimals'],
    ['12.345', 'At most 2 decimals'],
    ['abc', 'Must be valid number'],
    ['1.2.3', 'Must be valid number'],
  ])('refuses %j: %s', (text, error) =>
    expect(parseFormText('money', negativeAllowed, text)).toEqual({ ok: false, error }),
  );
});

describe('parseMoneyInput', () => {
  it('keeps two decimals and refuses a third', () => {
    expect(parseMoneyInput('12.34', {})).toEqual({ ok: true, value: 1234 });
    expect(parseMoneyInput('12.345', {})).toEqual({ ok: false, error: 'At most 2 decimals' });
  });
  it('refuses negatives unless allow_negative', () => {
    expect(parseMoneyInput('-1', {})).toEqual({ ok: false, error: 'Amount must be positive.' });
    expect(parseMoneyInput('-1', { allow_negative: true })).toEqual({ ok: true, value: -100 });
  });
  it('refuses amounts at or above MAX_SAFE_INTEGER cents', () => {
    expect(parseMoneyInput('90071992547409.91', {}).ok).toBe(false);
    expect(parseMoneyInput('90071992547409.90', {})).toEqual({
      ok: true,
      value: Number.MAX_SAFE_INTEGER - 1,
    });
  });
  it('treats empty as null and garbage as invalid', () => {
    expect(parseMoneyInput('', {})).toEqual({ ok: true, value: null });
    expect(parseMoneyInput('12a', {}).ok).toBe(false);
  });
});

describe('parsePercentInput', () => {
  it.each([
    ['0', { ok: true, value: 0 }],
    ['100', { ok: true, value: 100 }],
    ['12.5%', { ok: true, value: 12.5 }],
    ['100.01', { ok: false, error: 'Less than or equal to 100' }],
    ['-1', { ok: false, error: 'Greater than or equal to 0' }],
    ['', { ok: true, value: null }],
  ])('%j', (text, expected) => expect(parsePercentInput(text)).toEqual(expected));
});

describe('parseDateInput (ISO, M/d/yyyy, M/d/yy; year > 1900)', () => {
  it.each([
    ['2026-03-04', '2026-03-04'],
    ['3/4/2026', '2026-03-04'],
    ['03/04/2026', '2026-03-04'],
    ['3/4/26', '2026-03-04'],
    ['12/31/1901', '1901-12-31'],
    ['12/31/1900', null],
    ['2/30/2026', null],
    ['13/45/2020', null],
    ['tomorrow', null],
  ])('%j → %j', (text, iso) => expect(parseDateInput(text)).toBe(iso));

  it("gives the spec's message for a date it cannot read", () => {
    expect(parseDateCellInput('nope')).toEqual({
      ok: false,
      error: "We couldn't parse the date. Please enter a valid date in the format of MM/DD/YYYY.",
    });
  });
});

describe('dropdown and toggle cells', () => {
  const field = { options: [{ value: 'class_a', rich_value: 'Class A' }, { value: 'gp' }] };
  it('matches option labels case-insensitively', () => {
    expect(matchOption('class a', field)).toEqual({ ok: true, value: 'class_a' });
    expect(matchOption('GP', field)).toEqual({ ok: true, value: 'gp' });
    expect(matchOption('Class C', field)).toEqual({ ok: false, error: 'Invalid' });
  });
  it('accepts true or false, clearing only when not required', () => {
    expect(parseToggleInput('TRUE', {})).toEqual({ ok: true, value: true });
    expect(parseToggleInput('false', {})).toEqual({ ok: true, value: false });
    expect(parseToggleInput('', {})).toEqual({ ok: true, value: null });
    expect(parseToggleInput('', { required: true })).toEqual({ ok: false, error: 'Required' });
  });
});

describe('clearFormValue (spec §5)', () => {
  it.each([
    ['money', null],
    ['boolean', false],
    ['date', null],
    ['datetime', null],
    ['text', null],
    ['decimal', null],
    ['percent', null],
    ['integer', 0],
  ] as const)('%s → %j', (type, value) => expect(clearFormValue(type)).toBe(value));
});

describe('parseClipboardGrid', () => {
  it('splits spreadsheet text into rows and tab-separated cells', () => {
    expect(parseClipboardGrid('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboardGrid('single')).toEqual([['single']]);
  });
});
