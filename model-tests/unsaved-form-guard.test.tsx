// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, Router, useLocation } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import { unsavedFormGuardMachine } from '../machines/unsaved-form-guard.machine';
import { useGuardedLocation } from '../src/app/lib/guarded-location';
import { useUnsavedFormGuard } from '../src/app/lib/use-unsaved-form-guard';
import { coveredTransitions, transitionsOf } from './path-runner';
import {
  formPath,
  unsavedFormGuardModel,
  type GuardFacts,
  type GuardState,
} from './unsaved-form-guard.model';

const paths = unsavedFormGuardModel.paths;

type Deferred = { resolve: () => void; reject: (error: Error) => void };

describe('unsaved form guard machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(unsavedFormGuardMachine, paths);
    for (const key of transitionsOf(unsavedFormGuardMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', async (_name, path) => {
    const navigations: string[] = [];
    let settle: Deferred | null = null;
    const actor = createActor(
      unsavedFormGuardMachine.provide({
        actions: { navigate: (_, params: { to: string }) => void navigations.push(params.to) },
        actors: {
          saveProgress: fromPromise(
            () => new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
          ),
        },
      }),
    ).start();
    const expected = unsavedFormGuardModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
      if (event.type === 'xstate.done.actor.saveProgress') {
        (settle as Deferred | null)?.resolve();
      } else if (event.type === 'xstate.error.actor.saveProgress') {
        (settle as Deferred | null)?.reject(new Error('Save failed'));
      } else {
        actor.send(event as never);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      // The state, the navigations made and the error after every step, from the table.
      const now = expected[index]!;
      expect(actor.getSnapshot().value).toBe(now.state);
      expect(navigations).toHaveLength(now.facts.navigations);
      expect(actor.getSnapshot().context.error).toBe(now.facts.error);
    }
    expect(actor.getSnapshot().value).toBe(path.target);
  });

  it.each(paths.map((p) => [p.name, p] as const))('model: %s', (_name, path) => {
    // Every step against the table written by hand (unsaved-form-guard.model), pure.
    unsavedFormGuardModel.replay(unsavedFormGuardMachine, path);
  });
});

/** A page with one field, a submit, and two links: another page and the same page with a query. */
function GuardedForm({ saves }: { saves: Deferred[] }) {
  const [saved, setSaved] = useState('');
  const [value, setValue] = useState('');
  const [location] = useLocation();
  const guard = useUnsavedFormGuard({
    isDirty: value !== saved,
    onSave: () =>
      new Promise<void>((resolve, reject) => {
        saves.push({
          resolve: () => {
            setSaved(value);
            resolve();
          },
          reject,
        });
      }),
    onDiscard: () => setValue(saved),
  });
  return (
    <div>
      <p data-testid="location">{location}</p>
      <input aria-label="Fund name" value={value} onChange={(e) => setValue(e.target.value)} />
      <button
        type="button"
        onClick={() => {
          setSaved(value);
          guard.markSubmitted();
        }}
      >
        Submit
      </button>
      <Link href="/investors">Investors</Link>
      <Link href={`${formPath}?tab=2`}>Same page, other tab</Link>
      {guard.dialog}
    </div>
  );
}

/** What the user sees in each state, written by hand. */
const seen: Record<GuardState, { dialog: boolean; saving: boolean; warnsOnUnload: boolean }> = {
  clean: { dialog: false, saving: false, warnsOnUnload: false },
  dirty: { dialog: false, saving: false, warnsOnUnload: true },
  confirming: { dialog: true, saving: false, warnsOnUnload: true },
  saving: { dialog: true, saving: true, warnsOnUnload: true },
};
/** The failed save's message shows on the dialog while it asks again. */
const alertIn: Record<GuardState, (facts: GuardFacts) => string | null> = {
  clean: () => null,
  dirty: () => null,
  confirming: (facts) => facts.error,
  saving: (facts) => facts.error,
};

function sees(state: GuardState, facts: GuardFacts, where: string) {
  expect(screen.queryByText('Unsaved progress') !== null, where).toBe(seen[state].dialog);
  expect(screen.queryByRole('button', { name: 'Saving…' }) !== null, where).toBe(
    seen[state].saving,
  );
  expect(screen.queryByRole('alert')?.textContent ?? null, where).toBe(alertIn[state](facts));
  expect(window.location.pathname, where).toBe(facts.location);
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented, where).toBe(seen[state].warnsOnUnload);
}

describe('unsaved form guard view: generated paths', () => {
  beforeEach(() => window.history.replaceState(null, '', formPath));
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', async (_name, path) => {
    const saves: Deferred[] = [];
    render(
      <Router hook={useGuardedLocation}>
        <GuardedForm saves={saves} />
      </Router>,
    );
    let typed = 0;
    const expected = unsavedFormGuardModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
      await act(async () => {
        switch (event.type) {
          case 'form.change':
            typed += 1;
            fireEvent.change(screen.getByLabelText('Fund name'), {
              target: { value: `Fund ${typed}` },
            });
            break;
          case 'form.reset':
            fireEvent.change(screen.getByLabelText('Fund name'), { target: { value: '' } });
            break;
          case 'form.submitted':
            fireEvent.click(screen.getByText('Submit'));
            break;
          case 'navigation.attempt': {
            const { to } = event as unknown as { to: string };
            fireEvent.click(
              screen.getByText(to === '/investors' ? 'Investors' : 'Same page, other tab'),
            );
            break;
          }
          case 'dialog.cancel':
            fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
            break;
          case 'dialog.discard':
            fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
            break;
          case 'dialog.save':
            fireEvent.click(screen.getByRole('button', { name: 'Save progress' }));
            break;
          case 'xstate.done.actor.saveProgress':
            saves.at(-1)?.resolve();
            break;
          case 'xstate.error.actor.saveProgress':
            saves.at(-1)?.reject(new Error('Save failed'));
            break;
          default:
            throw new Error(`no view step for ${event.type}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      const now = expected[index]!;
      sees(now.state, now.facts, `after step ${index + 1} (${event.type})`);
    }
    expect(expected.at(-1)?.state ?? 'clean').toBe(path.target);
  });
});
