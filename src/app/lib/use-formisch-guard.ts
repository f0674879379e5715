import { getInput, reset, type FormSchema, type FormStore } from '@formisch/react';
import * as v from 'valibot';
import { useUnsavedFormGuard } from './use-unsaved-form-guard';

/**
 * The unsaved-form guard for a Formisch form: "Save progress" validates with the form's
 * schema and submits; "Discard changes" puts the saved values back.
 */
export function useFormischGuard<TSchema extends FormSchema & v.GenericSchema>(
  form: FormStore<TSchema>,
  schema: TSchema,
  submit: (output: v.InferOutput<TSchema>) => Promise<unknown>,
) {
  return useUnsavedFormGuard({
    isDirty: form.isDirty,
    onSave: async () => {
      const parsed = v.safeParse(schema, getInput(form));
      if (!parsed.success) throw new Error('Fix the highlighted fields before saving.');
      await submit(parsed.output);
    },
    onDiscard: () => reset(form),
  });
}
