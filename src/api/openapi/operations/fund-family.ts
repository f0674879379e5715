import { fundDatesSchema } from '../../fund-dates';
import { createFundFamilySchema, fundraiseSchema } from '../../fund-family';
import { createFundEntitySchema, fundFamilyConfigSchema } from '../../fund-structure';
import { tableSchema } from '../../table-data';
import { op, idQuery, type Operation } from './operation';

export const fundFamilyOperations: Operation[] = [
  op('GET', '/api/fund-family/', 'Fund families'),
  op('POST', '/api/fund-family/', 'Create a fund family', { body: createFundFamilySchema }),
  op('GET', '/api/fund-family/:fundFamilyId/', 'One fund family'),
  op('GET', '/api/fund-family-config/:fundFamilyId/', "A fund family's configuration", {
    response: fundFamilyConfigSchema,
  }),
  op('PUT', '/api/fund-family-config/:fundFamilyId/', "Save a fund family's configuration", {
    body: fundFamilyConfigSchema,
  }),
  op(
    'PATCH',
    '/api/fund-family/:fundFamilyId/fundraise/',
    'Start the fundraise (first closing date)',
    { body: fundraiseSchema },
  ),
  op('GET', '/api/dates/', 'Fund dates (fund_family_id)', {
    query: idQuery('fund_family_id'),
    response: fundDatesSchema,
  }),
  op('POST', '/api/dates/', 'Save fund dates', { body: fundDatesSchema }),
  op('GET', '/api/fund-family/:fundFamilyId/fund-entities/', 'Fund entities of the fund family'),
  op('POST', '/api/fund-family/:fundFamilyId/fund-entities/', 'Create a fund entity', {
    body: createFundEntitySchema,
  }),
  op('PUT', '/api/fund-family/:fundFamilyId/fund-entities/:fundEntityId/', 'Change a fund entity', {
    body: createFundEntitySchema,
  }),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/fund-entities/:fundEntityId/gp-investor-entity/',
    "The investor entity through which the fund's GP entity holds the GP commitment (found or created once)",
  ),
  op('GET', '/api/fund-family-table-data/', 'Fund families as a table', {
    response: tableSchema,
  }),
];
