import { Field, Form, reset, useForm } from '@formisch/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { feeRatePointSchema, type FeeRatePointInput } from '../../../../api/fees';
import '../../../../api/validation-messages';
import { TextControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { reportServerErrors, setServerFieldError } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { DatedRows } from './DatedRows';

const overrideSchema = v.object({ rates: v.array(feeRatePointSchema) });

/**
 * An override of a fee's rates, a class's (classes/{id}/fees/{feeId}/override) or a commitment's
 * (commitments/{id}/fees/{feeId}/override): its own dated rates, percent a year. No rates means
 * the fee's rate from the level below applies again; `save` decides how that is stored.
 */
export function FeeOverrideForm({
  title,
  explanation,
  rateLabel,
  initialRates,
  save,
  serverPathPrefix,
  savedTitle,
  onSaved,
}: {
  title: string;
  explanation: ReactNode;
  /** The rate field's label, e.g. "Class rate (% a year)". */
  rateLabel: string;
  initialRates: FeeRatePointInput[];
  save: (rates: FeeRatePointInput[]) => Promise<unknown>;
  /** What the server puts before "rates" in its field paths (a class: fee_overrides.{i}.). */
  serverPathPrefix?: RegExp;
  savedTitle: string;
  onSaved: () => void;
}) {
  const form = useForm({
    schema: overrideSchema,
    initialInput: { rates: initialRates.map((r) => ({ ...r })) },
  });
  const submit = async ({ rates }: v.InferOutput<typeof overrideSchema>) => {
    try {
      await save(rates);
      reset(form, { initialInput: { rates } });
      setTimeout(() => {
        toaster.create({ type: 'success', title: savedTitle });
        onSaved();
      }, 100);
    } catch (error) {
      await reportServerErrors(error, (path, message) =>
        setServerFieldError(
          form,
          serverPathPrefix ? path.replace(serverPathPrefix, '') : path,
          message,
          ['rates'],
        ),
      );
      throw error;
    }
  };
  const guard = useFormischGuard(form, overrideSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Fee override"
    >
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>{title}</h2>
      <p className={css({ color: 'gray.600', mb: '3' })}>{explanation}</p>
      <DatedRows
        form={form}
        name="rates"
        idPrefix="override"
        addLabel="Add rate"
        blank={{ from: '', rate_percent: '' }}
        keepOne={false}
        value={(index) => (
          <Field of={form} path={['rates', index, 'rate_percent']}>
            {(field) => (
              <TextControl
                field={field}
                id={`override-${index}-percent`}
                label={rateLabel}
                inputMode="decimal"
              />
            )}
          </Field>
        )}
      />
      <ResetAndSave form={form} saveLabel="Save override" />
      {guard.dialog}
    </Form>
  );
}
