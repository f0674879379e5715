import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFundFamily, FundFamily } from '../../api/fund-family';
import { api } from '../lib/api-client';

export const fundFamilyQueries = {
  all: () => ['fund-family'] as const,
  list: () =>
    queryOptions({
      queryKey: [...fundFamilyQueries.all(), 'list'],
      queryFn: () => api.get('fund-family/').json<FundFamily[]>(),
    }),
};

export function useCreateFundFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFundFamily) =>
      api.post('fund-family/', { json: input }).json<FundFamily>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundFamilyQueries.all() }),
  });
}
