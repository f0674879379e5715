import type { FormField } from '../../../api/table-data';
import type { FormValue } from './clear-form-value';
import type { FormFieldKind } from './form-field-kind';
import {
  matchOption,
  parseDateCellInput,
  parseMoneyInput,
  parsePercentInput,
  parseToggleInput,
  type Parsed,
} from './validate-form-input';

/**
 * Typed or pasted text to a form value: a cell reads what was typed into it and what was
 * pasted into it the same way, so a paste can never hold what typing would refuse.
 */
export function parseFormText(
  kind: FormFieldKind,
  field: FormField,
  text: string,
): Parsed<FormValue> {
  switch (kind) {
    case 'money':
      // Typed and pasted money read the same way: a third decimal is refused, never rounded.
      return parseMoneyInput(text, field);
    case 'percent':
      return parsePercentInput(text);
    case 'date':
      return parseDateCellInput(text);
    case 'dropdown':
      return matchOption(text, field);
    case 'toggle':
      return parseToggleInput(text, field);
    case 'number':
    case 'integer': {
      const trimmed = text.trim().replace(/,/g, '');
      if (trimmed === '') return { ok: true, value: kind === 'integer' ? 0 : null };
      const value = Number(trimmed);
      if (!Number.isFinite(value)) return { ok: false, error: 'Must be valid number' };
      if (kind === 'integer' && !Number.isInteger(value))
        return { ok: false, error: 'Must be valid integer' };
      if ((trimmed.split('.')[1] ?? '').length > 2)
        return { ok: false, error: 'At most 2 decimals' };
      return { ok: true, value };
    }
    default:
      return { ok: true, value: text === '' ? null : text };
  }
}

/** The text an input shows for a stored form value. */
export function formValueText(kind: FormFieldKind, value: FormValue): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return (value / 100).toFixed(2);
  if (kind === 'date' && typeof value === 'string') {
    const [y, m, d] = value.split('-');
    return `${m}/${d}/${y}`;
  }
  return String(value);
}
