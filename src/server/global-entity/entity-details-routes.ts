import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { listIndexSchema } from '../../api/path-parameters';
import {
  contactChangeSchema,
  contactRemovalSchema,
  externalIdChangeSchema,
  externalIdRemovalSchema,
  updateBankAccountSchema,
} from '../../api/entity-details';
import type { AppEnv } from '../app-env';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { deleteBankAccount, updateBankAccount } from './entity-bank-accounts';
import { removeProfileItem, updateContact, updateExternalId } from './entity-profile-items';
import { getGlobalEntity } from './global-entity-service';
import type { Scope } from '../scope';
import { readJson, uuidParam } from '../validate';

/** A list position from the URL; anything but a whole number names no item: 404. */
function indexParam(c: Context, name: string): number {
  const value = c.req.param(name);
  if (!v.is(listIndexSchema, value)) throw notFound(`No item ${value ?? ''}`);
  return Number(value);
}

/**
 * Runs one change to an entity's details in a transaction with its audit row, and answers
 * with the entity as it now is.
 */
async function changeDetail(
  c: Context<AppEnv>,
  action: string,
  targetType: string,
  change: (tx: Database, scope: Scope, entityId: string) => Promise<object>,
) {
  const entityId = uuidParam(c, 'entityId');
  const scope = { customerId: c.get('customerId') };
  const { db } = c.get('deps').handle;
  await db.transaction(async (tx) => {
    const data = await change(tx, scope, entityId);
    await recordAudit(tx, c, {
      action,
      target_type: targetType,
      target_id: entityId,
      data,
    });
  });
  return c.json(await getGlobalEntity(db, scope, entityId));
}

/**
 * Edit and remove one bank account, contact or external ID of a global entity or an investor
 * entity (spec §3); adding goes through POST /global-entity/bulk.
 */
export const entityDetailRoutes = new Hono<AppEnv>()
  .patch(
    '/global-entity/:entityId/bank-accounts/:bankAccountId/',
    requirePermission('write'),
    async (c) => {
      const body = await readJson(c, updateBankAccountSchema);
      const id = uuidParam(c, 'bankAccountId');
      return changeDetail(c, 'edit', 'entity_bank_account', (tx, scope, entityId) =>
        updateBankAccount(tx, scope, entityId, id, body),
      );
    },
  )
  .delete(
    '/global-entity/:entityId/bank-accounts/:bankAccountId/',
    requirePermission('write'),
    async (c) => {
      const id = uuidParam(c, 'bankAccountId');
      return changeDetail(c, 'delete', 'entity_bank_account', (tx, scope, entityId) =>
        deleteBankAccount(tx, scope, entityId, id),
      );
    },
  )
  .patch('/global-entity/:entityId/contacts/:index/', requirePermission('write'), async (c) => {
    const body = await readJson(c, contactChangeSchema);
    const index = indexParam(c, 'index');
    return changeDetail(c, 'edit', 'entity_contact', (tx, scope, entityId) =>
      updateContact(tx, scope, entityId, index, body),
    );
  })
  .delete('/global-entity/:entityId/contacts/:index/', requirePermission('write'), async (c) => {
    const body = await readJson(c, contactRemovalSchema);
    const index = indexParam(c, 'index');
    return changeDetail(c, 'delete', 'entity_contact', (tx, scope, entityId) =>
      removeProfileItem(tx, scope, entityId, 'contacts', index, body.expected),
    );
  })
  .patch('/global-entity/:entityId/external-ids/:index/', requirePermission('write'), async (c) => {
    const body = await readJson(c, externalIdChangeSchema);
    const index = indexParam(c, 'index');
    return changeDetail(c, 'edit', 'entity_external_id', (tx, scope, entityId) =>
      updateExternalId(tx, scope, entityId, index, body),
    );
  })
  .delete(
    '/global-entity/:entityId/external-ids/:index/',
    requirePermission('write'),
    async (c) => {
      const body = await readJson(c, externalIdRemovalSchema);
      const index = indexParam(c, 'index');
      return changeDetail(c, 'delete', 'entity_external_id', (tx, scope, entityId) =>
        removeProfileItem(tx, scope, entityId, 'external_ids', index, body.expected),
      );
    },
  );
