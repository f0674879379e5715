import { Field, Form, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { isoDateSchema } from '../../../api/money-input';
import '../../../api/validation-messages';
import { button } from '../../components/button-styles';
import { SelectControl, TextControl } from '../../components/form-controls';
import { card, page, pageTitle } from '../../components/page-styles';
import { moneyTextSchema, textToCents } from '../../lib/money-text';
import { reportServerErrors } from '../../lib/server-field-errors';
import {
  allocationRuleQueries,
  useAllocationsPlayground,
} from '../../queries/allocation-rule-queries';
import { AllocationResultTable } from './AllocationResultTable';

const schema = v.object({
  allocation_rule_graph_id: v.string(),
  amount: moneyTextSchema,
  date: isoDateSchema,
});

/**
 * Spec §2 "allocations-playground": pick a rule graph, an amount and a date, and see what
 * every entity and commitment gets, with the path each cent took. Nothing is saved.
 */
export function AllocationsPlaygroundPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const { data: graphs = [] } = useQuery(allocationRuleQueries.list(fundFamilyId));
  const run = useAllocationsPlayground(fundFamilyId);
  const form = useForm({
    schema,
    initialInput: {
      allocation_rule_graph_id: '',
      amount: '',
      date: new Date().toISOString().slice(0, 10),
    },
  });
  return (
    <main className={page}>
      <Link
        href={`/fund-family/${fundFamilyId}/structure`}
        className={css({ color: 'blue.700', fontSize: 'sm' })}
      >
        ← Allocation rule graphs
      </Link>
      <h1 className={pageTitle}>Allocations playground</h1>
      <Form
        of={form}
        className={`${card} ${css({ mb: '4' })}`}
        aria-label="Allocate an amount"
        onSubmit={async (output) => {
          try {
            await run.mutateAsync({
              allocation_rule_graph_id: output.allocation_rule_graph_id || null,
              amount_cents: textToCents(output.amount),
              date: output.date,
            });
          } catch (error) {
            await reportServerErrors(error, () => false);
          }
        }}
      >
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: '2fr 1fr 1fr auto',
            columnGap: '4',
            alignItems: 'end',
          })}
        >
          <Field of={form} path={['allocation_rule_graph_id']}>
            {(field) => (
              <SelectControl
                field={field}
                id="playground-graph"
                label="Rule graph"
                options={[
                  { value: '', label: 'Default: pro rata by commitment' },
                  ...graphs.map((g) => ({ value: g.id, label: g.name })),
                ]}
              />
            )}
          </Field>
          <Field of={form} path={['amount']}>
            {(field) => (
              <TextControl
                field={field}
                id="playground-amount"
                label="Amount"
                inputMode="decimal"
              />
            )}
          </Field>
          <Field of={form} path={['date']}>
            {(field) => <TextControl field={field} id="playground-date" label="Date" type="date" />}
          </Field>
          <button
            type="submit"
            className={`${button()} ${css({ mb: '4' })}`}
            disabled={run.isPending}
          >
            Allocate
          </button>
        </div>
      </Form>
      {run.data ? (
        <section className={card} aria-label="Allocation">
          <AllocationResultTable
            result={run.data}
            label="Allocation"
            tableKey="allocations-playground"
          />
        </section>
      ) : null}
    </main>
  );
}
