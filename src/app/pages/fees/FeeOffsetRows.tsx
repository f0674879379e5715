import type { Dispatch, SetStateAction } from 'react';
import { css } from 'styled-system/css';
import type { FeeChargeEventInputs } from '../../../api/fee-charge-event';
import { offsetTypes } from '../../../api/fees';
import { humanize } from '../../../api/humanize';
import { parseMoneyText } from '../../../domain/parse-money-text';
import { button } from '../../components/button-styles';
import { DatePicker } from '../../components/date-picker/DatePicker';
import { dateParseError } from '../../components/date-picker/date-parse-error';
import { inputClass } from '../../components/form-field';
import { tableStyle } from '../../components/page-styles';
import { apiErrorOf } from '../../lib/api-client';
import { centsToText } from '../../lib/money-text';
import { toaster } from '../../lib/toaster';

export type OffsetRow = { type: string; amount: string; date: string | null; description: string };
export type OffsetErrors = Record<string, string>;
type Offsets = FeeChargeEventInputs['offsets'];

export const offsetRowsOf = (offsets: Offsets): OffsetRow[] =>
  offsets.map((o) => ({
    type: o.type,
    amount: centsToText(o.amount_cents),
    date: o.date,
    description: o.description ?? '',
  }));

/** The rows as the API takes them, with the problems found before sending (by field path). */
export function offsetsToSend(rows: readonly OffsetRow[]): {
  offsets: Offsets;
  errors: OffsetErrors;
} {
  const errors: OffsetErrors = {};
  const offsets = rows.map((row, i) => {
    const reading = parseMoneyText(row.amount);
    if (!reading.ok) errors[`offsets.${i}.amount_cents`] = reading.message;
    else if (reading.cents === null) errors[`offsets.${i}.amount_cents`] = 'Required';
    if (!row.date) errors[`offsets.${i}.date`] = 'Required';
    return {
      type: row.type as (typeof offsetTypes)[number],
      amount_cents: reading.ok ? (reading.cents ?? 0) : 0,
      date: row.date ?? '',
      description: row.description,
    };
  });
  return { offsets, errors };
}

/** A refused save: the server's field problems for the rows (by field path), its message toasted. */
export async function refusedFields(failure: unknown): Promise<OffsetErrors> {
  const apiError = await apiErrorOf(failure);
  toaster.create({ type: 'error', title: apiError.message || 'Invalid input' });
  const data = (apiError.data ?? {}) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(data).map(([k, m]) => [k, m.join(', ')]));
}

const errorText = css({ color: 'red.700', fontSize: 'sm', mt: '1' });

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" className={errorText}>
      {message}
    </div>
  );
}

/**
 * Offsets typed as rows (type, amount, date, description), each error on its field: the posting
 * wizard's offsets step and a late offset adjustment edit them alike.
 */
export function FeeOffsetRows({
  rows,
  setRows,
  errors,
  setErrors,
  editable,
}: {
  rows: OffsetRow[];
  setRows: Dispatch<SetStateAction<OffsetRow[]>>;
  errors: OffsetErrors;
  setErrors: Dispatch<SetStateAction<OffsetErrors>>;
  editable: boolean;
}) {
  const change = (at: number, patch: Partial<OffsetRow>) =>
    setRows((current) => current.map((row, i) => (i === at ? { ...row, ...patch } : row)));
  return (
    <>
      <table className={tableStyle} aria-label="Offsets">
        <thead>
          <tr>
            <th>Type</th>
            <th>Amount</th>
            <th>Date</th>
            <th>Description</th>
            <th>
              <span className={css({ srOnly: true })}>Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <td>
                <select
                  aria-label={`Offset ${i + 1} type`}
                  className={inputClass}
                  value={row.type}
                  disabled={!editable}
                  onChange={(e) => change(i, { type: e.target.value })}
                >
                  {offsetTypes.map((t) => (
                    <option key={t} value={t}>
                      {humanize(t)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  aria-label={`Offset ${i + 1} amount`}
                  aria-invalid={Boolean(errors[`offsets.${i}.amount_cents`]) || undefined}
                  aria-describedby={`offset-${i}-amount-error`}
                  className={inputClass}
                  inputMode="decimal"
                  value={row.amount}
                  disabled={!editable}
                  onChange={(e) => change(i, { amount: e.target.value })}
                />
                <FieldError
                  id={`offset-${i}-amount-error`}
                  message={errors[`offsets.${i}.amount_cents`]}
                />
              </td>
              <td>
                <DatePicker
                  label={`Offset ${i + 1} date`}
                  value={row.date}
                  onChange={(iso) => change(i, { date: iso })}
                  onInvalid={() =>
                    setErrors((e) => ({ ...e, [`offsets.${i}.date`]: dateParseError }))
                  }
                  invalid={Boolean(errors[`offsets.${i}.date`])}
                  className={inputClass}
                />
                <FieldError id={`offset-${i}-date-error`} message={errors[`offsets.${i}.date`]} />
              </td>
              <td>
                <input
                  aria-label={`Offset ${i + 1} description`}
                  className={inputClass}
                  value={row.description}
                  disabled={!editable}
                  onChange={(e) => change(i, { description: e.target.value })}
                />
                <FieldError
                  id={`offset-${i}-description-error`}
                  message={errors[`offsets.${i}.description`]}
                />
              </td>
              <td>
                {editable ? (
                  <button
                    type="button"
                    className={button({ variant: 'secondary' })}
                    onClick={() => setRows((current) => current.filter((_, j) => j !== i))}
                  >
                    Remove
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? (
        <p className={css({ color: 'gray.600', py: '2' })}>No offsets this period.</p>
      ) : null}
      {editable ? (
        <div className={css({ mt: '3' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() =>
              setRows((current) => [
                ...current,
                { type: 'transaction_fees', amount: '', date: null, description: '' },
              ])
            }
          >
            Add offset
          </button>
        </div>
      ) : null}
    </>
  );
}
