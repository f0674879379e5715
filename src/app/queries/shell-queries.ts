import { queryOptions } from '@tanstack/react-query';
import type { Customer, SelectedCustomerResponse } from '../../api/customers';
import type { FeatureFlagContext } from '../../api/feature-flags';
import type { BootstrapResponse, VersionResponse } from '../../api/frontend';
import type { CurrentUser } from '../../api/users';
import { api } from '../lib/api-client';

/** Query key factories of the shell; one per resource, invalidated by exactly what changes it. */
export const shellQueries = {
  bootstrap: () =>
    queryOptions({
      queryKey: ['frontend', 'bootstrap'],
      queryFn: () => api.get('frontend/bootstrap').json<BootstrapResponse>(),
      staleTime: Infinity,
    }),
  // Spec §7: polled every 5 minutes.
  version: () =>
    queryOptions({
      queryKey: ['version'],
      queryFn: () => api.get('version/').json<VersionResponse>(),
      refetchInterval: 5 * 60_000,
    }),
  // Spec §7: fresh 1 minute, kept 5, re-checked every 5 minutes.
  currentUser: () =>
    queryOptions({
      queryKey: ['users', 'me'],
      queryFn: () => api.get('users/me/').json<CurrentUser>(),
      staleTime: 60_000,
      gcTime: 5 * 60_000,
      refetchInterval: 5 * 60_000,
    }),
  customers: () =>
    queryOptions({
      queryKey: ['users', 'me', 'customers'],
      queryFn: () => api.get('users/me/customers').json<Customer[]>(),
      refetchInterval: 5 * 60_000,
    }),
  selectedCustomer: () =>
    queryOptions({
      queryKey: ['selected-customer'],
      queryFn: () => api.get('selected-customer/').json<SelectedCustomerResponse>(),
    }),
  // Spec §9: feature flag cache stale 1 minute, kept 5.
  featureFlags: () =>
    queryOptions({
      queryKey: ['feature-flags', 'context'],
      queryFn: () => api.get('feature-flags/context/').json<FeatureFlagContext>(),
      staleTime: 60_000,
      gcTime: 5 * 60_000,
    }),
};
