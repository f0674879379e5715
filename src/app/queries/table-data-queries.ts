import { queryOptions } from '@tanstack/react-query';
import type { Table } from '../../api/table-data';
import { api } from '../lib/api-client';

/** Server-built tables; keys sit under their area so the area's mutations invalidate them. */
export const tableDataQueries = {
  fundFamilyList: () =>
    queryOptions({
      queryKey: ['fund-family', 'table-data'],
      queryFn: () => api.get('fund-family-table-data/').json<Table>(),
    }),
  investorList: () =>
    queryOptions({
      queryKey: ['investors', 'table-data'],
      queryFn: () => api.get('investor-table-data').json<Table>(),
    }),
  investorActivity: (investorId: string) =>
    queryOptions({
      queryKey: ['investors', investorId, 'activity'],
      queryFn: () => api.get(`investor/${investorId}/activity-table-data/`).json<Table>(),
    }),
  investorCommitments: (investorId: string) =>
    queryOptions({
      queryKey: ['investors', investorId, 'commitments'],
      queryFn: () =>
        api
          .get('commitment-information-table-data/', { searchParams: { investor_id: investorId } })
          .json<Table>(),
    }),
  /** Under the fund's commitments key, which every closing command invalidates. */
  fundCommitments: (fundFamilyId: string) =>
    queryOptions({
      queryKey: ['fund-family', fundFamilyId, 'commitments', 'table-data'],
      queryFn: () =>
        api
          .get('commitment-information-table-data/', {
            searchParams: { fund_family_id: fundFamilyId },
          })
          .json<Table>(),
    }),
  closings: (fundFamilyId: string) =>
    queryOptions({
      queryKey: ['fund-family', fundFamilyId, 'closings', 'table-data'],
      queryFn: () =>
        api
          .get('closing-table-data/', { searchParams: { fund_family_id: fundFamilyId } })
          .json<Table>(),
    }),
  auditLog: () =>
    queryOptions({
      queryKey: ['audit-log', 'table-data'],
      queryFn: () => api.get('audit-log-table-data/').json<Table>(),
    }),
};
