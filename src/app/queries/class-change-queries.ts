import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClassChangeHistory,
  ClassChangeInput,
  ClassChangeView,
} from '../../api/commitment-class-change';
import type { FeeBasisView } from '../../api/fee-basis';
import type { ClassCodeOverrides, ClassTransactionCode } from '../../api/investor-class-codes';
import { api, apiErrorOf } from '../lib/api-client';

const familyKey = (fundFamilyId: string) => ['fund-family', fundFamilyId] as const;
// Under the commitments key, so a finalized change refreshes the commitment's tabs too.
const changesKey = (fundFamilyId: string, commitmentId: string) =>
  [...familyKey(fundFamilyId), 'commitments', commitmentId, 'class-changes'] as const;
const changePath = (fundFamilyId: string, commitmentId: string, eventId: string) =>
  `fund-family/${fundFamilyId}/change-commitment-class/${commitmentId}/${eventId}/`;

/** A class's transaction codes, fee bases and commitment class changes. */
export const classChangeQueries = {
  classCodes: (fundFamilyId: string, investorClassId: string) =>
    queryOptions({
      queryKey: [...familyKey(fundFamilyId), 'investor-classes', investorClassId, 'codes'],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/transactions/configuration/with-overrides/`, {
            searchParams: { investor_class_id: investorClassId },
          })
          .json<ClassTransactionCode[]>(),
    }),
  feeBasis: (fundFamilyId: string, feeId: string, asOf: string) =>
    queryOptions({
      queryKey: [...familyKey(fundFamilyId), 'fees', feeId, 'basis', asOf],
      // The API's message (a bad date, an unknown fee) is what the page shows.
      queryFn: () =>
        api
          .get(`fee-basis/${feeId}/`, { searchParams: asOf ? { as_of: asOf } : {} })
          .json<FeeBasisView>()
          .catch(async (error: unknown) => {
            throw new Error((await apiErrorOf(error)).message);
          }),
    }),
  change: (fundFamilyId: string, commitmentId: string, eventId: string) =>
    queryOptions({
      queryKey: [...changesKey(fundFamilyId, commitmentId), eventId],
      queryFn: () =>
        api.get(changePath(fundFamilyId, commitmentId, eventId)).json<ClassChangeView>(),
    }),
  history: (fundFamilyId: string, commitmentId: string) =>
    queryOptions({
      queryKey: [...changesKey(fundFamilyId, commitmentId), 'historical'],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/change-commitment-class/${commitmentId}/historical/`)
          .json<ClassChangeHistory>(),
    }),
};

export function useSaveClassCodes(fundFamilyId: string, investorClassId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassCodeOverrides) =>
      api
        .put(`investor-class/${investorClassId}/transaction-codes/`, { json: input })
        .json<ClassTransactionCode[]>(),
    onSuccess: (saved) =>
      queryClient.setQueryData(
        classChangeQueries.classCodes(fundFamilyId, investorClassId).queryKey,
        saved,
      ),
  });
}

export function useDeleteInvestorClass(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (investorClassId: string) => api.delete(`investor-class/${investorClassId}/`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...familyKey(fundFamilyId), 'investor-classes'] }),
  });
}

export function useStartClassChange(fundFamilyId: string, commitmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassChangeInput) =>
      api
        .post(`fund-family/${fundFamilyId}/change-commitment-class/`, {
          json: { commitment_id: commitmentId, ...input },
        })
        .json<ClassChangeView>(),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: changesKey(fundFamilyId, commitmentId) }),
  });
}

/** Edit, discard and finalize of one draft; each refreshes the commitment's queries. */
export function useClassChangeCommands(
  fundFamilyId: string,
  commitmentId: string,
  eventId: string,
) {
  const queryClient = useQueryClient();
  const path = changePath(fundFamilyId, commitmentId, eventId);
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: [...familyKey(fundFamilyId), 'commitments', commitmentId],
    });
  return {
    save: useMutation({
      mutationFn: (input: ClassChangeInput) =>
        api.put(path, { json: input }).json<ClassChangeView>(),
      onSuccess: (saved) => {
        queryClient.setQueryData(
          classChangeQueries.change(fundFamilyId, commitmentId, eventId).queryKey,
          saved,
        );
      },
    }),
    discard: useMutation({ mutationFn: () => api.delete(path), onSuccess: refresh }),
    finalize: useMutation({
      mutationFn: () => api.patch(`${path}finalize/`).json<ClassChangeView>(),
      onSuccess: refresh,
    }),
  };
}
