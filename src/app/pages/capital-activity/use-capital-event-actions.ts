import { useState } from 'react';
import type { CapitalEventActionName } from '../../../../machines/capital-event.machine';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';

type Mutation = {
  mutateAsync: () => Promise<unknown>;
  isPending: boolean;
};

/**
 * The lifecycle actions every capital event page offers (a call, a reallocation, a
 * distribution): which confirmation is open, finalize and delete with their toasts, and the
 * refusal a finalize met, kept on the page because maker-checker (403) and a failed check (409)
 * say why in words the user needs to read, not only glimpse in a toast.
 */
export function useCapitalEventActions({
  name,
  finalize,
  remove,
  refetch,
  afterDelete,
}: {
  /** The event's name, read when an action ends (the event may still be loading on first render). */
  name: string | undefined;
  finalize: Mutation;
  remove: Mutation;
  refetch: () => unknown;
  afterDelete: () => void;
}) {
  const [asking, setAsking] = useState<CapitalEventActionName | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const runFinalize = async () => {
    try {
      await finalize.mutateAsync();
      setAsking(null);
      setTimeout(() => toaster.create({ type: 'success', title: `${name} finalized` }), 100);
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      setAsking(null);
      if (apiError.status === 403 || apiError.status === 409) setRefusal(apiError.message);
      toaster.create({ type: 'error', title: apiError.message });
      void refetch();
    }
  };
  const runDelete = async () => {
    try {
      await remove.mutateAsync();
      setAsking(null);
      afterDelete();
      setTimeout(() => toaster.create({ type: 'success', title: `${name} deleted` }), 100);
    } catch (failure) {
      setAsking(null);
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
    }
  };
  return {
    asking,
    refusal,
    busy: finalize.isPending || remove.isPending,
    ask: (action: CapitalEventActionName) => {
      setRefusal(null);
      setAsking(action);
    },
    cancel: () => setAsking(null),
    runFinalize: () => void runFinalize(),
    runDelete: () => void runDelete(),
  };
}
