import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import { humanize } from '../../../api/humanize';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card } from '../../components/page-styles';
import { toaster } from '../../lib/toaster';
import { feeOffsetsTable } from './fee-charge-tables';
import { useSaveFeeChargeInputs } from './fee-charge-event-queries';
import { FeeLineAudit } from './FeeLineAudit';
import {
  FeeOffsetRows,
  offsetRowsOf,
  offsetsToSend,
  refusedFields,
  type OffsetErrors,
  type OffsetRow,
} from './FeeOffsetRows';

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
  const [rows, setRows] = useState<OffsetRow[]>(() => offsetRowsOf(view.offsets));
  const [errors, setErrors] = useState<OffsetErrors>({});
  const table = useMemo(() => feeOffsetsTable(view), [view]);

  const submit = async () => {
    const { offsets, errors: local } = offsetsToSend(rows);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const saved = await save.mutateAsync({ offsets, waivers: view.waivers });
      onSaved(saved);
      toaster.create({ type: 'success', title: 'Offsets saved' });
    } catch (failure) {
      setErrors(await refusedFields(failure));
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
        <FeeOffsetRows
          rows={rows}
          setRows={setRows}
          errors={errors}
          setErrors={setErrors}
          editable={editable}
        />
        {editable ? (
          <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '3' })}>
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
