import { classCodeOverridesSchema } from '../../investor-class-codes';
import {
  investorClassBulkSchema,
  investorClassCreateSchema,
  investorClassInputSchema,
} from '../../investor-classes';
import { op, idQuery, type Operation } from './operation';

export const investorClassesOperations: Operation[] = [
  op('GET', '/api/investor-class/', 'Investor classes (fund_family_id)', {
    query: idQuery('fund_family_id'),
  }),
  op('POST', '/api/investor-class/', 'Create an investor class', {
    body: investorClassCreateSchema,
  }),
  op('POST', '/api/investor-class/bulk/', 'Create investor classes from rows', {
    body: investorClassBulkSchema,
  }),
  op('GET', '/api/investor-class/:investorClassId/', 'One investor class'),
  op('PUT', '/api/investor-class/:investorClassId/', 'Change an investor class', {
    body: investorClassInputSchema,
  }),
  op('DELETE', '/api/investor-class/:investorClassId/', 'Delete an investor class'),
  op(
    'GET',
    '/api/investor-class-information/',
    'Investor classes with their commitments (fund_family_id)',
    {
      query: idQuery('fund_family_id'),
    },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/configuration/with-overrides/',
    "Transaction codes with an investor class's overrides",
    { query: idQuery('investor_class_id') },
  ),
  op(
    'PUT',
    '/api/investor-class/:investorClassId/transaction-codes/',
    "Set an investor class's transaction code overrides",
    { body: classCodeOverridesSchema },
  ),
];
