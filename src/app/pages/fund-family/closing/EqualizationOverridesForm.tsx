import { Field, FieldArray, Form, reset, setErrors, setInput, useForm } from '@formisch/react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { Closing } from '../../../../api/fund-structure';
import '../../../../api/validation-messages';
import { button } from '../../../components/button-styles';
import { TextControl } from '../../../components/form-controls';
import { MoneyText } from '../../../components/MoneyText';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { centsToText, optionalMoneyTextSchema, textToCents } from '../../../lib/money-text';
import { reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { useUpdateOverrideAmounts } from '../../../queries/fund-queries';

const schema = v.object({
  overrides: v.array(
    v.object({
      commitment_id: v.string(),
      /** Empty: the computed amount. */
      amount: optionalMoneyTextSchema,
    }),
  ),
});
type Output = v.InferOutput<typeof schema>;

const toInput = (closing: Closing) => ({
  overrides: closing.equalization_overrides.map((o) => ({
    commitment_id: o.commitment_id,
    amount: centsToText(o.override_cents),
  })),
});

const rowGrid = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 1fr) 160px 220px auto',
  columnGap: '3',
  alignItems: 'end',
  borderBottom: '1px solid',
  borderColor: 'gray.100',
  pt: '2',
});

/**
 * The capital equalization each admitted commitment pays, set by hand in a draft closing
 * (PUT update-override-amounts/). An empty field pays the computed amount; the existing
 * commitments' refunds are re-allocated by the server from what is paid.
 */
export function EqualizationOverridesForm({ closing }: { closing: Closing }) {
  const save = useUpdateOverrideAmounts(closing.fund_family_id, closing.id);
  const form = useForm({ schema, initialInput: toInput(closing) });
  const lines = closing.equalization_overrides;
  const submit = async (output: Output) => {
    try {
      const saved = await save.mutateAsync({
        overrides: output.overrides.map((o) => ({
          commitment_id: o.commitment_id,
          amount_cents: o.amount === '' ? null : textToCents(o.amount),
        })),
      });
      reset(form, { initialInput: toInput(saved) });
      setTimeout(() => toaster.create({ type: 'success', title: 'Overrides saved' }), 100);
    } catch (error) {
      await reportServerErrors(error, (path, message) => {
        const [root, index] = path.split('.');
        if (root !== 'overrides') return false;
        if (index === undefined) setErrors(form, { path: ['overrides'], errors: [message] });
        // The amount is the one field a person edits: a refused line shows its message there.
        else setErrors(form, { path: ['overrides', Number(index), 'amount'], errors: [message] });
        return true;
      });
      throw error;
    }
  };
  const guard = useFormischGuard(form, schema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      aria-label="Equalization overrides"
      className={css({ mt: '5' })}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '1' })}>
        Override what admitted commitments pay
      </h2>
      <p className={css({ color: 'gray.700', mb: '2', fontSize: 'sm' })}>
        Leave a field empty to pay the computed amount. What goes back to the existing commitments
        is re-allocated from the total paid, so the two always match to the cent.
      </p>
      <FieldArray of={form} path={['overrides']}>
        {(array) => (
          <div>
            {array.errors ? (
              <p role="alert" className={css({ color: 'red.700', fontSize: 'sm', mb: '2' })}>
                {array.errors.join(', ')}
              </p>
            ) : null}
            {array.items.map((item, at) => {
              const line = lines[at];
              if (!line) return null;
              return (
                <div key={item} className={rowGrid}>
                  <div className={css({ pb: '5' })}>
                    <div className={css({ fontWeight: 'medium' })}>{line.investor_entity_name}</div>
                    <div className={css({ color: 'gray.600', fontSize: 'sm' })}>
                      {line.owning_entity_name}
                    </div>
                  </div>
                  <div className={css({ pb: '5', textAlign: 'right' })}>
                    <div className={css({ color: 'gray.600', fontSize: 'xs' })}>Computed</div>
                    <span data-testid={`computed-${line.commitment_id}`}>
                      <MoneyText cents={line.computed_cents ?? 0} />
                    </span>
                  </div>
                  <Field of={form} path={['overrides', at, 'amount']}>
                    {(field) => (
                      <TextControl
                        field={field}
                        id={`override-${line.commitment_id}`}
                        label={`Override for ${line.investor_entity_name}`}
                        inputMode="decimal"
                      />
                    )}
                  </Field>
                  <button
                    type="button"
                    className={`${button({ variant: 'secondary' })} ${css({ mb: '4' })}`}
                    onClick={() => setInput(form, { path: ['overrides', at, 'amount'], input: '' })}
                  >
                    Reset to computed
                  </button>
                </div>
              );
            })}
          </div>
        )}
      </FieldArray>
      <div className={css({ mt: '3' })}>
        <ResetAndSave form={form} saveLabel="Save overrides" busy={save.isPending} />
      </div>
      {guard.dialog}
    </Form>
  );
}
