import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { unsavedFormGuardMachine } from '../../../machines/unsaved-form-guard.machine';
import { UnsavedChangesDialog } from '../components/UnsavedChangesDialog';
import { navigateNow, setNavigationBlocker } from './guarded-location';

type Options = {
  isDirty: boolean;
  /** Saves the form's progress; a rejection keeps the dialog open with its message. */
  onSave: () => Promise<void>;
  /** Puts the form back to its saved values when the user discards. */
  onDiscard?: () => void;
};

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/** The unsaved-form guard machine wired to the router, the browser's unload and its dialog. */
export function useUnsavedFormGuard({ isDirty, onSave, onDiscard }: Options) {
  const callbacks = useRef({ onSave, onDiscard });
  useEffect(() => {
    callbacks.current = { onSave, onDiscard };
  });
  // The ref is read when the machine runs an action or its save actor (after an event),
  // never while rendering: the latest callbacks without recreating the machine.
  /* eslint-disable react-hooks/refs */
  const machine = useMemo(
    () =>
      unsavedFormGuardMachine.provide({
        actions: {
          navigate: (_, params: { to: string }) => navigateNow(params.to),
          discardChanges: () => callbacks.current.onDiscard?.(),
        },
        actors: { saveProgress: fromPromise(() => callbacks.current.onSave()) },
      }),
    [],
  );
  /* eslint-enable react-hooks/refs */
  const [state, send] = useMachine(machine);
  const unsaved = state.hasTag('unsaved');

  useEffect(() => {
    send({ type: isDirty ? 'form.change' : 'form.reset' });
  }, [isDirty, send]);

  useEffect(() => {
    if (!unsaved) return;
    const removeBlocker = setNavigationBlocker((to, options) => {
      send({
        type: 'navigation.attempt',
        from: currentUrl(),
        to,
        skip: options?.state?.skipBlocker ?? false,
      });
      return true;
    });
    const warnOnUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warnOnUnload);
    return () => {
      removeBlocker();
      window.removeEventListener('beforeunload', warnOnUnload);
    };
  }, [unsaved, send]);

  const dialog = (
    <UnsavedChangesDialog
      open={state.matches('confirming') || state.matches('saving')}
      saving={state.matches('saving')}
      error={state.context.error}
      onDiscard={() => send({ type: 'dialog.discard' })}
      onCancel={() => send({ type: 'dialog.cancel' })}
      onSave={() => send({ type: 'dialog.save' })}
    />
  );
  return { dialog, state, markSubmitted: () => send({ type: 'form.submitted' }) };
}
