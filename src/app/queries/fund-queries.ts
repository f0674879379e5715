import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddClosingCommitment,
  Closing,
  ClosingAction,
  CommitmentInformation,
  CreateClosing,
  CreateFundEntity,
  CreateInvestor,
  FundEntity,
  FundFamilyConfig,
  Investor,
} from '../../api/fund-structure';
import type { ClosingOrderOfOperations } from '../../api/closing-order-of-operations';
import type { ClosingSecuritiesCreated } from '../../api/closing-securities';
import type { ClosingStats } from '../../api/closing-stats';
import type { UpdateOverrideAmounts } from '../../api/closing-overrides';
import type { FundFamily } from '../../api/fund-family';
import type { CommitmentStats } from '../../api/commitment-stats';
import type {
  InvestorDetail,
  InvestorEntityDetail,
  InvestorEntityProfile,
  UpdateInvestor,
} from '../../api/investors';
import { api } from '../lib/api-client';

export type ClosingSummary = Pick<Closing, 'id' | 'name' | 'closing_date' | 'state'> & {
  total_cents: number;
  commitment_count: number;
};

/** Query key factories of a fund family's setup, commitments and closings. */
export const fundQueries = {
  all: (fundFamilyId: string) => ['fund-family', fundFamilyId] as const,
  detail: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(fundFamilyId), 'detail'],
      queryFn: () => api.get(`fund-family/${fundFamilyId}/`).json<FundFamily>(),
    }),
  config: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(fundFamilyId), 'config'],
      queryFn: () => api.get(`fund-family-config/${fundFamilyId}/`).json<FundFamilyConfig>(),
    }),
  entities: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(fundFamilyId), 'fund-entities'],
      queryFn: () => api.get(`fund-family/${fundFamilyId}/fund-entities/`).json<FundEntity[]>(),
    }),
  closings: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(fundFamilyId), 'closings'],
      queryFn: () =>
        api
          .get('closing/', { searchParams: { fund_family_id: fundFamilyId } })
          .json<ClosingSummary[]>(),
    }),
  closing: (fundFamilyId: string, closingId: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(fundFamilyId), 'closings', closingId],
      queryFn: () => api.get(`closing/${closingId}/`).json<Closing>(),
    }),
  // Under the closing's key: every closing command refreshes them with the closing.
  closingOrderOfOperations: (fundFamilyId: string, closingId: string) =>
    queryOptions({
      queryKey: [...fundQueries.closing(fundFamilyId, closingId).queryKey, 'order-of-operations'],
      queryFn: () =>
        api.get(`closing/${closingId}/order-of-operations/`).json<ClosingOrderOfOperations>(),
    }),
  closingStats: (fundFamilyId: string, closingId: string) =>
    queryOptions({
      queryKey: [...fundQueries.closing(fundFamilyId, closingId).queryKey, 'stats-v2'],
      queryFn: () => api.get(`closing/${closingId}/stats-v2/`).json<ClosingStats>(),
    }),
  /** Under the commitments key: closing commands that change commitments refresh the summary. */
  commitmentStats: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(fundFamilyId), 'commitments', 'stats'],
      queryFn: () =>
        api.get(`fund-family/${fundFamilyId}/commitment-stats/`).json<CommitmentStats>(),
    }),
  commitments: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(fundFamilyId), 'commitments'],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/commitment-information/`)
          .json<CommitmentInformation[]>(),
    }),
};

export const investorQueries = {
  all: () => ['investors'] as const,
  list: () =>
    queryOptions({
      queryKey: ['investors', 'list'],
      queryFn: () => api.get('investor/').json<Investor[]>(),
    }),
  detail: (investorId: string) =>
    queryOptions({
      queryKey: ['investors', investorId, 'detail'],
      queryFn: () => api.get(`investor/${investorId}`).json<InvestorDetail>(),
    }),
};

export function useSaveFundConfig(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: FundFamilyConfig) =>
      api.put(`fund-family-config/${fundFamilyId}/`, { json: config }).json<FundFamilyConfig>(),
    onSuccess: (saved) =>
      queryClient.setQueryData(fundQueries.config(fundFamilyId).queryKey, saved),
  });
}

export function useCreateFundEntity(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFundEntity) =>
      api.post(`fund-family/${fundFamilyId}/fund-entities/`, { json: input }).json<FundEntity>(),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: fundQueries.entities(fundFamilyId).queryKey }),
  });
}

/** The investor entity through which the fund's GP entity commits: found, or created once. */
export function useGpInvestorEntity(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fundEntityId: string) =>
      api
        .post(`fund-family/${fundFamilyId}/fund-entities/${fundEntityId}/gp-investor-entity/`)
        .json<InvestorEntityDetail>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: investorQueries.all() }),
  });
}

export function useCompleteSetup(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (firstClosingDate: string) =>
      api
        .patch(`fund-family/${fundFamilyId}/fundraise/`, {
          json: { first_closing_date: firstClosingDate },
        })
        .json<{ first_closing_id: string }>(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundQueries.all(fundFamilyId) }),
        queryClient.invalidateQueries({ queryKey: ['fund-family', 'list'] }),
      ]),
  });
}

export function useCreateClosing(fundFamilyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClosing) => api.post('closing/', { json: input }).json<Closing>(),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: fundQueries.closings(fundFamilyId).queryKey }),
  });
}

/** Every closing command answers with the closing itself: the cache takes it as is. */
function useClosingCommand<Input>(
  fundFamilyId: string,
  closingId: string,
  run: (input: Input) => Promise<Closing>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (closing) => {
      queryClient.setQueryData(fundQueries.closing(fundFamilyId, closingId).queryKey, closing);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: fundQueries.closings(fundFamilyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: fundQueries.commitments(fundFamilyId).queryKey }),
      ]);
    },
  });
}

/** A new commitment created in the closing (POST securities/, the path add-security/ takes). */
export const useAddClosingCommitment = (fundFamilyId: string, closingId: string) =>
  useClosingCommand(fundFamilyId, closingId, (input: AddClosingCommitment) =>
    api
      .post(`closing/${closingId}/securities/`, { json: input })
      .json<ClosingSecuritiesCreated>()
      .then((created) => created.closing),
  );

/** Many new commitments at once: all admitted, or none (POST securities/bulk). */
export const useAddClosingCommitments = (fundFamilyId: string, closingId: string) =>
  useClosingCommand(fundFamilyId, closingId, (rows: AddClosingCommitment[]) =>
    api
      .post(`closing/${closingId}/securities/bulk`, { json: { rows } })
      .json<ClosingSecuritiesCreated>()
      .then((created) => created.closing),
  );

export const useUpdateOverrideAmounts = (fundFamilyId: string, closingId: string) =>
  useClosingCommand(fundFamilyId, closingId, (input: UpdateOverrideAmounts) =>
    api.put(`closing/${closingId}/update-override-amounts/`, { json: input }).json<Closing>(),
  );

export const useRemoveClosingCommitment = (fundFamilyId: string, closingId: string) =>
  useClosingCommand(fundFamilyId, closingId, (commitmentId: string) =>
    api
      .put(`closing/${closingId}/remove-security/`, { json: { commitment_id: commitmentId } })
      .json<Closing>(),
  );

export const useClosingAction = (fundFamilyId: string, closingId: string) =>
  useClosingCommand(fundFamilyId, closingId, (action: ClosingAction) =>
    api.patch(`closing/${closingId}/${action}/`).json<Closing>(),
  );

export function useCreateInvestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvestor) => api.post('investor/', { json: input }).json<Investor>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: investorQueries.all() }),
  });
}

export function useUpdateFundEntity(fundFamilyId: string, fundEntityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFundEntity) =>
      api
        .put(`fund-family/${fundFamilyId}/fund-entities/${fundEntityId}/`, { json: input })
        .json<FundEntity>(),
    // Entity names show in commitments and the summary too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundQueries.all(fundFamilyId) }),
  });
}

export function useUpdateInvestor(investorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInvestor) =>
      api.put(`investor/${investorId}`, { json: input }).json<InvestorDetail>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(investorQueries.detail(investorId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: investorQueries.all() });
    },
  });
}

export function useDeleteInvestor(investorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`investor/${investorId}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['investors', investorId] });
      return queryClient.invalidateQueries({ queryKey: investorQueries.all() });
    },
  });
}

export function useUpdateInvestorEntity(investorId: string, investorEntityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvestorEntityProfile) =>
      api.put(`investor-entity/${investorEntityId}/`, { json: input }).json<InvestorEntityDetail>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: investorQueries.all() }),
  });
}
