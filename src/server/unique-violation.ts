import { apiErrorCodes } from '../api/api-error';
import { humanize } from '../api/humanize';
import { ApiError } from './api-error';

/** PostgreSQL's SQLSTATE for a unique violation, the same from pg and from PGlite. */
const uniqueViolationCode = '23505';

type UniqueRule = { field?: string; message: string };

/**
 * What each unique constraint means to the person who hit it. Two people saving the same
 * name at once both pass a service's "is the name free?" check; the constraint stops the
 * second, and this says why in the words of that check.
 */
const uniqueRules: Record<string, UniqueRule> = {
  general_ledger_integrations_name_unique: {
    field: 'name',
    message: 'An integration with this name already exists.',
  },
  investor_classes_name_unique: {
    field: 'name',
    message: 'This fund family already has a class with this name.',
  },
  calculations_display_name_unique: {
    field: 'display_name',
    message: 'A calculation with this display name already exists.',
  },
  transaction_codes_name_unique: {
    field: 'name',
    message: 'This fund family already has a code with this name.',
  },
  fees_name_unique: {
    field: 'name',
    message: 'This fund family already has a fee with this name.',
  },
  fund_family_named_dates_name_unique: {
    field: 'name',
    message: 'This fund family already has a date with this name.',
  },
  users_email_unique: { field: 'email', message: 'A user with this email already exists.' },
  fund_family_events_order_unique: {
    message: 'Another change to this fund family was saved at the same moment. Try again.',
  },
};

/** A stored record already holds what the request asked for: 409, on the field when known. */
export function uniqueConflict(constraint: string, path?: string): ApiError {
  const rule = uniqueRules[constraint];
  const message = rule?.message ?? 'This already exists. Reload and try again.';
  const field = path ?? rule?.field;
  return new ApiError({
    status: 409,
    code: apiErrorCodes.conflict,
    message,
    devMessage: `unique constraint ${constraint}`,
    ...(field ? { data: { [field]: [message] } } : {}),
  });
}

type DriverError = { code?: unknown; constraint?: unknown; table?: unknown; cause?: unknown };

/**
 * The 409 for an error that is (or wraps: Drizzle puts the driver's error in `cause`) a
 * unique violation, or null for any other error.
 */
export function uniqueViolationConflict(error: unknown): ApiError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as DriverError;
    if (candidate.code === uniqueViolationCode) {
      const constraint = typeof candidate.constraint === 'string' ? candidate.constraint : '';
      if (uniqueRules[constraint] || typeof candidate.table !== 'string')
        return uniqueConflict(constraint);
      // A constraint without its own words: name the kind of record at least.
      const thing = humanize(candidate.table.replace(/s$/, ''));
      return new ApiError({
        status: 409,
        code: apiErrorCodes.conflict,
        message: `${thing} already exists; someone may have saved it at the same moment. Reload and try again.`,
        devMessage: `unique constraint ${constraint}`,
      });
    }
    current = candidate.cause;
  }
  return null;
}
