import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerSettings, UpdateCustomerSettings } from '../../api/customer-settings';
import { api } from '../lib/api-client';

/** The selected customer's settings (GET /customer-settings/). */
export const customerSettingsQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['customer-settings'],
      queryFn: () => api.get('customer-settings/').json<CustomerSettings>(),
    }),
};

/**
 * Changes them (admin permission). Every closing says whether its viewer may approve it, so
 * closings are read again too.
 */
export function useUpdateCustomerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateCustomerSettings) =>
      api.patch('customer-settings/', { json: change }).json<CustomerSettings>(),
    onSuccess: (settings) => {
      queryClient.setQueryData(customerSettingsQueries.settings().queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: ['fund-family'] });
    },
  });
}
