import { field, fieldError, input, label } from './auth-styles';

export type NewPasswordErrors = { password?: string; password_confirm?: string };

/** A new password typed twice, with the spec §5 messages under each field. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
  errors,
  onPasswordChange,
  onConfirmChange,
}: {
  idPrefix: string;
  password: string;
  confirm: string;
  errors: NewPasswordErrors;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}) {
  const fields = [
    { key: 'password', label: 'New password', value: password, onChange: onPasswordChange },
    {
      key: 'password_confirm',
      label: 'Confirm password',
      value: confirm,
      onChange: onConfirmChange,
    },
  ] as const;
  return (
    <>
      {fields.map((f) => {
        const id = `${idPrefix}-${f.key}`;
        const error = errors[f.key];
        return (
          <div key={f.key} className={field}>
            <label htmlFor={id} className={label}>
              {f.label}
            </label>
            <input
              id={id}
              type="password"
              autoComplete="new-password"
              value={f.value}
              onChange={(e) => f.onChange(e.target.value)}
              aria-invalid={Boolean(error)}
              className={input}
            />
            {error ? <div className={fieldError}>{error}</div> : null}
          </div>
        );
      })}
    </>
  );
}
