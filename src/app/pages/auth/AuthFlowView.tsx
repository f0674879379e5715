import { useState, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { css } from 'styled-system/css';
import { loginMessages } from '../../../api/auth';
import type { authMachine } from '../../../../machines/auth.machine';
import type { mfaSetupMachine } from '../../../../machines/mfa-setup.machine';
import { button } from '../../components/button-styles';
import { MfaSetupView } from './MfaSetupView';
import { RememberDevice } from './RememberDevice';
import {
  authCard,
  authLead,
  authPage,
  authTitle,
  field,
  fieldError,
  formAlert,
  fullWidth,
  input,
  label,
  linkButton,
} from './auth-styles';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type AuthActor = ActorRefFrom<typeof authMachine>;

const leads: Record<string, string> = {
  identify: 'Sign in to continue.',
  chooseMethod: 'How would you like to sign in?',
  password: 'Enter your password.',
  linkSent: 'Check your email.',
  codeEntry: 'Enter the code we emailed you.',
  mfaChallenge: 'Confirm it is you.',
  mfaSetup: 'Set up two-step verification.',
};

function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={formAlert}>
      {children}
    </p>
  );
}

function TextField(props: {
  id: string;
  label: string;
  type?: string;
  autoComplete?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <div className={field}>
      <label htmlFor={props.id} className={label}>
        {props.label}
      </label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={Boolean(props.error)}
        autoFocus={props.autoFocus}
        className={input}
      />
      {props.error ? <div className={fieldError}>{props.error}</div> : null}
    </div>
  );
}

/** Renders the auth machine's state (spec §2 Auth); every user action is an event to it. */
export function AuthFlowView({
  snapshot,
  actor,
  rememberDays,
  simple = false,
}: {
  snapshot: AuthSnapshot;
  actor: AuthActor;
  rememberDays: number;
  /** /auth/login/simple: email and password on one form. */
  simple?: boolean;
}) {
  const send = actor.send;
  const state = String(snapshot.value);
  const { email, error, codeError, factors, hasRecoveryCodes } = snapshot.context;
  const [emailInput, setEmailInput] = useState(email);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [remember, setRemember] = useState(true);
  const setupActor = snapshot.children.mfaSetup as ActorRefFrom<typeof mfaSetupMachine> | undefined;

  let body: ReactNode;
  switch (state) {
    case 'identify':
      body = (
        <form
          aria-label="Sign in"
          onSubmit={(e) => {
            e.preventDefault();
            if (!emailInput.trim()) return;
            send({ type: 'identity.submit', email: emailInput });
            if (simple) {
              send({ type: 'method.password' });
              send({ type: 'password.submit', password });
            }
          }}
        >
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="username"
            value={emailInput}
            onChange={setEmailInput}
            autoFocus
          />
          {simple ? (
            <TextField
              id="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
          ) : null}
          <button type="submit" className={`${button()} ${fullWidth}`}>
            {simple ? 'Sign in' : 'Continue'}
          </button>
          {simple ? null : (
            <a href="/auth/login/simple" className={linkButton}>
              Sign in with email and password on one page
            </a>
          )}
        </form>
      );
      break;
    case 'chooseMethod':
    case 'sendingLink':
    case 'sendingCode': {
      const busy = state !== 'chooseMethod';
      body = (
        <div>
          {error ? <Alert>{error}</Alert> : null}
          <button
            type="button"
            className={`${button()} ${fullWidth}`}
            disabled={busy}
            onClick={() => send({ type: 'method.password' })}
          >
            Continue with password
          </button>
          <button
            type="button"
            className={`${button({ variant: 'secondary' })} ${fullWidth}`}
            disabled={busy}
            onClick={() => send({ type: 'method.magicLink' })}
          >
            {state === 'sendingLink' ? 'Sending…' : 'Email me a sign-in link'}
          </button>
          <button
            type="button"
            className={`${button({ variant: 'secondary' })} ${fullWidth}`}
            disabled={busy}
            onClick={() => send({ type: 'method.code' })}
          >
            {state === 'sendingCode' ? 'Sending…' : 'Email me a code'}
          </button>
        </div>
      );
      break;
    }
    case 'password':
    case 'checkingPassword':
      body = (
        <form
          aria-label="Sign in with password"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'password.submit', password });
          }}
        >
          <TextField
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            autoFocus
          />
          {error ? <Alert>{error}</Alert> : null}
          <button
            type="submit"
            className={`${button()} ${fullWidth}`}
            disabled={state === 'checkingPassword' || !password}
          >
            {state === 'checkingPassword' ? 'Signing in…' : 'Sign in'}
          </button>
          <a href="/auth/password/reset" className={linkButton}>
            Forgot your password?
          </a>
        </form>
      );
      break;
    case 'linkSent':
      body = (
        <div>
          <p className={css({ mb: '4' })}>
            We sent a sign-in link to <strong>{email}</strong> if it has an account. It works once
            and expires in 15 minutes.
          </p>
          <button
            type="button"
            className={`${button({ variant: 'secondary' })} ${fullWidth}`}
            onClick={() => send({ type: 'link.resend' })}
          >
            Send another link
          </button>
        </div>
      );
      break;
    case 'codeEntry':
    case 'checkingCode':
      body = (
        <form
          aria-label="Sign in with an emailed code"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'code.submit', code });
          }}
        >
          <p className={css({ mb: '4', fontSize: 'sm' })}>
            If <strong>{email}</strong> has an account, a six-digit code is on its way.
          </p>
          <TextField
            id="code"
            label="Code"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            error={codeError}
            autoFocus
          />
          {error ? <Alert>{error}</Alert> : null}
          <button
            type="submit"
            className={`${button()} ${fullWidth}`}
            disabled={state === 'checkingCode' || !code}
          >
            {state === 'checkingCode' ? 'Signing in…' : 'Sign in'}
          </button>
          <button
            type="button"
            className={linkButton}
            onClick={() => send({ type: 'code.resend' })}
          >
            Send a new code
          </button>
        </form>
      );
      break;
    case 'openingLink':
      body = <p>Signing you in…</p>;
      break;
    case 'mfaChallenge':
    case 'checkingTotp':
    case 'checkingRecoveryCode':
    case 'checkingSecurityKey': {
      const busy = state !== 'mfaChallenge';
      const hasApp = factors.includes('totp');
      const hasKey = factors.includes('webauthn_registration');
      body = (
        <div>
          {hasApp || useRecovery ? (
            <form
              aria-label="Second step"
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: useRecovery ? 'mfa.recovery' : 'mfa.totp', code, remember });
              }}
            >
              <TextField
                id="mfa-code"
                label={useRecovery ? 'Recovery code' : 'Authenticator code'}
                autoComplete="one-time-code"
                value={code}
                onChange={setCode}
                error={codeError}
                autoFocus
              />
              <RememberDevice days={rememberDays} checked={remember} onChange={setRemember} />
              {error ? <Alert>{error}</Alert> : null}
              <button type="submit" className={`${button()} ${fullWidth}`} disabled={busy || !code}>
                {busy && state !== 'checkingSecurityKey' ? 'Verifying…' : 'Verify'}
              </button>
            </form>
          ) : (
            <>
              <RememberDevice days={rememberDays} checked={remember} onChange={setRemember} />
              {error ? <Alert>{error}</Alert> : null}
            </>
          )}
          {hasKey ? (
            <button
              type="button"
              className={`${button({ variant: hasApp ? 'secondary' : 'primary' })} ${fullWidth}`}
              disabled={busy}
              onClick={() => send({ type: 'mfa.webauthn', remember })}
            >
              {state === 'checkingSecurityKey'
                ? 'Waiting for the security key…'
                : 'Use your security key'}
            </button>
          ) : null}
          {hasRecoveryCodes ? (
            <button
              type="button"
              className={linkButton}
              onClick={() => {
                setUseRecovery(!useRecovery);
                setCode('');
              }}
            >
              {useRecovery ? 'Use your authenticator instead' : 'Use a recovery code'}
            </button>
          ) : null}
        </div>
      );
      break;
    }
    case 'mfaSetup':
      body = setupActor ? <MfaSetupView actor={setupActor} rememberDays={rememberDays} /> : null;
      break;
    case 'signedIn':
      body = <p>Signed in.</p>;
      break;
    case 'expired':
      body = <Alert>{loginMessages.sessionExpired}</Alert>;
      break;
    case 'signingOut':
      body = <p>Signing out…</p>;
      break;
  }

  const showIdentity = email && !['identify', 'signedIn', 'expired', 'signingOut'].includes(state);
  return (
    <main className={authPage} data-auth-state={state}>
      <div className={authCard}>
        <h1 className={authTitle}>Fundline</h1>
        <p className={authLead}>{leads[state] ?? ''}</p>
        {showIdentity ? (
          <p className={css({ mb: '4', fontSize: 'sm', color: 'gray.700' })}>
            {email}{' '}
            {['chooseMethod', 'password', 'linkSent', 'codeEntry'].includes(state) ? (
              <button
                type="button"
                className={linkButton}
                onClick={() => send({ type: 'identity.change' })}
              >
                Use another email
              </button>
            ) : null}
          </p>
        ) : null}
        {body}
      </div>
    </main>
  );
}
