import { closingAllocationRuleSchema } from '../../allocation-rules';
import { closingStatsSchema } from '../../closing-stats';
import { updateOverrideAmountsSchema } from '../../closing-overrides';
import { closingSecuritiesBulkSchema } from '../../closing-securities';
import * as v from 'valibot';
import {
  addClosingCommitmentSchema,
  closingActions,
  createClosingSchema,
  removeClosingCommitmentSchema,
} from '../../fund-structure';
import { recordHistorySchema } from '../../record-history';
import { tableSchema } from '../../table-data';
import { op, idQuery, type Operation } from './operation';

export const closingOperations: Operation[] = [
  op('PUT', '/api/closing/:closingId/update-override-amounts/', "Override a closing's amounts", {
    body: updateOverrideAmountsSchema,
  }),
  op('POST', '/api/closing/:closingId/securities/', 'Add a security to a closing', {
    body: addClosingCommitmentSchema,
  }),
  op('POST', '/api/closing/:closingId/securities/bulk', 'Add securities to a closing from rows', {
    body: closingSecuritiesBulkSchema,
  }),
  op('GET', '/api/closing/', 'Closings (fund_family_id)', { query: idQuery('fund_family_id') }),
  op('POST', '/api/closing/', 'Create a closing', { body: createClosingSchema }),
  op('GET', '/api/closing/:closingId/', 'One closing'),
  op('GET', '/api/closing/:closingId/history/', "A closing's state changes (internal users)", {
    response: recordHistorySchema,
  }),
  op('GET', '/api/closing/:closingId/order-of-operations/', "A closing's order of operations"),
  op('GET', '/api/closing/:closingId/stats/', "A closing's figures", {
    response: closingStatsSchema,
  }),
  op('GET', '/api/closing/:closingId/stats-v2/', "A closing's figures, per class too", {
    response: closingStatsSchema,
  }),
  op('PUT', '/api/closing/:closingId/add-security/', 'Add a commitment to a closing', {
    body: addClosingCommitmentSchema,
  }),
  op('PUT', '/api/closing/:closingId/remove-security/', 'Remove a commitment from a closing', {
    body: removeClosingCommitmentSchema,
  }),
  op('PATCH', '/api/closing/:closingId/:action/', 'Move a closing on (its workflow actions)', {
    params: { action: v.picklist(closingActions) },
  }),
  op('DELETE', '/api/closing/:closingId/', 'Delete a draft closing'),
  op('GET', '/api/closing/:closingId/allocation-rule/', "A closing's allocation rule"),
  op('PUT', '/api/closing/:closingId/allocation-rule/', "Set a closing's allocation rule", {
    body: closingAllocationRuleSchema,
  }),
  op(
    'GET',
    '/api/closing/:closingId/non-capital-equalization/',
    "A closing's non-capital equalization",
  ),
  op('GET', '/api/closing-table-data/', 'Closings as a table (fund_family_id)', {
    response: tableSchema,
    query: idQuery('fund_family_id'),
  }),
];
