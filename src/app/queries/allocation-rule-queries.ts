import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AllocationRuleGraph,
  AllocationRuleGraphInput,
  AllocationRuleGraphSummary,
  AllocationsPlaygroundInput,
  AllocationsPlaygroundResult,
  ClosingAllocationRule,
  ClosingNonCapitalEqualization,
  DeemedEqualizationPreview,
} from '../../api/allocation-rules';
import { api, apiErrorOf } from '../lib/api-client';
import { fundQueries } from './fund-queries';

const graphsPath = (fundFamilyId: string) => `fund-family/${fundFamilyId}/allocation-rule-graphs/`;

/** Query key factories of a fund family's allocation rule graphs and closing allocation tabs. */
export const allocationRuleQueries = {
  all: (fundFamilyId: string) => [...fundQueries.all(fundFamilyId), 'allocation-rules'] as const,
  list: (fundFamilyId: string) =>
    queryOptions({
      queryKey: [...allocationRuleQueries.all(fundFamilyId), 'list'],
      queryFn: () => api.get(graphsPath(fundFamilyId)).json<AllocationRuleGraphSummary[]>(),
    }),
  detail: (fundFamilyId: string, graphId: string) =>
    queryOptions({
      queryKey: [...allocationRuleQueries.all(fundFamilyId), graphId],
      queryFn: () => api.get(`${graphsPath(fundFamilyId)}${graphId}/`).json<AllocationRuleGraph>(),
    }),
  /** What saving an edit would post; keyed by the edit itself, so each edit is asked once. */
  preview: (fundFamilyId: string, graphId: string, input: AllocationRuleGraphInput | null) =>
    queryOptions({
      queryKey: [...allocationRuleQueries.all(fundFamilyId), graphId, 'preview', input],
      queryFn: async () => {
        try {
          return await api
            .post(`${graphsPath(fundFamilyId)}${graphId}/preview-edit/`, { json: input })
            .json<DeemedEqualizationPreview>();
        } catch (error) {
          // The page shows why an edit cannot be previewed (a removed connection, say).
          throw new Error((await apiErrorOf(error)).message);
        }
      },
      enabled: input !== null,
    }),
  closingRule: (fundFamilyId: string, closingId: string) =>
    queryOptions({
      queryKey: [...fundQueries.closing(fundFamilyId, closingId).queryKey, 'allocation-rule'],
      queryFn: () => api.get(`closing/${closingId}/allocation-rule/`).json<ClosingAllocationRule>(),
    }),
  closingNonCapital: (fundFamilyId: string, closingId: string) =>
    queryOptions({
      queryKey: [...fundQueries.closing(fundFamilyId, closingId).queryKey, 'non-capital'],
      queryFn: () =>
        api
          .get(`closing/${closingId}/non-capital-equalization/`)
          .json<ClosingNonCapitalEqualization>(),
    }),
};

export function useSaveRuleGraph(fundFamilyId: string, graphId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AllocationRuleGraphInput) =>
      (graphId
        ? api.put(`${graphsPath(fundFamilyId)}${graphId}/`, { json: input })
        : api.post(graphsPath(fundFamilyId), { json: input })
      ).json<AllocationRuleGraph>(),
    onSuccess: () =>
      // A back-dated edit posts ledger rows: everything of the fund family may have moved.
      queryClient.invalidateQueries({ queryKey: fundQueries.all(fundFamilyId) }),
  });
}

export function useAllocationsPlayground(fundFamilyId: string) {
  return useMutation({
    mutationFn: (input: AllocationsPlaygroundInput) =>
      api
        .post(`fund-family/${fundFamilyId}/allocations-playground/`, { json: input })
        .json<AllocationsPlaygroundResult>(),
  });
}

export function useSetClosingAllocationRule(fundFamilyId: string, closingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (graphId: string | null) =>
      api
        .put(`closing/${closingId}/allocation-rule/`, {
          json: { allocation_rule_graph_id: graphId },
        })
        .json<ClosingAllocationRule>(),
    onSuccess: (rule) => {
      queryClient.setQueryData(
        allocationRuleQueries.closingRule(fundFamilyId, closingId).queryKey,
        rule,
      );
      // The rules decide who gets the equalization refunds: the closing's tabs change with them.
      void queryClient.invalidateQueries({
        queryKey: fundQueries.closing(fundFamilyId, closingId).queryKey,
        predicate: (query) => query.queryKey.at(-1) !== 'allocation-rule',
      });
    },
  });
}
