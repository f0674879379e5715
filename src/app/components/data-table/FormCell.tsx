import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { Cell, Column } from '../../../api/table-data';
import { dateParseError } from '../date-picker/date-parse-error';
import { DatePicker } from '../date-picker/DatePicker';
import { SearchableSelect } from '../SearchableSelect';
import { CellErrorIcon } from './CellValueView';
import { useDataTableContext } from './data-table-context';
import { cellInput } from './data-table-styles';
import { formFieldKind } from './form-field-kind';
import { formValueText, parseFormText } from './parse-form-text';

/** An editable cell (spec §5 inputs): money, percent, number, date, dropdown, toggle, text. */
export function FormCell({
  cell,
  column,
  disabled,
}: {
  cell: Cell;
  column: Column;
  disabled: boolean;
}) {
  const field = cell.form_field!;
  const kind = formFieldKind(column, field);
  const { formValues, formErrors, setFormValue } = useDataTableContext();
  const value = formValues[field.name] ?? null;
  // An input's own parse error first, else the error the table's owner put on the cell.
  const error = formErrors[field.name] ?? cell.error?.message;
  const [text, setText] = useState(formValueText(kind, value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(formValueText(kind, value));
  }
  const label = `${column.title} ${field.title ?? field.name}`.trim();
  // The error beside the input is its description (issue 23).
  const errorId = `${useId()}-error`;
  const describedBy = error ? errorId : undefined;
  const commit = (raw: string) => {
    const parsed = parseFormText(kind, field, raw);
    if (parsed.ok) setFormValue(field.name, parsed.value);
    else setFormValue(field.name, value, parsed.error);
  };
  const wrap = (input: React.ReactNode) => (
    <span className={css({ display: 'flex', alignItems: 'center', gap: '1', w: '100%' })}>
      {error ? <CellErrorIcon id={errorId} message={error} /> : null}
      <span className={css({ flex: 1, minW: 0 })}>{input}</span>
    </span>
  );
  const common = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-form-name': field.name,
    disabled: disabled || field.disabled,
    className: cellInput,
  };
  if (kind === 'toggle') {
    const options = field.options?.length
      ? field.options
      : [
          { value: 'true', rich_value: 'Yes' },
          { value: 'false', rich_value: 'No' },
        ];
    return wrap(
      <span
        role="group"
        aria-label={label}
        aria-describedby={describedBy}
        className={css({ display: 'inline-flex', gap: '1' })}
      >
        {options.map((option) => {
          const selected = String(value) === option.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={selected}
              disabled={common.disabled}
              className={css({
                px: '2',
                h: '26px',
                fontSize: 'xs',
                borderRadius: '4px',
                border: '1px solid',
                borderColor: 'gray.300',
                cursor: 'pointer',
                '&[aria-pressed=true]': { bg: 'brand', color: 'white', borderColor: 'brand' },
              })}
              onClick={() => {
                // A selected option clicked again clears, unless the group is required (spec §5).
                if (selected) setFormValue(field.name, field.required ? value : null);
                else
                  setFormValue(
                    field.name,
                    option.value === 'true'
                      ? true
                      : option.value === 'false'
                        ? false
                        : option.value,
                  );
              }}
            >
              {option.rich_value ?? option.value}
            </button>
          );
        })}
      </span>,
    );
  }
  if (kind === 'dropdown') {
    return wrap(
      <SearchableSelect
        ariaLabel={label}
        aria-describedby={describedBy}
        className={cellInput}
        disabled={common.disabled}
        invalid={Boolean(error)}
        value={value === null ? '' : String(value)}
        placeholder="—"
        options={(field.options ?? []).map((option) => ({
          value: option.value,
          label: option.rich_value ?? option.value,
        }))}
        onValueChange={commit}
      />,
    );
  }
  if (kind === 'date') {
    return wrap(
      <DatePicker
        label={label}
        value={typeof value === 'string' ? value : null}
        invalid={Boolean(error)}
        describedBy={describedBy}
        className={cellInput}
        onChange={(iso) => setFormValue(field.name, iso)}
        onInvalid={() => setFormValue(field.name, value, dateParseError)}
      />,
    );
  }
  return wrap(
    <input
      {...common}
      inputMode={kind === 'text' ? undefined : 'decimal'}
      value={text}
      style={{ textAlign: kind === 'text' ? 'left' : 'right' }}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => commit(text)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
      }}
    />,
  );
}
