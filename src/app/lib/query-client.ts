import { MutationCache, QueryClient } from '@tanstack/react-query';
import { apiErrorOf } from './api-client';
import { toaster } from './toaster';

/** Spec §8: a 403 on a mutation shows an error toast (forms handle their other errors). */
const mutationCache = new MutationCache({
  onError: async (error) => {
    const apiError = await apiErrorOf(error);
    if (apiError.status === 403)
      toaster.create({ type: 'error', title: apiError.message || 'Forbidden' });
  },
});

/** Spec §9: stale 10 s, kept 5 min, no retry. */
export const queryClient = new QueryClient({
  mutationCache,
  defaultOptions: {
    queries: { staleTime: 10_000, gcTime: 5 * 60_000, retry: false },
    mutations: { retry: false },
  },
});
