import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { FundFamilyState } from '../../api/fund-family';
import type { Badge, Table } from '../../api/table-data';
import type { AppEnv } from '../app-env';
import { fund_families } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { familiesChargingFees } from '../fees/fund-fees-enabled';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';

/** Spec §4: draft warning, fundraising eggplant, active success, dissolved and deleted error. */
const stateColor: Record<FundFamilyState, NonNullable<Badge['color']>> = {
  draft: 'warning',
  fundraising: 'eggplant',
  active: 'success',
  dissolved: 'error',
  deleted: 'error',
};

/** The fund family list as table data (the list page's grid). */
export const fundFamilyTableDataRoutes = new Hono<AppEnv>().get(
  '/fund-family-table-data/',
  requirePermission('read'),
  async (c) => {
    const { db } = c.get('deps').handle;
    const rows = await db
      .select()
      .from(fund_families)
      .where(eq(fund_families.customer_id, c.get('customerId')))
      .orderBy(asc(fund_families.name));
    const charging = await familiesChargingFees(
      db,
      c.get('customerId'),
      rows.map((r) => r.id),
    );
    const table = buildTable(rows, {
      columns: [
        {
          id: 'name',
          title: 'Name',
          cell_value_type: 'text',
          is_pinned: true,
          initial_sort: 'asc',
        },
        { id: 'state', title: 'State', cell_value_type: 'text', enable_row_group: true },
        { id: 'currency', title: 'Currency', cell_value_type: 'text', enable_row_group: true },
        { id: 'fees_enabled', title: 'Fees', cell_value_type: 'boolean' },
        { id: 'target_raise', title: 'Target raise', cell_value_type: 'money', aggregatable: true },
        { id: 'target_close_date', title: 'Target close', cell_value_type: 'date' },
        { id: 'created_at', title: 'Created', cell_value_type: 'datetime', initial_hide: true },
      ],
      rowId: (row) => row.id,
      cells: (row) => ({
        name: cell.link(row.name, { type: 'generic', to: `/fund-family/${row.id}` }),
        state: cell.badge({ type: 'text', text: row.state, color: stateColor[row.state] }),
        currency: cell.text(row.currency),
        fees_enabled: cell.boolean(charging.has(row.id), {
          tooltip: { message: 'Yes when a fee in the fund’s fee terms has a rate above zero.' },
        }),
        target_raise: cell.money(row.target_raise_cents, row.currency),
        target_close_date: cell.date(row.target_close_date),
        created_at: cell.datetime(row.created_at),
      }),
    });
    return c.json<Table>(table);
  },
);
