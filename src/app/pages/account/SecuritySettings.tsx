import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { newPasswordProblem } from '../auth/new-password-problem';
import { css } from 'styled-system/css';
import type { AuthFactor, EnrollmentResult, SessionState, TotpEnrollment } from '../../../api/auth';
import {
  recentAuthenticationMachine,
  type SecurityChange,
} from '../../../../machines/recent-authentication.machine';
import { button } from '../../components/button-styles';
import { card } from '../../components/page-styles';
import { api, apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { formAlert } from '../auth/auth-styles';
import { NewPasswordFields, type NewPasswordErrors } from '../auth/NewPasswordFields';
import { RecoveryCodeList } from '../auth/RecoveryCodeList';
import { TotpEnrollFields } from '../auth/TotpEnrollFields';
import { ConfirmItsYouDialog } from './ConfirmItsYouDialog';
import { securityActors } from './security-actors';
import { ActionsHeader } from '../../components/ActionsHeader';

const sessionQuery = {
  queryKey: ['auth', 'session'],
  queryFn: () => api.get('auth/session/').json<SessionState>(),
};

const factorLabel = (factor: AuthFactor) =>
  factor.type === 'totp'
    ? 'Authenticator app'
    : factor.type === 'webauthn_registration'
      ? `Security key${factor.name ? ` · ${factor.name}` : ''}`
      : `Phone ${factor.phone_number ?? ''}`;

const when = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy HH:mm') : '—');

const sectionTitle = css({ fontWeight: 'semibold', fontSize: 'lg', mb: '3' });
const section = css({ mb: '4' });
const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div role="status" aria-label="New recovery codes" className={css({ mt: '3' })}>
      <p className={css({ fontSize: 'sm', mb: '2' })}>
        Save these recovery codes now: each signs you in once if you lose your authenticator, and
        they are shown only this time.
      </p>
      <RecoveryCodeList codes={codes} />
    </div>
  );
}

/** Scan, then type the first code: the new authenticator counts only once it has proved it. */
function TotpEnrollmentPanel({
  enrollment,
  onDone,
}: {
  enrollment: TotpEnrollment;
  onDone: (result: EnrollmentResult | null) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label="Add an authenticator app"
      className={css({ mt: '3', p: '4', border: '1px solid', borderColor: 'gray.200' })}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          const result = await api
            .post('auth/factors/totp/verify/', {
              json: { flow_token: enrollment.flow_token, code },
            })
            .json<EnrollmentResult>();
          onDone(result);
        } catch (failure) {
          setError((await apiErrorOf(failure)).message);
          setBusy(false);
        }
      }}
    >
      <TotpEnrollFields
        totp={enrollment}
        inputId="new-totp-code"
        code={code}
        onCode={setCode}
        error={error}
      />
      <div className={row}>
        <button type="submit" className={button()} disabled={busy || !code}>
          Verify and add
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => onDone(null)}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

function ChangePasswordForm({ onSubmit }: { onSubmit: (change: SecurityChange) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  return (
    <form
      aria-label="Change password"
      onSubmit={async (e) => {
        e.preventDefault();
        const problem = await newPasswordProblem(password, confirm);
        if (problem) {
          setErrors({ [problem.field]: problem.message });
          return;
        }
        setErrors({});
        onSubmit({ kind: 'password', password, password_confirm: confirm });
        setPassword('');
        setConfirm('');
      }}
      className={css({ maxW: '360px' })}
    >
      <NewPasswordFields
        idPrefix="account"
        password={password}
        confirm={confirm}
        errors={errors}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      <button type="submit" className={button()}>
        Change password
      </button>
    </form>
  );
}

/** The security tab of /account: sessions, password, second factors and recovery codes. */
export function SecuritySettings() {
  const queryClient = useQueryClient();
  const { data: session } = useQuery(sessionQuery);
  const actor = useActorRef(recentAuthenticationMachine.provide({ actors: securityActors }), {
    input: { recentUntil: 0 },
  });
  const busy = useSelector(actor, (s) => s.value === 'changing');
  const error = useSelector(actor, (s) => s.context.error);
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    const recentUntil = Date.parse(session?.recent_auth_until ?? '') || 0;
    actor.send({ type: 'session.update', recentUntil });
  }, [actor, session?.recent_auth_until]);

  // Each answer is taken once, then dismissed, so a re-render never repeats its effect.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const result = snapshot.context.result;
      if (!result) return;
      actor.send({ type: 'result.dismiss' });
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      switch (result.kind) {
        case 'password':
          toaster.create({ type: 'success', title: 'Password changed.' });
          break;
        case 'add_totp':
          setEnrollment(result.enrollment);
          break;
        case 'add_key':
          toaster.create({ type: 'success', title: 'Security key added.' });
          setCodes(result.result.recovery_codes);
          break;
        case 'remove_factor':
          toaster.create({ type: 'success', title: 'Removed.' });
          break;
        case 'recovery_codes':
          setCodes(result.codes);
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  const request = (change: SecurityChange) => {
    setCodes(null);
    actor.send({ type: 'change.request', change, now: Date.now() });
  };

  if (!session) return <p>Loading…</p>;
  const factors = session.factors.filter((f) => f.verified);
  return (
    <>
      {error ? (
        <p role="alert" className={formAlert}>
          {error}
        </p>
      ) : null}
      <section className={`${card} ${section}`} aria-labelledby="security-session">
        <h2 id="security-session" className={sectionTitle}>
          This session
        </h2>
        <dl className={css({ display: 'grid', gridTemplateColumns: '200px 1fr', rowGap: '1' })}>
          <dt>Signed in</dt>
          <dd>{when(session.started_at)}</dd>
          <dt>Expires</dt>
          <dd>{when(session.expires_at)}</dd>
          <dt>Last confirmed</dt>
          <dd>{when(session.last_authenticated_at)}</dd>
          <dt>Methods</dt>
          <dd>{session.auth_methods.join(', ').replaceAll('_', ' ') || '—'}</dd>
        </dl>
      </section>

      <section className={`${card} ${section}`} aria-labelledby="security-password">
        <h2 id="security-password" className={sectionTitle}>
          Password
        </h2>
        <ChangePasswordForm onSubmit={request} />
      </section>

      <section className={`${card} ${section}`} aria-labelledby="security-factors">
        <h2 id="security-factors" className={sectionTitle}>
          Two-step verification
        </h2>
        <table
          className={css({ w: '100%', mb: '3', '& td, & th': { py: '1', textAlign: 'left' } })}
        >
          <thead>
            <tr>
              <th>Method</th>
              <th>Last used</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {factors.map((factor) => (
              <tr key={factor.id}>
                <td>{factorLabel(factor)}</td>
                <td>{when(factor.last_authenticated_at)}</td>
                <td className={css({ textAlign: 'right' })}>
                  <button
                    type="button"
                    className={button({ variant: 'secondary' })}
                    disabled={busy}
                    aria-label={`Remove ${factorLabel(factor)}`}
                    onClick={() =>
                      request({ kind: 'remove_factor', type: factor.type, id: factor.id })
                    }
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className={row}>
          <button
            type="button"
            className={button()}
            disabled={busy || Boolean(enrollment)}
            onClick={() => request({ kind: 'add_totp' })}
          >
            Add authenticator app
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={busy}
            onClick={() => request({ kind: 'add_key', name: 'Security key' })}
          >
            Add security key
          </button>
        </div>
        {enrollment ? (
          <TotpEnrollmentPanel
            enrollment={enrollment}
            onDone={(done) => {
              setEnrollment(null);
              if (!done) return;
              toaster.create({ type: 'success', title: 'Authenticator app added.' });
              setCodes(done.recovery_codes);
              void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
            }}
          />
        ) : null}
      </section>

      <section className={`${card} ${section}`} aria-labelledby="security-recovery">
        <h2 id="security-recovery" className={sectionTitle}>
          Recovery codes
        </h2>
        <p className={css({ fontSize: 'sm', color: 'gray.600', mb: '3' })}>
          New codes replace the old ones at once.
        </p>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={busy}
          onClick={() => request({ kind: 'recovery_codes' })}
        >
          Generate new recovery codes
        </button>
        {codes ? <RecoveryCodes codes={codes} /> : null}
      </section>

      <ConfirmItsYouDialog
        actor={actor}
        hasPassword={session.has_password}
        hasAuthenticator={factors.some((f) => f.type === 'totp')}
      />
    </>
  );
}
