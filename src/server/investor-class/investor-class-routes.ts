import { Hono } from 'hono';
import {
  investorClassBulkSchema,
  investorClassCreateSchema,
  investorClassInputSchema,
} from '../../api/investor-classes';
import type { Table } from '../../api/table-data';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { loadFundFamily } from '../fund-family/fund-family-service';
import {
  bulkCreateInvestorClasses,
  createInvestorClass,
  deleteInvestorClass,
  getInvestorClass,
  listInvestorClasses,
  updateInvestorClass,
} from './investor-class-service';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { readJson, uuidParam, uuidQuery } from '../validate';

/** Spec §7 "Investor class": the commitment classes of a fund family. */
export const investorClassRoutes = new Hono<AppEnv>()
  .get('/investor-class/', requirePermission('read'), async (c) =>
    c.json(
      await listInvestorClasses(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidQuery(c, 'fund_family_id'),
      ),
    ),
  )
  .post('/investor-class/', requirePermission('config'), async (c) => {
    const { fund_family_id, ...input } = await readJson(c, investorClassCreateSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    const id = await db.transaction(async (tx) => {
      const classId = await createInvestorClass(tx, scope, fund_family_id, input);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'investor_class',
        target_id: classId,
        data: { fund_family_id, ...input },
      });
      return classId;
    });
    return c.json(await getInvestorClass(db, scope, id), 201);
  })
  .post('/investor-class/bulk/', requirePermission('config'), async (c) => {
    const body = await readJson(c, investorClassBulkSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const ids = await bulkCreateInvestorClasses(tx, scope, body.fund_family_id, body.classes);
      for (const [i, id] of ids.entries()) {
        await recordAudit(tx, c, {
          action: 'create',
          target_type: 'investor_class',
          target_id: id,
          data: { fund_family_id: body.fund_family_id, ...body.classes[i] },
        });
      }
    });
    return c.json(await listInvestorClasses(db, scope, body.fund_family_id), 201);
  })
  .get('/investor-class/:investorClassId/', requirePermission('read'), async (c) =>
    c.json(
      await getInvestorClass(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidParam(c, 'investorClassId'),
      ),
    ),
  )
  .put('/investor-class/:investorClassId/', requirePermission('config'), async (c) => {
    const id = uuidParam(c, 'investorClassId');
    const input = await readJson(c, investorClassInputSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const before = await updateInvestorClass(tx, scope, id, input);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'investor_class',
        target_id: id,
        data: { before, after: input },
      });
    });
    return c.json(await getInvestorClass(db, scope, id));
  })
  .delete('/investor-class/:investorClassId/', requirePermission('config'), async (c) => {
    const id = uuidParam(c, 'investorClassId');
    const scope = { customerId: c.get('customerId') };
    await c.get('deps').handle.db.transaction(async (tx) => {
      const before = await deleteInvestorClass(tx, scope, id);
      await recordAudit(tx, c, {
        action: 'delete',
        target_type: 'investor_class',
        target_id: id,
        data: before,
      });
    });
    return c.body(null, 204);
  })
  .get('/investor-class-information/', requirePermission('read'), async (c) => {
    const { db } = c.get('deps').handle;
    const scope = { customerId: c.get('customerId') };
    const fund = await loadFundFamily(db, scope.customerId, uuidQuery(c, 'fund_family_id'));
    const classes = await listInvestorClasses(db, scope, fund.id);
    const table = buildTable(classes, {
      columns: [
        { id: 'name', title: 'Class', cell_value_type: 'text', is_pinned: true },
        { id: 'description', title: 'Description', cell_value_type: 'text' },
        { id: 'commitments', title: 'Commitments', cell_value_type: 'integer' },
        { id: 'fee_overrides', title: 'Fee overrides', cell_value_type: 'text' },
        { id: 'waterfall_overrides', title: 'Waterfall overrides', cell_value_type: 'text' },
      ],
      rowId: (row) => row.id,
      cells: (row) => ({
        name: cell.link(row.name, {
          type: 'generic',
          to: `/fund-family/${fund.id}/configuration/classes/${row.id}/basic`,
        }),
        description: cell.text(row.description),
        commitments: cell.integer(row.commitment_count),
        fee_overrides: cell.text(
          row.fee_overrides.length === 0
            ? 'Fund defaults'
            : row.fee_overrides
                .map(
                  (o) => `${o.fee_name}: ${o.rates.map((r) => `${r.rate_percent}%`).join(' → ')}`,
                )
                .join('; '),
        ),
        waterfall_overrides: cell.text(
          row.waterfall_overrides.length === 0
            ? 'Fund defaults'
            : row.waterfall_overrides.map((o) => o.tier_name).join(', '),
        ),
      }),
    });
    return c.json<Table>(table);
  });
