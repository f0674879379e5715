import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { CapitalCallEvent, CapitalCallInput } from '../../../api/capital-call';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { FormField, inputClass } from '../../components/form-field';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';
import { SearchableSelect } from '../../components/SearchableSelect';
import { moneyTextSchema, textToCents } from '../../lib/money-text';
import { reportServerErrors } from '../../lib/server-field-errors';
import { allocationTable, lineTitle } from './breakdown-tables';
import { capitalCallInputOfEvent } from './capital-call-form';
import { capitalActivityQueries, useUpdateCapitalCall } from './capital-call-queries';
import { RefusalList } from './RefusalList';
import { SpecialContributionsSection } from './SpecialContributionsSection';

const section = css({ mb: '5' });
const formRow = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 180px auto',
  gap: '3',
  alignItems: 'end',
});

/**
 * The call with one line's override for one commitment set (or removed when cents is null).
 * Lines are named by position: every save gives the uses fresh ids.
 */
function withOverride(
  event: CapitalCallEvent,
  line: number,
  commitmentId: string,
  cents: number | null,
): CapitalCallInput {
  const input = capitalCallInputOfEvent(event);
  return {
    ...input,
    uses: input.uses.map((use, at) => {
      if (at !== line) return use;
      const others = use.overrides.filter((o) => o.commitment_id !== commitmentId);
      return {
        ...use,
        overrides:
          cents === null
            ? others
            : [...others, { commitment_id: commitmentId, amount_cents: cents }],
      };
    }),
  };
}

/**
 * Step "allocation" (spec §2 calls/allocation): every use allocated through the fund structure
 * per LP; an amount set by hand for one LP on one use (an override) takes exactly that, and the
 * rest of the line goes to the others. Lines refused for an LP are listed by name.
 */
export function AllocationStep({
  event,
  editable,
}: {
  event: CapitalCallEvent;
  editable: boolean;
}) {
  const fundFamilyId = event.fund_family_id;
  const { data: createData } = useQuery(capitalActivityQueries.createData(fundFamilyId));
  const breakdown = useQuery(capitalActivityQueries.breakdown(fundFamilyId, event.id));
  const update = useUpdateCapitalCall(fundFamilyId, event.id);
  const [chosenLine, setLine] = useState<string | null>(null);
  const [commitmentId, setCommitmentId] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const table = useMemo(
    () => (breakdown.data ? allocationTable(breakdown.data) : undefined),
    [breakdown.data],
  );
  const commitments = createData?.commitments ?? [];
  const lpName = (id: string) => commitments.find((c) => c.commitment_id === id)?.lp ?? id;
  // A management fee computed by the fee engine takes no overrides (each LP is called its fee),
  // nor does closing equalization (each LP settles what its closing left), nor special
  // contributions (entered per LP below).
  const overridable = event.uses
    .map((use, at) => ({ use, at }))
    .filter(
      ({ use }) =>
        !use.fee_period &&
        use.kind !== 'closing_equalization' &&
        use.kind !== 'special_contributions',
    );
  const overrides = event.uses.flatMap((use, at) =>
    use.overrides.map((o) => ({ use, at, commitmentId: o.commitment_id, cents: o.amount_cents })),
  );
  const save = async (input: CapitalCallInput) => {
    try {
      await update.mutateAsync(input);
      return true;
    } catch (error) {
      await reportServerErrors(error, () => false);
      return false;
    }
  };
  const line = chosenLine ?? String(overridable[0]?.at ?? 0);
  const setOverride = async () => {
    const parsed = v.safeParse(moneyTextSchema, amount);
    if (!parsed.success) return setAmountError(parsed.issues[0].message);
    setAmountError(null);
    if (!commitmentId) return;
    if (await save(withOverride(event, Number(line), commitmentId, textToCents(parsed.output)))) {
      setAmount('');
      setCommitmentId('');
    }
  };
  return (
    <>
      <RefusalList refusals={event.refusals} />
      {editable ? (
        <section className={`${card} ${section}`} aria-label="Overrides">
          <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>Per-LP overrides</h2>
          <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
            An amount set by hand is what that LP is called on the line; the rest of the line is
            allocated over the other LPs through the fund structure. 0.00 lets an LP off the line.
            {event.uses.some((use) => use.fee_period)
              ? ' A management fee computed from the fee terms calls each LP its own fee and takes no overrides.'
              : null}
            {event.uses.some((use) => use.kind === 'closing_equalization')
              ? ' Closing equalization settles what each LP’s closing left and takes no overrides.'
              : null}
          </p>
          {overridable.length === 0 ? null : (
            <form
              className={formRow}
              aria-label="Set an override"
              onSubmit={(e) => {
                e.preventDefault();
                void setOverride();
              }}
            >
              <FormField id="override-use" label="Use">
                <SearchableSelect
                  id="override-use"
                  value={line}
                  options={overridable.map(({ use, at }) => ({
                    value: String(at),
                    label: lineTitle(use),
                  }))}
                  onValueChange={setLine}
                />
              </FormField>
              <FormField id="override-lp" label="Investor entity">
                <SearchableSelect
                  id="override-lp"
                  value={commitmentId}
                  placeholder="Choose an LP"
                  options={commitments.map((c) => ({
                    value: c.commitment_id,
                    label: `${c.lp} — ${c.fund_entity_name}`,
                  }))}
                  onValueChange={setCommitmentId}
                />
              </FormField>
              <FormField
                id="override-amount"
                label="Amount"
                errors={amountError ? [amountError] : null}
              >
                <input
                  id="override-amount"
                  className={inputClass}
                  inputMode="decimal"
                  value={amount}
                  aria-invalid={Boolean(amountError)}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </FormField>
              <button
                type="submit"
                className={`${button()} ${css({ mb: '4' })}`}
                disabled={update.isPending || !commitmentId}
              >
                Set override
              </button>
            </form>
          )}
          {overrides.length > 0 ? (
            <table className={tableStyle} aria-label="Overrides set">
              <thead>
                <tr>
                  <th>Use</th>
                  <th>Investor entity</th>
                  <th className={css({ textAlign: 'right!' })}>Amount</th>
                  <th>
                    <span className={css({ srOnly: true })}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {overrides.map((o) => (
                  <tr key={`${o.use.id}-${o.commitmentId}`}>
                    <td>{lineTitle(o.use)}</td>
                    <td>{lpName(o.commitmentId)}</td>
                    <td className={css({ textAlign: 'right' })}>
                      <MoneyText cents={o.cents} />
                    </td>
                    <td className={css({ textAlign: 'right' })}>
                      <button
                        type="button"
                        className={button({ variant: 'secondary' })}
                        aria-label={`Remove the override of ${lpName(o.commitmentId)} on ${lineTitle(o.use)}`}
                        disabled={update.isPending}
                        onClick={() => void save(withOverride(event, o.at, o.commitmentId, null))}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={css({ color: 'gray.600', fontSize: 'sm' })}>
              No overrides: every line is allocated through the fund structure.
            </p>
          )}
        </section>
      ) : null}
      {editable ? <SpecialContributionsSection event={event} /> : null}
      <section className={card}>
        <LazyDataTable
          tableKey="capital-call-allocation"
          title="Allocation"
          table={table}
          isLoading={breakdown.isPending}
          emptyMessage="No commitments to call."
        />
      </section>
    </>
  );
}
