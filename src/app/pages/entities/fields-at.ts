import type { FormSchema, FormStore } from '@formisch/react';

/** Props of a group of fields that may sit anywhere in a form: under `base`. */
export type FieldsAtProps<TSchema extends FormSchema> = {
  form: FormStore<TSchema>;
  /** e.g. `['contacts', 2]` in an entity profile, `[]` in a form of the item alone. */
  base: readonly (string | number)[];
  idPrefix: string;
};

/**
 * The form as any schema's, and the path of a field under `base`: Formisch types paths
 * against one schema, and these field groups serve several.
 */
export function fieldsAt<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  base: readonly (string | number)[],
) {
  return {
    loose: form as unknown as FormStore<FormSchema>,
    at: (name: string) => [...base, name] as never,
  };
}
