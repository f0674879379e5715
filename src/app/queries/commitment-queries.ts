import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CommitmentDetail,
  CommitmentFees,
  CommitmentProfile,
} from '../../api/commitment-detail';
import type { CommitmentFee, CommitmentFeeOverrideInput } from '../../api/commitment-fee-override';
import type { CommitmentPerformance } from '../../api/commitment-performance';
import type { CommitmentWaterfall } from '../../api/commitment-waterfall';
import type {
  CreateInvestorTransfer,
  InvestorTransfer,
  InvestorTransferees,
  UpdateInvestorTransfer,
} from '../../api/investor-transfers';
import type { Table } from '../../api/table-data';
import type { TransferActionName } from '../../../machines/transfer.machine';
import { api, apiErrorOf } from '../lib/api-client';

/**
 * Under the fund family's commitments key, so closing commands and transfers (which move
 * balances between commitments) refresh every commitment's tabs at once.
 */
const commitmentsKey = (fundFamilyId: string) => ['fund-family', fundFamilyId, 'commitments'];

export const commitmentQueries = {
  detail: (fundFamilyId: string, commitmentId: string) =>
    queryOptions({
      queryKey: [...commitmentsKey(fundFamilyId), commitmentId, 'detail'],
      queryFn: () => api.get(`commitment-information/${commitmentId}/`).json<CommitmentDetail>(),
    }),
  activity: (fundFamilyId: string, commitmentId: string) =>
    queryOptions({
      queryKey: [...commitmentsKey(fundFamilyId), commitmentId, 'activity'],
      queryFn: () =>
        api.get(`commitment-information/${commitmentId}/activity-table-data/`).json<Table>(),
    }),
  performance: (fundFamilyId: string, commitmentId: string) =>
    queryOptions({
      queryKey: [...commitmentsKey(fundFamilyId), commitmentId, 'performance'],
      queryFn: () =>
        api
          .get('commitment-stats/', { searchParams: { commitment_id: commitmentId } })
          .json<CommitmentPerformance>(),
    }),
  /** `asOf` empty: today; `liquidationValue` null: the commitment's NAV from the ledger. */
  waterfall: (
    fundFamilyId: string,
    commitmentId: string,
    asOf: string,
    liquidationValue: number | null,
  ) =>
    queryOptions({
      queryKey: [
        ...commitmentsKey(fundFamilyId),
        commitmentId,
        'waterfall',
        asOf,
        liquidationValue,
      ],
      queryFn: () =>
        api
          .get(`commitment-information/${commitmentId}/waterfall/`, {
            searchParams: {
              ...(asOf ? { as_of: asOf } : {}),
              ...(liquidationValue === null
                ? {}
                : { liquidation_value_cents: String(liquidationValue) }),
            },
          })
          .json<CommitmentWaterfall>()
          // The server's message (a waterfall that cannot run) is what the tab shows.
          .catch(async (error: unknown) => {
            throw new Error((await apiErrorOf(error)).message);
          }),
    }),
  fees: (fundFamilyId: string, commitmentId: string) =>
    queryOptions({
      queryKey: [...commitmentsKey(fundFamilyId), commitmentId, 'fees'],
      queryFn: () =>
        api
          .get('fees-and-carry/', { searchParams: { commitment_id: commitmentId } })
          .json<CommitmentFees>(),
    }),
  /** One fee as it applies to the commitment: its rate steps and the commitment's own rates. */
  fee: (fundFamilyId: string, commitmentId: string, feeId: string) =>
    queryOptions({
      queryKey: [...commitmentsKey(fundFamilyId), commitmentId, 'fees', feeId],
      queryFn: () =>
        api.get(`commitment-information/${commitmentId}/fees/${feeId}/`).json<CommitmentFee>(),
    }),
};

/**
 * Sets the commitment's own rates for a fee, or clears them (no rates). Every figure of the fund
 * that charges the fee may move (fee charges, calls' fee lines), so the fund's queries refresh.
 */
export function useSaveCommitmentFeeOverride(
  fundFamilyId: string,
  commitmentId: string,
  feeId: string,
) {
  const queryClient = useQueryClient();
  const path = `commitment-information/${commitmentId}/fees/${feeId}/override/`;
  return useMutation({
    mutationFn: (input: CommitmentFeeOverrideInput) =>
      (input.rates.length > 0
        ? api.put(path, { json: input })
        : api.delete(path)
      ).json<CommitmentFee>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        commitmentQueries.fee(fundFamilyId, commitmentId, feeId).queryKey,
        saved,
      );
      return queryClient.invalidateQueries({ queryKey: ['fund-family', fundFamilyId] });
    },
  });
}

const transfersKey = (fundFamilyId: string) => ['fund-family', fundFamilyId, 'investor-transfers'];

export const transferQueries = {
  table: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...transfersKey(fundFamilyId), 'table-data'],
      queryFn: () =>
        api
          .get('investor-transfer-table-data/', { searchParams: { fund_family_id: fundFamilyId } })
          .json<Table>(),
    }),
  detail: (fundFamilyId: string, transferId: string) =>
    queryOptions({
      queryKey: [...transfersKey(fundFamilyId), transferId],
      queryFn: () => api.get(`investor-transfer/${transferId}/`).json<InvestorTransfer>(),
    }),
};

export function useUpdateCommitmentProfile(fundFamilyId: string, commitmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommitmentProfile) =>
      api.put(`commitment-information/${commitmentId}/`, { json: input }).json<CommitmentDetail>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        commitmentQueries.detail(fundFamilyId, commitmentId).queryKey,
        saved,
      );
      return queryClient.invalidateQueries({ queryKey: commitmentsKey(fundFamilyId) });
    },
  });
}

/** Every transfer command answers with the transfer: the cache takes it, lists refresh. */
function useTransferCommand<Input>(
  fundFamilyId: string,
  run: (input: Input) => Promise<InvestorTransfer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (transfer) => {
      queryClient.setQueryData(
        transferQueries.detail(fundFamilyId, transfer.id).queryKey,
        transfer,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: transferQueries.table(fundFamilyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: commitmentsKey(fundFamilyId) }),
      ]);
    },
  });
}

export const useCreateTransfer = (fundFamilyId: string) =>
  useTransferCommand(fundFamilyId, (input: CreateInvestorTransfer) =>
    api.post('investor-transfer/', { json: input }).json<InvestorTransfer>(),
  );

export const useUpdateTransfer = (fundFamilyId: string, transferId: string) =>
  useTransferCommand(fundFamilyId, (input: UpdateInvestorTransfer) =>
    api.put(`investor-transfer/${transferId}/`, { json: input }).json<InvestorTransfer>(),
  );

export const useSetTransferees = (fundFamilyId: string, transferId: string) =>
  useTransferCommand(fundFamilyId, (input: InvestorTransferees) =>
    api
      .put(`investor-transfer/${transferId}/transferees/`, { json: input })
      .json<InvestorTransfer>(),
  );

export const useTransferAction = (fundFamilyId: string, transferId: string) =>
  useTransferCommand(fundFamilyId, (action: TransferActionName) =>
    api.patch(`investor-transfer/${transferId}/${action}/`).json<InvestorTransfer>(),
  );
