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
  auditLog: () =>
    queryOptions({
      queryKey: ['audit-log', 'table-data'],
      queryFn: () => api.get('audit-log-table-data/').json<Table>(),
    }),
};
