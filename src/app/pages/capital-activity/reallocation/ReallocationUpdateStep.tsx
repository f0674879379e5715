import { useCallback, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { CapitalCallReallocation } from '../../../../api/capital-call-reallocation';
import { resplitWithout } from '../../../../domain/capital-call/resplit-without';
import { button } from '../../../components/button-styles';
import type { FormValue } from '../../../components/data-table/clear-form-value';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { DatePicker } from '../../../components/date-picker/DatePicker';
import { dateParseError } from '../../../components/date-picker/date-parse-error';
import { useFundCurrency } from '../../../components/fund-currency';
import { FormField, inputClass } from '../../../components/form-field';
import { MoneyText } from '../../../components/MoneyText';
import { card } from '../../../components/page-styles';
import { SearchableSelect } from '../../../components/SearchableSelect';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { useUpdateReallocation } from './reallocation-queries';
import { amountKey, updateTable, titleOfUse } from './reallocation-tables';

/** The draft's new amounts by form field (use|commitment), as the server holds them. */
const savedAmounts = (reallocation: CapitalCallReallocation) =>
  Object.fromEntries(
    reallocation.rows.flatMap((row) =>
      reallocation.uses.map((use) => [
        amountKey(use.id, row.commitment_id),
        row.by_use[use.id]!.after_cents,
      ]),
    ),
  );

/** Each use's new total against its total, from the amounts on screen (not saved yet). */
function UseTotals({
  reallocation,
  amounts,
}: {
  reallocation: CapitalCallReallocation;
  amounts: Readonly<Record<string, number>>;
}) {
  const currency = useFundCurrency();
  return (
    <ul aria-label="Use totals" className={css({ listStyle: 'none', mt: '3' })}>
      {reallocation.uses.map((use) => {
        const total = reallocation.rows.reduce(
          (sum, row) => sum + (amounts[amountKey(use.id, row.commitment_id)] ?? 0),
          0,
        );
        const difference = total - use.amount_cents;
        return (
          <li
            key={use.id}
            data-use={use.id}
            className={css({ py: '1', color: difference === 0 ? 'gray.700' : 'red.800' })}
          >
            {titleOfUse(use)}: new amounts <MoneyText cents={total} currency={currency} /> of the
            use&apos;s <MoneyText cents={use.amount_cents} currency={currency} />
            {difference === 0 ? (
              ' ✓'
            ) : (
              <strong>
                {' '}
                (difference <MoneyText cents={difference} currency={currency} />: a reallocation
                moves money between LPs and never changes the use&apos;s total)
              </strong>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Step "update" (spec §2 calls/reallocation update): the effective date, and per LP and use the
 * amount the call posted beside the new amount, typed in the grid or set by removing a
 * defaulting LP and re-splitting its amounts pro rata by commitment among the others. Saving
 * replaces the draft's amounts; the overview and review steps show what would post.
 */
export function ReallocationUpdateStep({
  reallocation,
  editable,
}: {
  reallocation: CapitalCallReallocation;
  editable: boolean;
}) {
  const update = useUpdateReallocation(reallocation.fund_family_id, reallocation.id);
  // The grid shows `shown` (the server's amounts, or a re-split not saved yet); typing in it
  // updates `edited`, which is what Save sends.
  const [shown, setShown] = useState(() => savedAmounts(reallocation));
  const [shownFor, setShownFor] = useState(reallocation);
  const [edited, setEdited] = useState<Record<string, number>>(shown);
  const [date, setDate] = useState<string | null>(reallocation.effective_date);
  const [dateError, setDateError] = useState<string | null>(null);
  const [defaulting, setDefaulting] = useState('');
  if (shownFor !== reallocation) {
    // New data from the server (after a save): show what it holds.
    const saved = savedAmounts(reallocation);
    setShownFor(reallocation);
    setShown(saved);
    setEdited(saved);
    setDate(reallocation.effective_date);
  }
  const table = useMemo(
    () => updateTable(reallocation, shown, editable),
    [reallocation, shown, editable],
  );
  const onFormChange = useCallback((values: Record<string, FormValue>) => {
    setEdited((current) => {
      const next = { ...current };
      for (const [key, value] of Object.entries(values))
        next[key] = typeof value === 'number' ? value : 0;
      return next;
    });
  }, []);

  const resplit = () => {
    const amounts: Record<string, Record<string, number>> = {};
    for (const use of reallocation.uses)
      amounts[use.id] = Object.fromEntries(
        reallocation.rows.map((row) => [
          row.commitment_id,
          edited[amountKey(use.id, row.commitment_id)] ?? 0,
        ]),
      );
    const next = resplitWithout({
      useIds: reallocation.uses.map((u) => u.id),
      commitments: reallocation.rows.map((r) => ({
        id: r.commitment_id,
        committed: r.committed_cents,
      })),
      amounts,
      removed: [defaulting],
    });
    const flat = Object.fromEntries(
      Object.entries(next).flatMap(([useId, byLp]) =>
        Object.entries(byLp).map(([id, cents]) => [amountKey(useId, id), cents]),
      ),
    );
    setShown(flat);
    setEdited(flat);
  };

  const save = async () => {
    if (!date) {
      setDateError('Required');
      return;
    }
    try {
      await update.mutateAsync({
        effective_date: date,
        amounts: reallocation.rows.flatMap((row) =>
          reallocation.uses.map((use) => ({
            use_id: use.id,
            commitment_id: row.commitment_id,
            amount_cents: edited[amountKey(use.id, row.commitment_id)] ?? 0,
          })),
        ),
      });
      setDateError(null);
      toaster.create({ type: 'success', title: 'Reallocation saved' });
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      const fieldErrors = (apiError.data ?? {}) as Record<string, string[]>;
      setDateError(fieldErrors.effective_date?.[0] ?? null);
      toaster.create({ type: 'error', title: apiError.message });
    }
  };
  const lpOptions = reallocation.rows.map((row) => ({ value: row.commitment_id, label: row.lp }));
  return (
    <>
      <section className={card} style={{ marginBottom: 20 }}>
        <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap', alignItems: 'end' })}>
          <div className={css({ w: '220px' })}>
            <FormField
              id="reallocation-effective-date"
              label="Effective date"
              errors={dateError ? [dateError] : null}
              hint={`The differences post on this date, not before the call's due date.`}
            >
              <div>
                <DatePicker
                  label="Effective date"
                  value={date}
                  onChange={(iso) => {
                    setDateError(null);
                    setDate(iso);
                  }}
                  onInvalid={() => setDateError(dateParseError)}
                  invalid={Boolean(dateError)}
                  className={inputClass}
                />
              </div>
            </FormField>
          </div>
          {editable ? (
            <div className={css({ display: 'flex', gap: '2', alignItems: 'end' })}>
              <div className={css({ w: '260px' })}>
                <label
                  htmlFor="defaulting-lp"
                  className={css({ display: 'block', fontSize: 'sm', mb: '1' })}
                >
                  Defaulting LP
                </label>
                <SearchableSelect
                  id="defaulting-lp"
                  value={defaulting}
                  options={lpOptions}
                  placeholder="Choose an LP"
                  onValueChange={setDefaulting}
                />
              </div>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                disabled={!defaulting}
                onClick={resplit}
              >
                Remove LP and re-split pro rata
              </button>
            </div>
          ) : null}
        </div>
        <p className={css({ color: 'gray.600', fontSize: 'sm', mt: '2' })}>
          Re-splitting moves the LP&apos;s amount of every use to the others pro rata by commitment,
          to the cent (a spare cent goes to the largest share), so each use keeps its total. Nothing
          is posted until the reallocation is finalized; then only the differences post, under this
          event.
        </p>
      </section>
      <section className={card}>
        <LazyDataTable
          tableKey="capital-call-reallocation-update"
          title="New amounts by investor"
          table={table}
          onFormChange={editable ? onFormChange : undefined}
          emptyMessage="The call reached no LPs."
        />
        <UseTotals reallocation={reallocation} amounts={edited} />
        {editable ? (
          <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '3' })}>
            <button
              type="button"
              className={button()}
              disabled={update.isPending}
              onClick={() => void save()}
            >
              Save new amounts
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}
