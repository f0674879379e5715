import { setErrors, type FormSchema, type FormStore } from '@formisch/react';
import { apiErrorOf } from './api-client';
import { toaster } from './toaster';

const fieldErrorCodes = new Set(['invalid', 'conflict']);

/**
 * Spec §8: a server error with code `invalid` maps onto the form's fields (arrays joined by
 * ", "); the message shows as a toast, or 'Invalid input' when there is none. A `conflict`
 * (a name another record already has) names its field the same way.
 */
export async function reportServerErrors(
  error: unknown,
  setFieldErrors: (path: string, message: string) => boolean,
): Promise<void> {
  const apiError = await apiErrorOf(error);
  if (fieldErrorCodes.has(apiError.code) && apiError.data && typeof apiError.data === 'object') {
    for (const [path, messages] of Object.entries(apiError.data as Record<string, string[]>)) {
      setFieldErrors(path, messages.join(', '));
    }
  }
  toaster.create({ type: 'error', title: apiError.message || 'Invalid input' });
}

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

/** The `reportServerErrors` handler that puts each error on the form's field of that name. */
export function fieldErrorsOn<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  known: readonly string[],
): (path: string, message: string) => boolean {
  return (path, message) => setServerFieldError(form, path, message, known);
}
