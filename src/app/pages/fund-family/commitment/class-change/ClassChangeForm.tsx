import { Field, Form, reset, useForm } from '@formisch/react';
import * as v from 'valibot';
import type { ClassChangeInput } from '../../../../../api/commitment-class-change';
import { isoDateSchema } from '../../../../../api/money-input';
import '../../../../../api/validation-messages';
import { SelectControl, TextControl } from '../../../../components/form-controls';
import { ResetAndSave } from '../../../../components/ResetAndSave';
import { fieldErrorsOn, reportServerErrors } from '../../../../lib/server-field-errors';
import { useFormischGuard } from '../../../../lib/use-formisch-guard';

const NO_CLASS = 'none';

const changeSchema = v.object({
  to_investor_class_id: v.pipe(v.string(), v.nonEmpty('Required')),
  effective_date: isoDateSchema,
});
type Output = v.InferOutput<typeof changeSchema>;

/**
 * The class a commitment moves to and from when: starts a change (profile tab) and edits a
 * draft. Server field errors land on the fields; others show in the toast.
 */
export function ClassChangeForm({
  classOptions,
  currentClassId,
  initial,
  saveLabel,
  onSave,
}: {
  classOptions: { id: string; name: string }[];
  currentClassId: string | null;
  initial: ClassChangeInput | null;
  saveLabel: string;
  onSave: (input: ClassChangeInput) => Promise<void>;
}) {
  const toInput = (value: ClassChangeInput | null) => ({
    to_investor_class_id: value ? (value.to_investor_class_id ?? NO_CLASS) : '',
    effective_date: value?.effective_date ?? '',
  });
  const form = useForm({ schema: changeSchema, initialInput: toInput(initial) });
  const submit = async (output: Output) => {
    const input = {
      to_investor_class_id:
        output.to_investor_class_id === NO_CLASS ? null : output.to_investor_class_id,
      effective_date: output.effective_date,
    };
    try {
      await onSave(input);
      reset(form, { initialInput: toInput(input) });
    } catch (error) {
      await reportServerErrors(
        error,
        fieldErrorsOn(form, ['to_investor_class_id', 'effective_date']),
      );
      throw error;
    }
  };
  const guard = useFormischGuard(form, changeSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      aria-label="Class change"
    >
      <Field of={form} path={['to_investor_class_id']}>
        {(field) => (
          <SelectControl
            field={field}
            id="class-change-to"
            label="New class"
            placeholder="Choose a class"
            options={[
              ...classOptions
                .filter((c) => c.id !== currentClassId)
                .map((c) => ({ value: c.id, label: c.name })),
              ...(currentClassId ? [{ value: NO_CLASS, label: 'None (fund defaults)' }] : []),
            ]}
          />
        )}
      </Field>
      <Field of={form} path={['effective_date']}>
        {(field) => (
          <TextControl field={field} id="class-change-date" label="Effective date" type="date" />
        )}
      </Field>
      <ResetAndSave form={form} saveLabel={saveLabel} />
      {guard.dialog}
    </Form>
  );
}
