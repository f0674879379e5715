import * as v from 'valibot';

/** Spec §5 password messages, worded once for the browser and the server. */
export const passwordMessages = {
  required: 'Password is required',
  tooShort: 'Password is too short',
  weak: 'Pick a stronger password',
  mismatch: 'Passwords do not match',
} as const;

export const passwordMinLength = 12;
export const passwordMaxLength = 256;
/** zxcvbn's scale is 0 to 4; 3 is "safely unguessable" against an online attack. */
export const passwordMinScore = 3;

/** A strength score for a password given words the user is known by (email, names). */
export type PasswordScorer = (password: string, userInputs: readonly string[]) => number;

/** The first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  confirmation: string,
  score: PasswordScorer,
  userInputs: readonly string[] = [],
): { field: 'password' | 'password_confirm'; message: string } | null {
  if (!password) return { field: 'password', message: passwordMessages.required };
  if (password.length < passwordMinLength) {
    return { field: 'password', message: passwordMessages.tooShort };
  }
  if (password.length > passwordMaxLength || score(password, userInputs) < passwordMinScore) {
    return { field: 'password', message: passwordMessages.weak };
  }
  if (password !== confirmation) {
    return { field: 'password_confirm', message: passwordMessages.mismatch };
  }
  return null;
}

export const newPasswordSchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty(passwordMessages.required)),
  password_confirm: v.string(),
});
export type NewPasswordRequest = v.InferOutput<typeof newPasswordSchema>;
