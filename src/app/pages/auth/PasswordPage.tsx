import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { newPasswordProblem } from './new-password-problem';
import { css } from 'styled-system/css';
import { expiredAuthErrorCodes, loginMessages } from '../../../api/auth';
import { button } from '../../components/button-styles';
import { api, apiErrorOf } from '../../lib/api-client';
import { navigateNow } from '../../lib/guarded-location';
import { toaster } from '../../lib/toaster';
import { useAccessToken } from '../../lib/use-session';
import { NewPasswordFields } from './NewPasswordFields';
import {
  authCard,
  authLead,
  authPage,
  authTitle,
  field,
  formAlert,
  fullWidth,
  input,
  label,
} from './auth-styles';

type Errors = { password?: string; password_confirm?: string; form?: string };

/** Asks for a magic link that comes back here signed in, so the reset is a recent sign-in. */
function RequestResetLink() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (sent) {
    return <p>If {email} has an account, a sign-in link is on its way. Open it to continue.</p>;
  }
  return (
    <form
      aria-label="Reset password"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await api.post('auth/email/', {
            json: { email, kind: 'magic_link', next: '/auth/password/reset' },
          });
          setSent(true);
        } catch (failure) {
          setError((await apiErrorOf(failure)).message);
        }
      }}
    >
      <div className={field}>
        <label htmlFor="reset-email" className={label}>
          Email
        </label>
        <input
          id="reset-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={input}
        />
      </div>
      {error ? (
        <p role="alert" className={formAlert}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${button()} ${fullWidth}`} disabled={!email}>
        Email me a sign-in link
      </button>
    </form>
  );
}

/** /auth/password/setup and /auth/password/reset: a new password for the signed-in user. */
export function PasswordPage({ mode }: { mode: 'setup' | 'reset' }) {
  const token = useAccessToken();
  const [location] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const title = mode === 'setup' ? 'Set a password' : 'Reset your password';

  if (!token && mode === 'setup') {
    return <Redirect to={`/auth/login?next=${encodeURIComponent(location)}`} replace />;
  }

  const submit = async () => {
    setBusy(true);
    const problem = await newPasswordProblem(password, confirm);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      setBusy(false);
      return;
    }
    try {
      await api.post('auth/password/', { json: { password, password_confirm: confirm } });
      toaster.create({ type: 'success', title: 'Password saved.' });
      navigateNow('/', { replace: true });
    } catch (failure) {
      const error = await apiErrorOf(failure);
      setBusy(false);
      if (expiredAuthErrorCodes.includes(error.code)) {
        // Spec §8: the expired message, the form reset, then logout 100 ms later.
        setPassword('');
        setConfirm('');
        setErrors({ form: loginMessages.sessionExpired });
        toaster.create({ type: 'error', title: loginMessages.sessionExpired });
        setTimeout(() => navigateNow('/auth/logout', { replace: true }), 100);
        return;
      }
      const data = (error.data ?? {}) as Record<string, string[]>;
      setErrors({
        password: data.password?.[0],
        password_confirm: data.password_confirm?.[0],
        form: data.password || data.password_confirm ? undefined : error.message,
      });
    }
  };

  return (
    <main className={authPage}>
      <div className={authCard}>
        <h1 className={authTitle}>Fundline</h1>
        <p className={authLead}>{title}</p>
        {token ? (
          <form
            aria-label={title}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <NewPasswordFields
              idPrefix="auth"
              password={password}
              confirm={confirm}
              errors={errors}
              onPasswordChange={setPassword}
              onConfirmChange={setConfirm}
            />
            {errors.form ? (
              <p role="alert" className={formAlert}>
                {errors.form}
              </p>
            ) : null}
            <p className={css({ fontSize: 'xs', color: 'gray.600', mb: '3' })}>
              At least 12 characters; a few unrelated words make a strong password.
            </p>
            <button type="submit" className={`${button()} ${fullWidth}`} disabled={busy}>
              {busy ? 'Saving…' : 'Save password'}
            </button>
          </form>
        ) : (
          <RequestResetLink />
        )}
      </div>
    </main>
  );
}
