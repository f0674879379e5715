import {
  capitalCallCreateDataSchema,
  capitalCallDeletedSchema,
  capitalCallEventSchema,
  capitalCallInputSchema,
} from '../../capital-call';
import { capitalActivityListSchema } from '../../capital-activity-list';
import {
  specialContributionInputSchema,
  specialContributionSchema,
} from '../../capital-call-special-contribution';
import {
  capitalCallBreakdownQuerySchema,
  capitalCallBreakdownSchema,
} from '../../capital-call-breakdown';
import { anyFundFamilyEventSchema } from '../../capital-activity-event';
import { op, type Operation } from './operation';

const event = '/api/fund-family/:fundFamilyId/fund-family-event/:eventId';
const call = '/api/fund-family/:fundFamilyId/capital-call/:eventId';
const breakdown = { query: capitalCallBreakdownQuerySchema, response: capitalCallBreakdownSchema };

/** Capital calls (issue 17): the capital-activity list and a call from draft to finalized. */
export const capitalCallOperations: Operation[] = [
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/capital-activity',
    "The fund family's events: type, date, state, called and distributed, drafted by",
    { response: capitalActivityListSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/capital-call/create-data',
    'What a new capital call offers: use kinds, call codes, commitments and their unfunded',
    { response: capitalCallCreateDataSchema },
  ),
  op('POST', '/api/fund-family/:fundFamilyId/fund-family-event', 'Draft a capital call', {
    body: capitalCallInputSchema,
    response: capitalCallEventSchema,
  }),
  op('GET', event, 'One event: a capital call with its checks and refusals, any other its state', {
    response: anyFundFamilyEventSchema,
  }),
  op('PUT', event, "Change a draft capital call's dates and uses", {
    body: capitalCallInputSchema,
    response: capitalCallEventSchema,
  }),
  op('DELETE', event, 'Delete a draft capital call', { response: capitalCallDeletedSchema }),
  op(
    'PATCH',
    `${event}/finalize`,
    'Finalize a capital call: prove its invariants and post the contributions',
    { response: capitalCallEventSchema },
  ),
  op('DELETE', call, 'Delete a draft capital call', { response: capitalCallDeletedSchema }),
  op('GET', `${call}/special-contribution`, "A call's special contributions: each LP's amount", {
    response: specialContributionSchema,
  }),
  op(
    'POST',
    `${call}/special-contribution`,
    "Enter a draft call's special contributions per LP (replaces the line; all zero removes it)",
    { body: specialContributionInputSchema, response: specialContributionSchema },
  ),
  op('GET', `${call}/breakdown`, 'A call per LP and use (fund_entity_id optional)', breakdown),
  op(
    'GET',
    `${call}/drawdown-table`,
    'A call per LP: called, percent called, contributed before and after',
    breakdown,
  ),
  op(
    'GET',
    `${call}/unfunded-breakdown`,
    'A call per LP: unfunded commitment before and after',
    breakdown,
  ),
];
