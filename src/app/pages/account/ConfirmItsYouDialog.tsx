import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from 'styled-system/css';
import type { recentAuthenticationMachine } from '../../../../machines/recent-authentication.machine';
import { button } from '../../components/button-styles';
import { Modal } from '../../components/Modal';
import { field, fieldError, input, label, linkButton } from '../auth/auth-styles';

/** The machine's "confirm it's you" prompt: the password, or an authenticator code. */
export function ConfirmItsYouDialog({
  actor,
  hasPassword,
  hasAuthenticator,
}: {
  actor: ActorRefFrom<typeof recentAuthenticationMachine>;
  hasPassword: boolean;
  hasAuthenticator: boolean;
}) {
  const state = useSelector(actor, (s) => s.value);
  const codeError = useSelector(actor, (s) => s.context.codeError);
  const [useCode, setUseCode] = useState(!hasPassword);
  const [secret, setSecret] = useState('');
  const open = state === 'confirming' || state === 'reauthenticating';
  const busy = state === 'reauthenticating';
  const fieldId = useCode ? 'confirm-code' : 'confirm-password';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setSecret('');
          actor.send({ type: 'prompt.cancel' });
        }
      }}
      title="Confirm it's you"
    >
      <form
        aria-label="Confirm it's you"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({
            type: 'credentials.submit',
            credentials: useCode ? { code: secret } : { password: secret },
          });
          setSecret('');
        }}
      >
        <p className={css({ fontSize: 'sm', color: 'gray.600', mb: '4' })}>
          Changing how you sign in needs a sign-in from the last 5 minutes.
        </p>
        <div className={field}>
          <label htmlFor={fieldId} className={label}>
            {useCode ? 'Authenticator code' : 'Password'}
          </label>
          <input
            id={fieldId}
            type={useCode ? 'text' : 'password'}
            inputMode={useCode ? 'numeric' : undefined}
            autoComplete={useCode ? 'one-time-code' : 'current-password'}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            aria-invalid={Boolean(codeError)}
            className={input}
          />
          {codeError ? <div className={fieldError}>{codeError}</div> : null}
        </div>
        {hasPassword && hasAuthenticator ? (
          <button
            type="button"
            className={linkButton}
            onClick={() => {
              setUseCode(!useCode);
              setSecret('');
            }}
          >
            {useCode ? 'Use your password instead' : 'Use an authenticator code instead'}
          </button>
        ) : null}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '4' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => actor.send({ type: 'prompt.cancel' })}
          >
            Cancel
          </button>
          <button type="submit" className={button()} disabled={busy || !secret}>
            {busy ? 'Checking…' : 'Confirm'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
