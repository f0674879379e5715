import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { CapitalCallEvent } from '../../../api/capital-call';
import type {
  SpecialContribution,
  SpecialContributionInput,
} from '../../../api/capital-call-special-contribution';
import { button } from '../../components/button-styles';
import { FormField, inputClass } from '../../components/form-field';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';
import { api } from '../../lib/api-client';
import { centsToText, moneyTextSchema, textToCents } from '../../lib/money-text';
import { reportServerErrors } from '../../lib/server-field-errors';
import { capitalActivityQueries } from './capital-call-queries';

const right = css({ textAlign: 'right!' });
const path = (event: CapitalCallEvent) =>
  `fund-family/${event.fund_family_id}/capital-call/${event.id}/special-contribution`;

/** Under the event's key: every change of the event refreshes it. */
const specialContributionQuery = (event: CapitalCallEvent) =>
  queryOptions({
    queryKey: [
      ...capitalActivityQueries.event(event.fund_family_id, event.id).queryKey,
      'special-contribution',
    ],
    queryFn: () => api.get(path(event)).json<SpecialContribution>(),
  });

/**
 * Special contributions (spec §7 capital-call special-contribution): an amount entered for each
 * LP, not allocated pro rata, posted under the chosen code. They count against each LP's unfunded
 * commitment: an amount above it is refused by name (listed with the call's refusals) unless the
 * code is recallable. Saving replaces the call's special contributions line; all zero removes it.
 */
export function SpecialContributionsSection({ event }: { event: CapitalCallEvent }) {
  const { data } = useQuery(specialContributionQuery(event));
  if (!data) return null;
  // Remounted per saved line, so the inputs start from what the server holds.
  return <SpecialContributionsForm key={data.use?.id ?? 'none'} event={event} data={data} />;
}

function SpecialContributionsForm({
  event,
  data,
}: {
  event: CapitalCallEvent;
  data: SpecialContribution;
}) {
  const queryClient = useQueryClient();
  const [description, setDescription] = useState(data.use?.description ?? 'Special contributions');
  const [code, setCode] = useState(
    data.use?.transaction_code ?? data.default_transaction_code ?? '',
  );
  const [amounts, setAmounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      data.rows.map((row) => [
        row.commitment_id,
        row.amount_cents === 0 ? '' : centsToText(row.amount_cents),
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: SpecialContributionInput) =>
      api.post(path(event), { json: input }).json<SpecialContribution>(),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: capitalActivityQueries.event(event.fund_family_id, event.id).queryKey,
      }),
  });
  const submit = async () => {
    const problems: Record<string, string> = {};
    const entered = data.rows.flatMap((row) => {
      const text = (amounts[row.commitment_id] ?? '').trim();
      if (text === '') return [];
      const parsed = v.safeParse(moneyTextSchema, text);
      if (!parsed.success) {
        problems[row.commitment_id] = parsed.issues[0]?.message ?? 'Invalid';
        return [];
      }
      return [{ commitment_id: row.commitment_id, amount_cents: textToCents(text) }];
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await save.mutateAsync({ description, transaction_code: code, amounts: entered });
    } catch (error) {
      await reportServerErrors(error, (field, message) => {
        const match = /^amounts\.(\d+)\./.exec(field);
        const id = match ? entered[Number(match[1])]?.commitment_id : undefined;
        setErrors((all) => ({ ...all, [id ?? field]: message }));
        return true;
      });
    }
  };
  const total = data.rows.reduce((sum, row) => sum + row.amount_cents, 0);
  return (
    <section className={card} aria-label="Special contributions" style={{ marginBottom: 20 }}>
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>Special contributions</h2>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
        An amount entered for an LP is what it is called on this line, nothing is spread pro rata.
        It counts against the LP&apos;s unfunded commitment: more than that is refused by name
        unless the code is recallable. All amounts empty takes the line off the call.
      </p>
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3', mb: '3' })}>
        <FormField
          id="special-description"
          label="Description"
          errors={errors.description ? [errors.description] : null}
        >
          <input
            id="special-description"
            className={inputClass}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormField>
        <FormField
          id="special-code"
          label="Transaction code"
          errors={errors.transaction_code ? [errors.transaction_code] : null}
        >
          <select
            id="special-code"
            className={inputClass}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          >
            <option value="">Choose a code</option>
            {data.transaction_codes.map((c) => (
              <option key={c.name} value={c.name}>
                {c.is_recallable ? `${c.display_name} (recallable)` : c.display_name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className={css({ maxHeight: '420px', overflowY: 'auto', mb: '3' })}>
        <table className={tableStyle} aria-label="Special contribution per LP">
          <thead>
            <tr>
              <th>Investor entity</th>
              <th>Fund entity</th>
              <th className={right}>Unfunded before the call</th>
              <th className={right}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.commitment_id}>
                <td>{row.lp}</td>
                <td>{row.fund_entity_name}</td>
                <td className={right}>
                  <MoneyText cents={row.unfunded_cents} />
                </td>
                <td className={right}>
                  <input
                    aria-label={`Special contribution of ${row.lp}`}
                    aria-invalid={errors[row.commitment_id] ? true : undefined}
                    title={errors[row.commitment_id]}
                    className={inputClass}
                    inputMode="decimal"
                    value={amounts[row.commitment_id] ?? ''}
                    onChange={(e) =>
                      setAmounts((all) => ({ ...all, [row.commitment_id]: e.target.value }))
                    }
                  />
                  {errors[row.commitment_id] ? (
                    <span role="alert" className={css({ color: 'red.700', fontSize: 'xs' })}>
                      {errors[row.commitment_id]}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={save.isPending}
          onClick={() => void submit()}
        >
          Save special contributions
        </button>
        <span className={css({ fontSize: 'sm', color: 'gray.600' })}>
          Saved: <MoneyText cents={total} />
        </span>
        {errors.amounts ? (
          <span role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
            {errors.amounts}
          </span>
        ) : null}
      </div>
    </section>
  );
}
