import { useState } from 'react';
import { css } from 'styled-system/css';
import type { FeeLateAdjustmentView } from '../../../api/fee-late-adjustment';
import { parseMoneyText } from '../../../domain/parse-money-text';
import { button } from '../../components/button-styles';
import { inputClass } from '../../components/form-field';
import { card, tableStyle } from '../../components/page-styles';
import { centsToText } from '../../lib/money-text';
import { toaster } from '../../lib/toaster';
import { useLateAdjustmentCommand } from './fee-late-adjustment-queries';
import {
  FeeOffsetRows,
  offsetRowsOf,
  offsetsToSend,
  refusedFields,
  type OffsetErrors,
} from './FeeOffsetRows';

type WaiverRow = { commitment_id: string; amount: string };
const heading = css({ fontWeight: 'semibold', mb: '1' });
const hint = css({ color: 'gray.600', fontSize: 'sm', mb: '3' });

/**
 * A late adjustment's items: late offsets typed as the wizard's offsets are, and late waivers per
 * LP. Saved as a whole (PUT); a server error shows on its field. Read-only once applied or
 * discarded, or without the write permission.
 */
export function FeeLateAdjustmentInputs({
  view,
  editable,
}: {
  view: FeeLateAdjustmentView;
  editable: boolean;
}) {
  const command = useLateAdjustmentCommand(view.fund_family_id, view.fee_charge_event_id, view.id);
  const [rows, setRows] = useState(() => offsetRowsOf(view.offsets));
  const [waivers, setWaivers] = useState<WaiverRow[]>(() =>
    view.waivers.map((w) => ({
      commitment_id: w.commitment_id,
      amount: centsToText(w.amount_cents),
    })),
  );
  const [errors, setErrors] = useState<OffsetErrors>({});
  const lps = view.lines.filter((l) => l.published.gross_cents > 0);

  const submit = async () => {
    const { offsets, errors: local } = offsetsToSend(rows);
    const sent = waivers.map((w, i) => {
      const reading = parseMoneyText(w.amount);
      if (!reading.ok) local[`waivers.${i}.amount_cents`] = reading.message;
      return {
        commitment_id: w.commitment_id,
        amount_cents: reading.ok ? (reading.cents ?? 0) : 0,
      };
    });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await command.mutateAsync({ type: 'save', input: { offsets, waivers: sent } });
      toaster.create({ type: 'success', title: 'Late items saved' });
    } catch (failure) {
      setErrors(await refusedFields(failure));
    }
  };

  return (
    <section className={card} style={{ marginBottom: 20 }} aria-label="Late items">
      <h2 className={heading}>Late offsets</h2>
      <p className={hint}>
        Fee income or costs that belonged to this period but came in after it was published: each is
        recognized at the fee&rsquo;s offset percentage and shared by the commitments bearing the
        fee, as the period&rsquo;s own offsets were.
      </p>
      <FeeOffsetRows
        rows={rows}
        setRows={setRows}
        errors={errors}
        setErrors={setErrors}
        editable={editable}
      />
      <h2 className={heading} style={{ marginTop: 20 }}>
        Late waivers
      </h2>
      <p className={hint}>A fee the GP waives for an LP after the period was published.</p>
      <table className={tableStyle} aria-label="Late waivers">
        <tbody>
          {waivers.map((w, i) => (
            <tr key={i}>
              <td>
                <select
                  aria-label={`Waiver ${i + 1} investor`}
                  className={inputClass}
                  value={w.commitment_id}
                  disabled={!editable}
                  onChange={(e) =>
                    setWaivers((all) =>
                      all.map((x, j) => (j === i ? { ...x, commitment_id: e.target.value } : x)),
                    )
                  }
                >
                  {lps.map((l) => (
                    <option key={l.commitment_id} value={l.commitment_id}>
                      {l.investor_entity_name}
                    </option>
                  ))}
                </select>
                {errors[`waivers.${i}.commitment_id`] ? (
                  <div role="alert">{errors[`waivers.${i}.commitment_id`]}</div>
                ) : null}
              </td>
              <td>
                <input
                  aria-label={`Waiver ${i + 1} amount`}
                  className={inputClass}
                  inputMode="decimal"
                  value={w.amount}
                  disabled={!editable}
                  onChange={(e) =>
                    setWaivers((all) =>
                      all.map((x, j) => (j === i ? { ...x, amount: e.target.value } : x)),
                    )
                  }
                />
                {errors[`waivers.${i}.amount_cents`] ? (
                  <div role="alert">{errors[`waivers.${i}.amount_cents`]}</div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {waivers.length === 0 ? <p className={hint}>No late waivers.</p> : null}
      {editable ? (
        <div className={css({ display: 'flex', justifyContent: 'space-between', mt: '3' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={lps.length === 0}
            onClick={() =>
              setWaivers((all) => [...all, { commitment_id: lps[0]!.commitment_id, amount: '' }])
            }
          >
            Add waiver
          </button>
          <button
            type="button"
            className={button()}
            disabled={command.isPending}
            onClick={() => void submit()}
          >
            Save late items
          </button>
        </div>
      ) : null}
    </section>
  );
}
