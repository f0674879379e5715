import { setErrors, type FormSchema, type FormStore } from '@formisch/react';

/** Puts a server field error ("rates.0.rate_percent") on the Formisch field at that path. */
export function setServerFieldError<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  path: string,
  message: string,
  known: readonly string[],
): boolean {
  const segments = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (!known.includes(String(segments[0]))) return false;
  (setErrors as (form: unknown, config: { path: unknown; errors: string[] }) => void)(form, {
    path: segments,
    errors: [message],
  });
  return true;
}
