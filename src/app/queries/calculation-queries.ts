import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AllCalculations,
  Calculation,
  CompletedMxlExists,
} from '../../api/calculation-responses';
import type {
  CalculationInput,
  CalculationKind,
  CalculationPageCategory,
} from '../../api/calculations';
import type { TransactionCode } from '../../api/fund-structure';
import { api } from '../lib/api-client';

const basePath = (fundFamilyId: string, kind: CalculationKind) =>
  kind === 'mxl'
    ? `fund-family/${fundFamilyId}/calculations/mxl/`
    : `fund-family/${fundFamilyId}/transactions/calculations/`;

/** Query key factories of a fund family's calculations. */
export const calculationQueries = {
  all: (fundFamilyId: string) => ['fund-family', fundFamilyId, 'calculations'] as const,
  list: (fundFamilyId: string, category: CalculationPageCategory) =>
    queryOptions({
      queryKey: [...calculationQueries.all(fundFamilyId), 'list', category],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/calculations/`, { searchParams: { category } })
          .json<Calculation[]>(),
    }),
  /** Every calculation of the family, whatever its page: names are unique across them. */
  family: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...calculationQueries.all(fundFamilyId), 'list', 'all-categories'],
      queryFn: () => api.get(`fund-family/${fundFamilyId}/calculations/`).json<Calculation[]>(),
    }),
  hierarchy: (fundFamilyId: string, category: CalculationPageCategory) =>
    queryOptions({
      queryKey: [...calculationQueries.all(fundFamilyId), 'all', category],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/calculations/all`, { searchParams: { category } })
          .json<AllCalculations>(),
    }),
  detail: (fundFamilyId: string, kind: CalculationKind, calculationId: string) =>
    queryOptions({
      queryKey: [...calculationQueries.all(fundFamilyId), 'detail', calculationId],
      queryFn: () =>
        api.get(`${basePath(fundFamilyId, kind)}${calculationId}/`).json<Calculation>(),
    }),
  completedMxlExists: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...calculationQueries.all(fundFamilyId), 'completed-mxl-exists'],
      queryFn: () =>
        api
          .get('calculations/completed-mxl-exists/', {
            searchParams: { fund_family_id: fundFamilyId, state: 'completed' },
          })
          .json<CompletedMxlExists>(),
    }),
};

/** Every write changes values and referenced-by across the family: refetch all of it. */
function useInvalidateCalculations(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calculationQueries.all(fundFamilyId) });
}

export function useCreateCalculation(fundFamilyId: string) {
  const invalidate = useInvalidateCalculations(fundFamilyId);
  return useMutation({
    mutationFn: ({ kind, input }: { kind: CalculationKind; input: CalculationInput }) =>
      api.post(basePath(fundFamilyId, kind), { json: input }).json<Calculation>(),
    onSuccess: invalidate,
  });
}

export function useUpdateCalculation(fundFamilyId: string) {
  const invalidate = useInvalidateCalculations(fundFamilyId);
  return useMutation({
    mutationFn: ({
      kind,
      id,
      input,
      unsafe,
    }: {
      kind: CalculationKind;
      id: string;
      input: CalculationInput;
      unsafe: boolean;
    }) =>
      api
        .put(`${basePath(fundFamilyId, kind)}${id}/`, {
          json: input,
          searchParams: unsafe ? { unsafe: 'true' } : {},
        })
        .json<Calculation>(),
    onSuccess: invalidate,
  });
}

export function useDeleteCalculation(fundFamilyId: string) {
  const invalidate = useInvalidateCalculations(fundFamilyId);
  return useMutation({
    mutationFn: ({ kind, id }: { kind: CalculationKind; id: string }) =>
      api.delete(`${basePath(fundFamilyId, kind)}${id}/`),
    onSuccess: invalidate,
  });
}

/** The fund family's configured codes, for basic formulas and the editor's completion. */
export const transactionCodesQuery = (fundFamilyId: string) =>
  queryOptions({
    queryKey: ['fund-family', fundFamilyId, 'transaction-codes'],
    queryFn: () =>
      api
        .get(`fund-family/${fundFamilyId}/transactions/configuration/list`)
        .json<TransactionCode[]>(),
  });
