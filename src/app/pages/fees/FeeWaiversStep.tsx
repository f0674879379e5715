import { useCallback, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import { humanize } from '../../../api/humanize';
import { button } from '../../components/button-styles';
import type { FormValue } from '../../components/data-table/clear-form-value';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card } from '../../components/page-styles';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import {
  feeWaiversTable,
  savedWaivers,
  waiverErrorsByCommitment,
  waiverField,
  waiversToSend,
} from './fee-charge-tables';
import { useSaveFeeChargeInputs } from './fee-charge-event-queries';

/**
 * Waivers step: the fee the GP waives for each LP this period, typed in the LP's row, applied
 * after or before the offsets as the fee's order of operations says. Saved with the draft's
 * offsets through fee-offset-applications/; a server error shows on the LP's cell.
 */
export function FeeWaiversStep({
  view,
  editable,
  onSaved,
}: {
  view: FeeChargeEventView;
  editable: boolean;
  onSaved: (saved: FeeChargeEventView) => void;
}) {
  const save = useSaveFeeChargeInputs(view.fund_family_id, view.id);
  // What the table shows (the saved waivers, until the next answer) and what is typed over it.
  const [shownFor, setShownFor] = useState(view);
  const [shown, setShown] = useState(() => savedWaivers(view));
  const [edited, setEdited] = useState(shown);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (shownFor !== view) {
    const saved = savedWaivers(view);
    setShownFor(view);
    setShown(saved);
    setEdited(saved);
  }
  const table = useMemo(
    () => feeWaiversTable(view, shown, errors, editable),
    [view, shown, errors, editable],
  );
  const onFormChange = useCallback(
    (values: Record<string, FormValue>) =>
      setEdited((current) => {
        const next = { ...current };
        for (const line of view.lines) {
          const value = values[waiverField(line.commitment_id)];
          if (value !== undefined) next[line.commitment_id] = typeof value === 'number' ? value : 0;
        }
        return next;
      }),
    [view.lines],
  );
  const submit = async () => {
    const { waivers, commitmentAt } = waiversToSend(view, edited);
    try {
      const saved = await save.mutateAsync({
        offsets: view.offsets.map((o) => ({ ...o, description: o.description ?? '' })),
        waivers,
      });
      setErrors({});
      onSaved(saved);
      toaster.create({ type: 'success', title: 'Waivers saved' });
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      setShown(edited);
      setErrors(
        waiverErrorsByCommitment((apiError.data ?? {}) as Record<string, string[]>, commitmentAt),
      );
      toaster.create({ type: 'error', title: apiError.message || 'Invalid input' });
    }
  };
  return (
    <section className={card}>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
        A waiver is the part of an LP&rsquo;s fee the GP forgoes this period (waiver methodology:{' '}
        {humanize(view.terms['waiver methodology'] ?? 'none')}). It is applied up to the fee left
        after {view.terms['order of operations'] === 'waivers_first' ? 'nothing' : 'the offsets'};
        the rest carries forward.
      </p>
      <LazyDataTable
        tableKey="fee-charge-waivers"
        title="Waivers by investor"
        table={table}
        onFormChange={editable ? onFormChange : undefined}
        emptyMessage="No commitments bear this fee."
      />
      {editable ? (
        <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '3' })}>
          <button
            type="button"
            className={button()}
            disabled={save.isPending}
            onClick={() => void submit()}
          >
            Save waivers
          </button>
        </div>
      ) : null}
    </section>
  );
}
