import { Hono } from 'hono';
import { closingStateLabels } from '../../../machines/closing.machine';
import type { Badge, Table } from '../../api/table-data';
import { uuidQuery } from '../validate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { listClosings } from './closing-service';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';

type ClosingState = Awaited<ReturnType<typeof listClosings>>[number]['state'];
const stateColor: Record<ClosingState, NonNullable<Badge['color']>> = {
  draft: 'warning',
  sent_for_approval: 'info',
  complete: 'eggplant',
  finalized: 'success',
  discarded: 'gray',
};

/** Spec §7 GET /closing-table-data/: the closings of one fund family (commitments page, closings tab). */
export const closingTableDataRoutes = new Hono<AppEnv>().get(
  '/closing-table-data/',
  requirePermission('read'),
  async (c) => {
    const fundFamilyId = uuidQuery(c, 'fund_family_id');
    const { db } = c.get('deps').handle;
    const scope = { customerId: c.get('customerId') };
    const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
    const rows = await listClosings(db, scope, fund.id);
    const table = buildTable(rows, {
      columns: [
        { id: 'name', title: 'Closing', cell_value_type: 'text', is_pinned: true },
        { id: 'closing_date', title: 'Closing date', cell_value_type: 'date' },
        { id: 'state', title: 'State', cell_value_type: 'text', filter_type: 'set' },
        { id: 'commitments', title: 'Commitments', cell_value_type: 'integer' },
        { id: 'total', title: 'Total', cell_value_type: 'money', aggregatable: true },
      ],
      rowId: (row) => row.id,
      cells: (row) => ({
        name: cell.link(row.name, {
          type: 'generic',
          to: `/fund-family/${fund.id}/closing/${row.id}/${row.state === 'draft' ? 'edit' : 'view'}/commitments`,
        }),
        closing_date: cell.date(row.closing_date),
        state: cell.badge({
          type: 'text',
          // The state's name as the closing page's stepper and buttons say it ('Approved').
          text: closingStateLabels[row.state],
          color: stateColor[row.state],
        }),
        commitments: cell.integer(Number(row.commitment_count)),
        total: cell.money(Number(row.total_cents), fund.currency, {
          tooltip: {
            message: `Sum of the ${Number(row.commitment_count)} commitment amount(s) this closing admits.`,
          },
        }),
      }),
    });
    return c.json<Table>(table);
  },
);
