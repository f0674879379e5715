import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Fee, FeeInput } from '../../api/fees';
import type {
  InvestorClass,
  InvestorClassDetail,
  InvestorClassInput,
} from '../../api/investor-classes';
import type { Table } from '../../api/table-data';
import type { WaterfallConfiguration, WaterfallConfigurationInput } from '../../api/waterfall';
import { api } from '../lib/api-client';

const familyKey = (fundFamilyId: string) => ['fund-family', fundFamilyId] as const;
const fundFamily = (fundFamilyId: string) => ({ searchParams: { fund_family_id: fundFamilyId } });

/** Query key factories of a fund family's fees, waterfall and commitment classes. */
export const fundConfigurationQueries = {
  fees: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...familyKey(fundFamilyId), 'fees'],
      queryFn: () => api.get('fee-information/', fundFamily(fundFamilyId)).json<Fee[]>(),
    }),
  waterfall: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...familyKey(fundFamilyId), 'waterfall'],
      queryFn: () =>
        api
          .get('waterfall/configuration/', fundFamily(fundFamilyId))
          .json<WaterfallConfiguration | null>(),
    }),
  waterfallTable: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...familyKey(fundFamilyId), 'waterfall', 'config-table'],
      queryFn: () => api.get('waterfall/config-table/', fundFamily(fundFamilyId)).json<Table>(),
    }),
  classes: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...familyKey(fundFamilyId), 'investor-classes'],
      queryFn: () => api.get('investor-class/', fundFamily(fundFamilyId)).json<InvestorClass[]>(),
    }),
  classesTable: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...familyKey(fundFamilyId), 'investor-classes', 'table'],
      queryFn: () => api.get('investor-class-information/', fundFamily(fundFamilyId)).json<Table>(),
    }),
  investorClass: (fundFamilyId: string, investorClassId: string) =>
    queryOptions({
      queryKey: [...familyKey(fundFamilyId), 'investor-classes', investorClassId],
      queryFn: () => api.get(`investor-class/${investorClassId}/`).json<InvestorClassDetail>(),
    }),
};

export function useSaveFee(fundFamilyId: string, feeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeeInput) =>
      feeId
        ? api.put(`fee-information/${feeId}/`, { json: input }).json<Fee>()
        : api
            .post('fee-information/', { json: { fund_family_id: fundFamilyId, ...input } })
            .json<Fee>(),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: fundConfigurationQueries.fees(fundFamilyId).queryKey,
      }),
  });
}

export function useDeleteFee(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feeId: string) => api.delete(`fee-information/${feeId}/`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: fundConfigurationQueries.fees(fundFamilyId).queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: fundConfigurationQueries.classes(fundFamilyId).queryKey,
        }),
      ]),
  });
}

export function useSaveWaterfall(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<WaterfallConfigurationInput, 'fund_family_id'>) =>
      api
        .post('waterfall/configuration/', { json: { fund_family_id: fundFamilyId, ...input } })
        .json<WaterfallConfiguration>(),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: fundConfigurationQueries.waterfall(fundFamilyId).queryKey,
      }),
  });
}

export function useSaveInvestorClass(fundFamilyId: string, investorClassId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvestorClassInput) =>
      investorClassId
        ? api.put(`investor-class/${investorClassId}/`, { json: input }).json<InvestorClassDetail>()
        : api
            .post('investor-class/', { json: { fund_family_id: fundFamilyId, ...input } })
            .json<InvestorClassDetail>(),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: fundConfigurationQueries.classes(fundFamilyId).queryKey,
      }),
  });
}
