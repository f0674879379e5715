import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import { offsetTypes } from '../../../api/fees';
import { humanize } from '../../../api/humanize';
import { parseMoneyText } from '../../../domain/parse-money-text';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { DatePicker } from '../../components/date-picker/DatePicker';
import { dateParseError } from '../../components/date-picker/date-parse-error';
import { inputClass } from '../../components/form-field';
import { card, tableStyle } from '../../components/page-styles';
import { apiErrorOf } from '../../lib/api-client';
import { centsToText } from '../../lib/money-text';
import { toaster } from '../../lib/toaster';
import { feeOffsetsTable } from './fee-charge-tables';
import { useSaveFeeChargeInputs } from './fee-charge-event-queries';
import { FeeLineAudit } from './FeeLineAudit';

type OffsetRow = { type: string; amount: string; date: string | null; description: string };
type Errors = Record<string, string>;

const rowsOf = (view: FeeChargeEventView): OffsetRow[] =>
  view.offsets.map((o) => ({
    type: o.type,
    amount: centsToText(o.amount_cents),
    date: o.date,
    description: o.description ?? '',
  }));

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
 * Offsets step: the fund's offsets this period (fee income such as a transaction fee, or
 * organization costs), each recognized at the fee's offset percentage and shared by the
 * commitments bearing the fee; below, each LP's share and what its fee took. Saved with the
 * draft's waivers through fee-offset-applications/; a server error shows on its field.
 */
export function FeeOffsetsStep({
  view,
  editable,
  onSaved,
}: {
  view: FeeChargeEventView;
  editable: boolean;
  onSaved: (saved: FeeChargeEventView) => void;
}) {
  const save = useSaveFeeChargeInputs(view.fund_family_id, view.id);
  const [rows, setRows] = useState<OffsetRow[]>(() => rowsOf(view));
  const [errors, setErrors] = useState<Errors>({});
  const table = useMemo(() => feeOffsetsTable(view), [view]);
  const change = (at: number, patch: Partial<OffsetRow>) =>
    setRows((current) => current.map((row, i) => (i === at ? { ...row, ...patch } : row)));

  const submit = async () => {
    const local: Errors = {};
    const offsets = rows.map((row, i) => {
      const reading = parseMoneyText(row.amount);
      if (!reading.ok) local[`offsets.${i}.amount_cents`] = reading.message;
      else if (reading.cents === null) local[`offsets.${i}.amount_cents`] = 'Required';
      if (!row.date) local[`offsets.${i}.date`] = 'Required';
      return {
        type: row.type as (typeof offsetTypes)[number],
        amount_cents: reading.ok ? (reading.cents ?? 0) : 0,
        date: row.date ?? '',
        description: row.description,
      };
    });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const saved = await save.mutateAsync({ offsets, waivers: view.waivers });
      onSaved(saved);
      toaster.create({ type: 'success', title: 'Offsets saved' });
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      const data = (apiError.data ?? {}) as Record<string, string[]>;
      setErrors(Object.fromEntries(Object.entries(data).map(([k, m]) => [k, m.join(', ')])));
      toaster.create({ type: 'error', title: apiError.message || 'Invalid input' });
    }
  };

  return (
    <>
      <section className={card} style={{ marginBottom: 20 }} aria-label="Fund offsets">
        <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>Fund offsets this period</h2>
        <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
          Each offset is recognized at the fee&rsquo;s offset percentage for its type and shared by
          the commitments bearing the fee, by commitment; an LP&rsquo;s share beyond its fee carries
          forward. Order of operations: {humanize(view.terms['order of operations'] ?? '')}.
        </p>
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
          <div className={css({ display: 'flex', justifyContent: 'space-between', mt: '3' })}>
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
            <button
              type="button"
              className={button()}
              disabled={save.isPending}
              onClick={() => void submit()}
            >
              Save offsets
            </button>
          </div>
        ) : null}
      </section>
      <section className={card}>
        <LazyDataTable
          tableKey="fee-charge-offsets"
          title="Offsets by investor"
          table={table}
          emptyMessage="No commitments bear this fee."
        />
      </section>
      <FeeLineAudit
        view={view}
        title="Offsets and waivers: how each LP's net fee was computed"
        figure="net"
      />
    </>
  );
}
