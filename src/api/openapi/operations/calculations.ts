import * as v from 'valibot';
import {
  calculationContexts,
  calculationInputSchema,
  calculationPageCategories,
} from '../../calculations';
import { op, idQuery, type Operation } from './operation';

/** A calculations list's filters; contexts_to_exclude may repeat or be comma-separated. */
const calculationsQuery = v.object({
  category: v.optional(v.picklist(calculationPageCategories)),
  context: v.optional(v.picklist(calculationContexts)),
  contexts_to_exclude: v.optional(v.string()),
});

export const calculationsOperations: Operation[] = [
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/calculations/',
    'Transaction calculations of the fund family',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/transactions/calculations/',
    'Create a transaction calculation',
    { body: calculationInputSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/calculations/:transactionCalculationId/',
    'One transaction calculation',
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/transactions/calculations/:transactionCalculationId/',
    'Change a transaction calculation',
    { body: calculationInputSchema },
  ),
  op(
    'DELETE',
    '/api/fund-family/:fundFamilyId/transactions/calculations/:transactionCalculationId/',
    'Delete a transaction calculation',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/calculations/mxl/',
    'MXL calculations of the fund family',
  ),
  op('POST', '/api/fund-family/:fundFamilyId/calculations/mxl/', 'Create an MXL calculation', {
    body: calculationInputSchema,
  }),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/calculations/mxl/:calculationId/',
    'One MXL calculation',
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/calculations/mxl/:calculationId/',
    'Change an MXL calculation',
    { body: calculationInputSchema, query: v.object({ unsafe: v.optional(v.picklist(['true'])) }) },
  ),
  op(
    'DELETE',
    '/api/fund-family/:fundFamilyId/calculations/mxl/:calculationId/',
    'Delete an MXL calculation',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/calculations/',
    'Calculations of the fund family (category, context)',
    { query: calculationsQuery },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/calculations/all',
    'Every calculation of the fund family',
    { query: calculationsQuery },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/calculations-and-fees/',
    'Calculations and fees of the fund family together',
  ),
  op(
    'GET',
    '/api/calculations/completed-mxl-exists/',
    'Has the fund family a completed MXL calculation',
    {
      query: idQuery('fund_family_id'),
    },
  ),
];
