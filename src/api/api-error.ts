import * as v from 'valibot';

/** The one error shape of every API answer (spec §3 "API error", §8). */
export const apiErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  dev_message: v.string(),
  data: v.optional(v.unknown()),
});

export type ApiErrorBody = v.InferOutput<typeof apiErrorSchema>;

/** Field errors of code `invalid`: a field path ("fees.0.rate") to its messages. */
export type FieldErrors = Record<string, string[]>;

export const apiErrorCodes = {
  invalid: 'invalid',
  notFound: 'not_found',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  /** Maker-checker: the user who prepared an event may not approve it. */
  separationOfDuties: 'separation_of_duties',
  invalidTransition: 'invalid_transition',
  conflict: 'conflict',
  tooLarge: 'too_large',
  maintenance: 'maintenance',
  internal: 'internal_error',
} as const;
