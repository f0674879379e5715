// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, Router, useLocation } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import { machineRegistry } from '../machines';
import {
  isExemptNavigation,
  unsavedFormGuardMachine,
} from '../machines/unsaved-form-guard.machine';
import { useGuardedLocation } from '../src/app/lib/guarded-location';
import { useUnsavedFormGuard } from '../src/app/lib/use-unsaved-form-guard';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

const samples = machineRegistry.unsavedFormGuard.sampleEvents;
const paths = modelPaths(unsavedFormGuardMachine, samples);
const formPath = '/fund-family/1/setup';

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
    let expectedNavigations = 0;
    for (const event of path.events) {
      const before = actor.getSnapshot();
      if (event.type === 'xstate.done.actor.saveProgress') {
        (settle as Deferred | null)?.resolve();
        await Promise.resolve();
        expectedNavigations += 1;
      } else if (event.type === 'xstate.error.actor.saveProgress') {
        (settle as Deferred | null)?.reject(new Error('Save failed'));
        await Promise.resolve();
      } else {
        actor.send(event as never);
        if (event.type === 'dialog.discard') expectedNavigations += 1;
        if (event.type === 'navigation.attempt') {
          const request = event as unknown as { from: string; to: string };
          if (before.matches('clean') || isExemptNavigation(request)) expectedNavigations += 1;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(actor.getSnapshot().value).toBe(path.target);
    expect(navigations).toHaveLength(expectedNavigations);
    if (
      path.target === 'confirming' &&
      path.events.at(-1)?.type === 'xstate.error.actor.saveProgress'
    ) {
      expect(actor.getSnapshot().context.error).toBe('Save failed');
    }
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
    let expectedPath = formPath;
    let typed = 0;
    for (const event of path.events) {
      const dialogOpen = screen.queryByText('Unsaved progress') !== null;
      const dirty =
        (screen.getByLabelText('Fund name') as HTMLInputElement).value !== '' && !dialogOpen;
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
            const exempt = isExemptNavigation({ from: formPath, to });
            fireEvent.click(
              screen.getByText(to === '/investors' ? 'Investors' : 'Same page, other tab'),
            );
            if (!dirty || exempt) expectedPath = to.split('?')[0] ?? to;
            break;
          }
          case 'dialog.cancel':
            fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
            break;
          case 'dialog.discard':
            fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
            expectedPath = '/investors';
            break;
          case 'dialog.save':
            fireEvent.click(screen.getByRole('button', { name: 'Save progress' }));
            break;
          case 'xstate.done.actor.saveProgress':
            saves.at(-1)?.resolve();
            expectedPath = '/investors';
            break;
          case 'xstate.error.actor.saveProgress':
            saves.at(-1)?.reject(new Error('Save failed'));
            break;
          default:
            throw new Error(`no view step for ${event.type}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
    // What the user sees in each state of the machine.
    const dialogShown = screen.queryByText('Unsaved progress') !== null;
    expect(dialogShown).toBe(path.target === 'confirming' || path.target === 'saving');
    if (path.target === 'saving')
      expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy();
    if (
      path.target === 'confirming' &&
      path.events.at(-1)?.type === 'xstate.error.actor.saveProgress'
    ) {
      expect(screen.getByRole('alert').textContent).toBe('Save failed');
    }
    expect(window.location.pathname).toBe(expectedPath);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(path.target !== 'clean');
  });
});
