import {
  contactChangeSchema,
  contactRemovalSchema,
  externalIdChangeSchema,
  externalIdRemovalSchema,
  updateBankAccountSchema,
} from '../../entity-details';
import {
  createGlobalEntitySchema,
  globalEntityBulkSchema,
  updateGlobalEntitySchema,
} from '../../global-entities';
import { listIndexSchema } from '../../path-parameters';
import { tableSchema } from '../../table-data';
import { op, type Operation } from './operation';

/** A contact's or an external id's position in the entity's list. */
const listIndex = { index: listIndexSchema };

export const entitiesOperations: Operation[] = [
  op('GET', '/api/global-entity-table-data/', 'Global entities as a table', {
    response: tableSchema,
  }),
  op('GET', '/api/global-entity/', 'Global entities'),
  op('POST', '/api/global-entity/', 'Create a global entity', { body: createGlobalEntitySchema }),
  op('POST', '/api/global-entity/bulk', 'Create global entities from pasted or uploaded rows', {
    body: globalEntityBulkSchema,
  }),
  op('GET', '/api/global-entity/:entityId/', 'One entity with its details'),
  op('PUT', '/api/global-entity/:entityId/', 'Change an entity', {
    body: updateGlobalEntitySchema,
  }),
  op(
    'PATCH',
    '/api/global-entity/:entityId/bank-accounts/:bankAccountId/',
    "Change an entity's bank account",
    { body: updateBankAccountSchema },
  ),
  op(
    'DELETE',
    '/api/global-entity/:entityId/bank-accounts/:bankAccountId/',
    "Remove an entity's bank account",
  ),
  op('PATCH', '/api/global-entity/:entityId/contacts/:index/', "Change an entity's contact", {
    body: contactChangeSchema,
    params: listIndex,
  }),
  op('DELETE', '/api/global-entity/:entityId/contacts/:index/', "Remove an entity's contact", {
    body: contactRemovalSchema,
    params: listIndex,
  }),
  op(
    'PATCH',
    '/api/global-entity/:entityId/external-ids/:index/',
    "Change an entity's external id",
    { body: externalIdChangeSchema, params: listIndex },
  ),
  op(
    'DELETE',
    '/api/global-entity/:entityId/external-ids/:index/',
    "Remove an entity's external id",
    { body: externalIdRemovalSchema, params: listIndex },
  ),
];
