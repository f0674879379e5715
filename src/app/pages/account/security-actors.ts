import { startRegistration } from '@simplewebauthn/browser';
import { fromPromise } from 'xstate';
import type { EnrollmentResult, SessionState } from '../../../api/auth';
import type {
  Credentials,
  SecurityChange,
  SecurityChangeResult,
} from '../../../../machines/recent-authentication.machine';
import { api } from '../../lib/api-client';
import { callAuthApi } from '../auth/auth-actors';

async function perform(change: SecurityChange): Promise<SecurityChangeResult> {
  switch (change.kind) {
    case 'password':
      await api.post('auth/password/', {
        json: { password: change.password, password_confirm: change.password_confirm },
      });
      return { kind: 'password' };
    case 'add_totp':
      return { kind: 'add_totp', enrollment: await api.post('auth/factors/totp/').json() };
    case 'add_key': {
      const started = await api.post('auth/factors/webauthn/options/').json<{
        flow_token: string;
        options: Parameters<typeof startRegistration>[0]['optionsJSON'];
      }>();
      const response = await startRegistration({ optionsJSON: started.options });
      const result = await api
        .post('auth/factors/webauthn/', {
          json: { flow_token: started.flow_token, name: change.name || undefined, response },
        })
        .json<EnrollmentResult>();
      return { kind: 'add_key', result };
    }
    case 'remove_factor':
      await api.delete(`auth/factors/${change.type}/${change.id}/`);
      return { kind: 'remove_factor' };
    case 'recovery_codes': {
      const body = await api.post('auth/recovery-codes/').json<{ recovery_codes: string[] }>();
      return { kind: 'recovery_codes', codes: body.recovery_codes };
    }
  }
}

/** The recent-authentication machine's I/O, against the real API and the browser's WebAuthn. */
export const securityActors = {
  performChange: fromPromise<SecurityChangeResult, SecurityChange>(({ input }) =>
    callAuthApi(() => perform(input)),
  ),
  reauthenticate: fromPromise<{ recentUntil: number }, Credentials>(({ input }) =>
    callAuthApi(async () => {
      const state = await api.post('auth/reauthenticate/', { json: input }).json<SessionState>();
      return { recentUntil: Date.parse(state.recent_auth_until ?? '') || 0 };
    }),
  ),
};
