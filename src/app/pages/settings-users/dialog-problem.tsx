import { css } from 'styled-system/css';
import { apiErrorOf } from '../../lib/api-client';
import { reportServerErrors } from '../../lib/server-field-errors';

/**
 * A refusal (the last admin, a level above one's own, an account already added) is shown in
 * the dialog beside what caused it, where a toast would scroll away; field errors still go
 * on their fields.
 */
export async function reportInDialog(
  error: unknown,
  setFieldError: (path: string, message: string) => boolean,
  setProblem: (message: string) => void,
): Promise<void> {
  const apiError = await apiErrorOf(error);
  if (apiError.code === 'invalid') await reportServerErrors(error, setFieldError);
  else setProblem(apiError.message);
}

export function DialogProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <span
      role="alert"
      className={css({
        display: 'block',
        color: 'red.800',
        bg: 'red.50',
        border: '1px solid',
        borderColor: 'red.200',
        borderRadius: '6px',
        px: '3',
        py: '2',
        mb: '4',
        fontSize: 'sm',
      })}
    >
      {message}
    </span>
  );
}
