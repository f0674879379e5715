import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Investor } from '../../api/fund-structure';
import type {
  CreateGlobalEntity,
  GlobalEntityBulk,
  GlobalEntityDetail,
  GlobalEntitySummary,
  UpdateGlobalEntity,
} from '../../api/global-entities';
import type { InvestorPerformance } from '../../api/investor-performance';
import type { InvestorBulkRow, InvestorDetail, InvestorEntityDetail } from '../../api/investors';
import type { Table } from '../../api/table-data';
import { api } from '../lib/api-client';
import { investorQueries } from './fund-queries';

/** Query key factories of the global entities (spec §2 "entities") and investor extras. */
export const entityQueries = {
  all: () => ['entities'] as const,
  list: () =>
    queryOptions({
      queryKey: ['entities', 'list'],
      queryFn: () => api.get('global-entity/').json<GlobalEntitySummary[]>(),
    }),
  table: () =>
    queryOptions({
      queryKey: ['entities', 'table-data'],
      queryFn: () => api.get('global-entity-table-data/').json<Table>(),
    }),
  detail: (entityId: string) =>
    queryOptions({
      queryKey: ['entities', entityId, 'detail'],
      queryFn: () => api.get(`global-entity/${entityId}/`).json<GlobalEntityDetail>(),
    }),
  investorEntity: (investorEntityId: string) =>
    queryOptions({
      queryKey: ['entities', investorEntityId, 'investor-entity'],
      queryFn: () => api.get(`investor-entity/${investorEntityId}/`).json<InvestorEntityDetail>(),
    }),
};

export const performanceQueries = {
  investor: (investorId: string) =>
    queryOptions({
      queryKey: ['investors', investorId, 'performance'],
      queryFn: () => api.get(`investor/${investorId}/performance/`).json<InvestorPerformance>(),
    }),
  fundFamilyInvestorEntity: (fundFamilyId: string, investorEntityId: string) =>
    queryOptions({
      queryKey: ['fund-family', fundFamilyId, 'investor-entities', investorEntityId, 'performance'],
      queryFn: () =>
        api
          .get(`fund-family/${fundFamilyId}/investor-entities/${investorEntityId}/performance/`)
          .json<InvestorPerformance>(),
    }),
};

export const fundFamilyInvestorEntityQueries = {
  activity: (fundFamilyId: string, investorEntityId: string) =>
    queryOptions({
      queryKey: ['fund-family', fundFamilyId, 'investor-entities', investorEntityId, 'activity'],
      queryFn: () =>
        api
          .get(
            `fund-family/${fundFamilyId}/investor-entities/${investorEntityId}/activity-table-data/`,
          )
          .json<Table>(),
    }),
  commitments: (fundFamilyId: string, investorEntityId: string) =>
    queryOptions({
      queryKey: ['fund-family', fundFamilyId, 'commitments', 'investor-entity', investorEntityId],
      queryFn: () =>
        api
          .get('commitment-information-table-data/', {
            searchParams: { fund_family_id: fundFamilyId, investor_entity_id: investorEntityId },
          })
          .json<Table>(),
    }),
};

/** Entities feed the investor pages too (an investor entity is one of them): refresh both. */
export function useInvalidateEntities() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: entityQueries.all() }),
      queryClient.invalidateQueries({ queryKey: investorQueries.all() }),
    ]);
}

export function useCreateGlobalEntity() {
  const invalidate = useInvalidateEntities();
  return useMutation({
    mutationFn: (input: CreateGlobalEntity) =>
      api.post('global-entity/', { json: input }).json<GlobalEntityDetail>(),
    onSuccess: invalidate,
  });
}

export function useUpdateGlobalEntity(entityId: string) {
  const invalidate = useInvalidateEntities();
  return useMutation({
    mutationFn: (input: UpdateGlobalEntity) =>
      api.put(`global-entity/${entityId}/`, { json: input }).json<GlobalEntityDetail>(),
    onSuccess: invalidate,
  });
}

export function useGlobalEntityBulk() {
  const invalidate = useInvalidateEntities();
  return useMutation({
    mutationFn: (input: GlobalEntityBulk) =>
      api.post('global-entity/bulk', { json: input }).json<{ added: number }>(),
    onSuccess: invalidate,
  });
}

export function useBulkCreateInvestors() {
  const invalidate = useInvalidateEntities();
  return useMutation({
    mutationFn: (rows: InvestorBulkRow[]) =>
      api.post('investor/bulk-create/', { json: { rows } }).json<Investor[]>(),
    onSuccess: invalidate,
  });
}

/** Links or unlinks an investor entity (spec §7 investor-entity-relationships). */
export function useInvestorEntityRelationship(investorId: string, change: 'link' | 'unlink') {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEntities();
  return useMutation({
    mutationFn: (investorEntityId: string) =>
      api[change === 'link' ? 'post' : 'delete'](
        `investor/${investorId}/investor-entity-relationships/`,
        { json: { investor_entity_id: investorEntityId } },
      ).json<InvestorDetail>(),
    onSuccess: (saved) => {
      queryClient.setQueryData(investorQueries.detail(investorId).queryKey, saved);
      return invalidate();
    },
  });
}
