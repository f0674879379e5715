import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from 'styled-system/css';
import type { mfaSetupMachine } from '../../../../machines/mfa-setup.machine';
import { button } from '../../components/button-styles';
import { RecoveryCodeList } from './RecoveryCodeList';
import { RememberDevice } from './RememberDevice';
import { TotpEnrollFields } from './TotpEnrollFields';
import { formAlert, fullWidth, linkButton } from './auth-styles';

/** Renders the MFA set-up machine's state; every action is an event to it. */
export function MfaSetupView({
  actor,
  rememberDays,
}: {
  actor: ActorRefFrom<typeof mfaSetupMachine>;
  rememberDays: number;
}) {
  const snapshot = useSelector(actor, (s) => s);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(true);
  const { error, totp, recoveryCodes } = snapshot.context;
  const state = snapshot.value;

  if (state === 'showingRecoveryCodes' || state === 'done') {
    return (
      <section aria-label="Recovery codes">
        <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Save your recovery codes</h2>
        <p className={css({ color: 'gray.600', mb: '3', fontSize: 'sm' })}>
          Each code signs you in once if you lose your authenticator. They are shown only now.
        </p>
        <RecoveryCodeList codes={recoveryCodes} />
        <button
          type="button"
          className={`${button()} ${fullWidth}`}
          onClick={() => actor.send({ type: 'codes.acknowledge' })}
        >
          I saved them, continue
        </button>
      </section>
    );
  }

  if ((state === 'scanning' || state === 'verifyingTotp') && totp) {
    const busy = state === 'verifyingTotp';
    return (
      <form
        aria-label="Set up an authenticator app"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'code.submit', code, remember });
        }}
      >
        <TotpEnrollFields
          totp={totp}
          inputId="setup-code"
          code={code}
          onCode={setCode}
          error={error}
        />
        <RememberDevice days={rememberDays} checked={remember} onChange={setRemember} />
        <button type="submit" className={`${button()} ${fullWidth}`} disabled={busy || !code}>
          {busy ? 'Verifying…' : 'Verify and continue'}
        </button>
        <button
          type="button"
          className={linkButton}
          onClick={() => actor.send({ type: 'method.back' })}
        >
          Choose another method
        </button>
      </form>
    );
  }

  const busy = state === 'startingTotp' || state === 'registeringKey';
  return (
    <section aria-label="Set up two-step verification">
      <p className={css({ mb: '4', fontSize: 'sm' })}>
        Your account needs a second step at sign-in. Choose how you will confirm it is you.
      </p>
      {error ? (
        <p role="alert" className={formAlert}>
          {error}
        </p>
      ) : null}
      <RememberDevice days={rememberDays} checked={remember} onChange={setRemember} />
      <button
        type="button"
        className={`${button()} ${fullWidth}`}
        disabled={busy}
        onClick={() => actor.send({ type: 'method.totp' })}
      >
        {state === 'startingTotp' ? 'Preparing…' : 'Use an authenticator app'}
      </button>
      <button
        type="button"
        className={`${button({ variant: 'secondary' })} ${fullWidth}`}
        disabled={busy}
        onClick={() => actor.send({ type: 'method.webauthn', remember })}
      >
        {state === 'registeringKey' ? 'Waiting for the security key…' : 'Use a security key'}
      </button>
    </section>
  );
}
