// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom, type EventObject } from 'xstate';
import { authMachine, expiredRedirectMs } from '../machines/auth.machine';
import { mfaSetupMachine } from '../machines/mfa-setup.machine';
import { AuthFlowView } from '../src/app/pages/auth/AuthFlowView';
import { deferredActors, delayOf, flush } from './auth-deferred-actors';
import { authModel, type AuthFacts, type AuthState } from './auth.model';
import { coveredTransitions, transitionsOf } from './path-runner';

const paths = authModel.paths;
const ioActors = [
  'signInPassword',
  'requestEmail',
  'signInCode',
  'openMagicLink',
  'verifyTotp',
  'verifyRecoveryCode',
  'verifySecurityKey',
  'signOut',
] as const;
const expiredMessage = 'Session has expired. Login again to continue.';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Effects = { stored: number; announced: number; loggedOut: number };

function startActor(options: { realSetup: boolean }) {
  const io = deferredActors([...ioActors, 'mfaSetup'] as const);
  const setup = deferredActors(['startTotp', 'confirmTotp', 'registerKey'] as const);
  const effects: Effects = { stored: 0, announced: 0, loggedOut: 0 };
  const actor = createActor(
    authMachine.provide({
      actors: {
        ...io.actors,
        // Through the view the set-up runs for real, its own I/O held like the rest.
        mfaSetup: options.realSetup
          ? mfaSetupMachine.provide({ actors: setup.actors })
          : io.actors.mfaSetup,
      } as never,
      actions: {
        storeSession: () => void (effects.stored += 1),
        announceExpiry: () => void (effects.announced += 1),
        redirectToLogout: () => void (effects.loggedOut += 1),
      },
    }),
    { input: { next: null } },
  ).start();
  return { actor, io, setup, effects };
}

/** What the path has done to the outside world by now, from the table written by hand. */
function expectEffects(facts: AuthFacts, effects: Effects, where: string) {
  expect(effects, where).toEqual({
    stored: facts.stored,
    announced: facts.announced,
    loggedOut: facts.loggedOut,
  });
}

describe('auth machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(authMachine, paths);
    for (const key of transitionsOf(authMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', async (_name, path) => {
    // Every step against the table written by hand (auth.model), pure.
    authModel.replay(authMachine, path);
    // Then run, its I/O held and settled by the path: the effects after every step.
    const { actor, io, effects } = startActor({ realSetup: false });
    const expected = authModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
      if (delayOf(event.type)) await wait(expiredRedirectMs + 20);
      else if (!io.settle(event)) actor.send(event as never);
      await flush();
      expect(actor.getSnapshot().value).toBe(expected[index]!.state);
      expectEffects(expected[index]!.facts, effects, `after step ${index + 1}`);
    }
  });
});

function Harness({ actor }: { actor: ActorRefFrom<typeof authMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  return <AuthFlowView snapshot={snapshot} actor={actor} rememberDays={30} />;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

/** Spec §8: where each state shows a message above the form (expired always shows its own). */
const alertIn = Object.fromEntries(
  (
    [
      'identify',
      'chooseMethod',
      'password',
      'checkingPassword',
      'sendingLink',
      'linkSent',
      'sendingCode',
      'codeEntry',
      'checkingCode',
      'openingLink',
      'mfaChallenge',
      'checkingTotp',
      'checkingRecoveryCode',
      'checkingSecurityKey',
      'mfaSetup',
      'signedIn',
      'signingOut',
    ] as const
  ).map((state) => [state, (facts: AuthFacts) => facts.error]),
) as Record<AuthState, (facts: AuthFacts) => string | null>;
alertIn.expired = () => expiredMessage;

describe('auth view: generated paths', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', async (_name, path) => {
    const { actor, io, setup, effects } = startActor({ realSetup: true });
    render(<Harness actor={actor} />);
    const expected = authModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
      await act(async () => {
        const e = event as EventObject & { output?: Record<string, unknown> };
        switch (e.type) {
          case 'identity.submit':
            type('Email', 'admin@demo.test');
            click('Continue');
            break;
          case 'identity.change':
            click('Use another email');
            break;
          case 'method.password':
            click('Continue with password');
            break;
          case 'method.magicLink':
            click('Email me a sign-in link');
            break;
          case 'method.code':
            click('Email me a code');
            break;
          case 'password.submit':
            type('Password', 'demo-admin-2026');
            click('Sign in');
            break;
          case 'link.resend':
            click('Send another link');
            break;
          case 'code.submit':
            type('Code', '123456');
            click('Sign in');
            break;
          case 'code.resend':
            click('Send a new code');
            break;
          case 'mfa.totp':
            type('Authenticator code', '123456');
            click('Verify');
            break;
          case 'mfa.recovery':
            click('Use a recovery code');
            await flush();
            type('Recovery code', 'abcde-fghjk');
            click('Verify');
            break;
          case 'mfa.webauthn':
            click('Use your security key');
            break;
          // The route sends these: /auth/continue?token=… and /auth/logout.
          case 'link.open':
          case 'auth.logout':
            actor.send(e as never);
            break;
          case 'xstate.done.actor.mfaSetup':
            // The set-up view, step by step, to the outcome the path asks for.
            click('Use an authenticator app');
            await flush();
            if ('expired' in (e.output ?? {})) {
              setup.settle({
                type: 'xstate.error.actor.startTotp',
                error: { code: 'token_expired', message: expiredMessage, status: 401 },
              });
              break;
            }
            setup.settle({
              type: 'xstate.done.actor.startTotp',
              output: { secret: 'S', otpauth_uri: 'otpauth://totp/x', qr_data_url: 'data:,' },
            });
            await flush();
            type('Code', '123456');
            click('Verify and continue');
            await flush();
            setup.settle({
              type: 'xstate.done.actor.confirmTotp',
              output: { recovery_codes: ['abcde-fghjk'], token: e.output?.token },
            });
            await flush();
            click('I saved them, continue');
            break;
          default:
            if (delayOf(e.type)) await wait(expiredRedirectMs + 20);
            else if (!io.settle(e)) throw new Error(`no view step for ${e.type}`);
        }
        await flush();
      });
      // What the user sees after every step: the state, the message above the form and a
      // wrong code's message on its field (spec §8), from the tables written by hand.
      const now = expected[index]!;
      const where = `after step ${index + 1} (${event.type})`;
      const shown = document.querySelector('[data-auth-state]')?.getAttribute('data-auth-state');
      expect(shown, where).toBe(now.state);
      expectEffects(now.facts, effects, where);
      expect(screen.queryByRole('alert')?.textContent ?? null, where).toBe(
        alertIn[now.state](now.facts),
      );
      expect(screen.queryByText(now.facts.codeError ?? 'no code error') !== null, where).toBe(
        now.facts.codeError !== null,
      );
    }
  });
});
