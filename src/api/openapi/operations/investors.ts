import { createInvestorSchema } from '../../fund-structure';
import {
  investorBulkCreateSchema,
  investorEntityProfileSchema,
  investorEntityRelationshipSchema,
  updateInvestorSchema,
} from '../../investors';
import { tableSchema } from '../../table-data';
import { op, type Operation } from './operation';

export const investorsOperations: Operation[] = [
  op('GET', '/api/investor/', 'Investors'),
  op('POST', '/api/investor/', 'Create an investor', { body: createInvestorSchema }),
  op('POST', '/api/investor/bulk-create/', 'Create investors from pasted or uploaded rows', {
    body: investorBulkCreateSchema,
  }),
  op(
    'POST',
    '/api/investor/:investorId/investor-entity-relationships/',
    'Link an investor entity to the investor',
    { body: investorEntityRelationshipSchema },
  ),
  op(
    'DELETE',
    '/api/investor/:investorId/investor-entity-relationships/',
    'Unlink an investor entity from the investor',
    { body: investorEntityRelationshipSchema },
  ),
  op('GET', '/api/investor/:investorId', 'One investor'),
  op('PUT', '/api/investor/:investorId', 'Change an investor', { body: updateInvestorSchema }),
  op('DELETE', '/api/investor/:investorId', 'Delete an investor'),
  op('GET', '/api/investor-entity/:investorEntityId/', 'One investor entity'),
  op('PUT', '/api/investor-entity/:investorEntityId/', "Change an investor entity's profile", {
    body: investorEntityProfileSchema,
  }),
  op('GET', '/api/investor/:investorId/performance/', "An investor's performance"),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/investor-entities/:investorEntityId/performance/',
    "An investor entity's performance in the fund family",
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/investor-entities/:investorEntityId/activity-table-data/',
    "An investor entity's ledger activity in the fund family, as a table",
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/investor-table-data',
    'Investors as a table, with their commitments from the ledger',
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/investor/:investorId/activity-table-data/',
    "An investor's ledger activity as a table",
    {
      response: tableSchema,
    },
  ),
];
