import { apiErrorOf } from './api-client';
import { toaster } from './toaster';

/**
 * Spec §8: a server error with code `invalid` maps onto the form's fields (arrays joined by
 * ", "); the message shows as a toast, or 'Invalid input' when there is none.
 */
export async function reportServerErrors(
  error: unknown,
  setFieldErrors: (path: string, message: string) => boolean,
): Promise<void> {
  const apiError = await apiErrorOf(error);
  if (apiError.code === 'invalid' && apiError.data && typeof apiError.data === 'object') {
    for (const [path, messages] of Object.entries(apiError.data as Record<string, string[]>)) {
      setFieldErrors(path, messages.join(', '));
    }
  }
  toaster.create({ type: 'error', title: apiError.message || 'Invalid input' });
}
