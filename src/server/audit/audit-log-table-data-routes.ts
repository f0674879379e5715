import { Hono } from 'hono';
import type { Badge, Table } from '../../api/table-data';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { auditTrailLimit, readAuditTrail } from './audit-trail';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';

const actionColor: Record<string, NonNullable<Badge['color']>> = {
  create: 'success',
  edit: 'info',
  delete: 'error',
  finalize: 'eggplant',
};

/** The audit log as table data; the request id is sensitive because it links to server logs. */
export const auditLogTableDataRoutes = new Hono<AppEnv>().get(
  '/audit-log-table-data/',
  requirePermission('admin'),
  async (c) => {
    const limit = auditTrailLimit(c.req.query('limit'), 1000, 5000);
    const rows = await readAuditTrail(c.get('deps').handle.db, c.get('customerId'), limit);
    const table = buildTable(rows, {
      columns: [
        { id: 'created_at', title: 'When', cell_value_type: 'datetime', initial_sort: 'desc' },
        { id: 'user_email', title: 'Who', cell_value_type: 'text', enable_row_group: true },
        { id: 'action', title: 'Action', cell_value_type: 'text', enable_row_group: true },
        { id: 'target_type', title: 'Record', cell_value_type: 'text', enable_row_group: true },
        { id: 'target_id', title: 'Record id', cell_value_type: 'text', initial_hide: true },
        { id: 'request_id', title: 'Request', cell_value_type: 'text', sensitivity: 'sensitive' },
      ],
      rowId: (row) => String(row.id),
      cells: (row) => ({
        created_at: cell.datetime(row.created_at, { sort_key: row.id }),
        user_email: cell.text(row.user_email ?? '—'),
        action: cell.badge({
          type: 'text',
          text: row.action,
          color: actionColor[row.action] ?? 'gray',
        }),
        target_type: cell.text(row.target_type),
        target_id: cell.text(row.target_id),
        request_id: cell.text(row.request_id, { sensitivity: 'sensitive' }),
      }),
    });
    return c.json<Table>(table);
  },
);
