import { Hono } from 'hono';
import {
  createGlobalEntitySchema,
  globalEntityBulkSchema,
  updateGlobalEntitySchema,
} from '../../api/global-entities';
import { humanize } from '../../api/humanize';
import type { Table } from '../../api/table-data';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { bulkAddToEntities } from './global-entity-bulk';
import {
  createGlobalEntity,
  getGlobalEntity,
  listGlobalEntities,
  updateGlobalEntity,
} from './global-entity-service';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { readJson, uuidParam } from '../validate';

const kindLabels = {
  fund_entity: 'Fund entity',
  investor_entity: 'Investor entity',
  external: 'External',
} as const;

/** Spec §7 "Global entity": the customer's entities of every kind, their banks, contacts and IDs. */
export const globalEntityRoutes = new Hono<AppEnv>()
  .get('/global-entity-table-data/', requirePermission('read'), async (c) => {
    const entities = await listGlobalEntities(c.get('deps').handle.db, {
      customerId: c.get('customerId'),
    });
    const table = buildTable(entities, {
      columns: [
        { id: 'full_name', title: 'Entity', cell_value_type: 'text', is_pinned: true },
        { id: 'short_name', title: 'Short name', cell_value_type: 'text', initial_hide: true },
        {
          id: 'kind',
          title: 'Kind',
          cell_value_type: 'text',
          enable_row_group: true,
          filter_type: 'set',
        },
        {
          id: 'functional_type',
          title: 'Functional type',
          cell_value_type: 'text',
          enable_row_group: true,
          filter_type: 'set',
        },
        {
          id: 'legal_type',
          title: 'Legal type',
          cell_value_type: 'text',
          enable_row_group: true,
          filter_type: 'set',
        },
        { id: 'belongs_to', title: 'Fund family or investor', cell_value_type: 'text' },
        { id: 'contacts', title: 'Contacts', cell_value_type: 'integer' },
        { id: 'external_ids', title: 'External IDs', cell_value_type: 'integer' },
      ],
      rowId: (entity) => entity.id,
      cells: (entity) => ({
        full_name: cell.link(entity.full_name, { type: 'generic', to: `/entities/${entity.id}` }),
        short_name: cell.text(entity.short_name),
        kind: cell.text(kindLabels[entity.kind]),
        functional_type: cell.text(humanize(entity.functional_type)),
        legal_type: cell.text(humanize(entity.legal_type)),
        belongs_to: entity.belongs_to
          ? cell.link(entity.belongs_to.name, {
              type: 'generic',
              to:
                entity.kind === 'fund_entity'
                  ? `/fund-family/${entity.belongs_to.id}`
                  : `/investors/${entity.belongs_to.id}`,
            })
          : cell.text(null),
        contacts: cell.integer(entity.contacts.length),
        external_ids: cell.integer(entity.external_ids.length),
      }),
    });
    return c.json<Table>(table);
  })
  .get('/global-entity/', requirePermission('read'), async (c) => {
    const entities = await listGlobalEntities(c.get('deps').handle.db, {
      customerId: c.get('customerId'),
    });
    return c.json(entities);
  })
  .post('/global-entity/', requirePermission('write'), async (c) => {
    const body = await readJson(c, createGlobalEntitySchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    const id = await db.transaction(async (tx) => {
      const created = await createGlobalEntity(tx, scope, body);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'global_entity',
        target_id: created,
        data: body,
      });
      return created;
    });
    return c.json(await getGlobalEntity(db, scope, id), 201);
  })
  .post('/global-entity/bulk', requirePermission('write'), async (c) => {
    const body = await readJson(c, globalEntityBulkSchema);
    const scope = { customerId: c.get('customerId') };
    const result = await c.get('deps').handle.db.transaction(async (tx) => {
      const added = await bulkAddToEntities(tx, scope, body);
      await recordAudit(tx, c, {
        action: 'bulk_add',
        target_type: 'global_entity',
        // Account numbers stay out of the audit log: it keeps which entities got a bank.
        data: {
          kind: body.kind,
          rows:
            body.kind === 'banks'
              ? body.rows.map((r) => ({ entity_id: r.entity_id, bank_name: r.bank_name }))
              : body.rows,
        },
      });
      return added;
    });
    return c.json(result, 201);
  })
  .get('/global-entity/:entityId/', requirePermission('read'), async (c) =>
    c.json(
      await getGlobalEntity(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidParam(c, 'entityId'),
      ),
    ),
  )
  .put('/global-entity/:entityId/', requirePermission('write'), async (c) => {
    const entityId = uuidParam(c, 'entityId');
    const body = await readJson(c, updateGlobalEntitySchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const change = await updateGlobalEntity(tx, scope, entityId, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'global_entity',
        target_id: entityId,
        data: change,
      });
    });
    return c.json(await getGlobalEntity(db, scope, entityId));
  });
