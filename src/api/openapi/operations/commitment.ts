import * as v from 'valibot';
import { classChangeCreateSchema, classChangeInputSchema } from '../../commitment-class-change';
import { commitmentProfileSchema } from '../../commitment-detail';
import { commitmentFeeOverrideSchema } from '../../commitment-fee-override';
import { commitmentWaterfallQuerySchema } from '../../commitment-waterfall';
import { figureLedgerRowsQuerySchema } from '../../figure-ledger-rows';
import { tableSchema } from '../../table-data';
import { op, idQuery, type Operation } from './operation';

export const commitmentOperations: Operation[] = [
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/commitment-information/',
    'Commitments of the fund family with their figures',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/commitment-stats/',
    "The fund family's commitment figures",
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/figure-ledger-rows/',
    'The ledger rows behind one figure',
    { query: figureLedgerRowsQuerySchema },
  ),
  op('GET', '/api/commitment-information/:commitmentId/', 'One commitment with its figures'),
  op('PUT', '/api/commitment-information/:commitmentId/', 'Change a commitment', {
    body: commitmentProfileSchema,
  }),
  op(
    'GET',
    '/api/commitment-information/:commitmentId/activity-table-data/',
    "A commitment's ledger activity as a table",
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/commitment-information/:commitmentId/waterfall/',
    "A commitment's hypothetical liquidation through the waterfall",
    { query: commitmentWaterfallQuerySchema },
  ),
  op(
    'GET',
    '/api/commitment-information/:commitmentId/fees/:feeId/',
    'One fee as it applies to a commitment: its rate steps and where each comes from',
  ),
  op(
    'PUT',
    '/api/commitment-information/:commitmentId/fees/:feeId/override/',
    "Set a commitment's own rates for a fee (a side letter)",
    { body: commitmentFeeOverrideSchema },
  ),
  op(
    'DELETE',
    '/api/commitment-information/:commitmentId/fees/:feeId/override/',
    "Clear a commitment's own rates for a fee",
  ),
  op('GET', '/api/fees-and-carry/', "A commitment's fees and carry (commitment_id)", {
    query: idQuery('commitment_id'),
  }),
  op('GET', '/api/commitment-stats/', "One commitment's figures (commitment_id)", {
    query: idQuery('commitment_id'),
  }),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/change-commitment-class/',
    "Start a change of a commitment's class",
    { body: classChangeCreateSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/historical/',
    "A commitment's past class changes",
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/',
    'One class change',
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/',
    'Change a class change',
    { body: classChangeInputSchema },
  ),
  op(
    'DELETE',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/',
    'Delete a class change',
  ),
  op(
    'PATCH',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/finalize/',
    'Finalize a class change',
  ),
  op('GET', '/api/commitment-information-table-data/', 'Commitments as a table', {
    response: tableSchema,
    query: v.partial(idQuery('fund_family_id', 'investor_id', 'investor_entity_id')),
  }),
];
