import {
  equalizationAvailabilitySchema,
  customerCapitalActivitySchema,
} from '../../capital-activity-customer';
import {
  capitalActivityEditSchema,
  outstandingOffsetsSchema,
  transactionMapSchema,
} from '../../capital-activity-event';
import { feesSummaryTableSchema, investorOverviewSchema } from '../../capital-activity-investors';
import {
  subEventInputSchema,
  subEventListSchema,
  subEventSchema,
} from '../../capital-activity-sub-events';
import { recordHistorySchema } from '../../record-history';
import { op, type Operation } from './operation';

const event = '/api/fund-family/:fundFamilyId/fund-family-event/:eventId';

/**
 * Capital activity's reads beside the capital call's (issue 17; spec §7 "Fund family and
 * events"). GET fund-family-event/{eventId} is listed with the capital call's operations: it
 * answers a call's shape, or any other event's polling shape (anyFundFamilyEventSchema).
 */
export const capitalActivityReadsOperations: Operation[] = [
  op('GET', `${event}/history/`, "An event's state changes (internal users)", {
    response: recordHistorySchema,
  }),
  op('GET', '/api/capital-activity/', "Every event of the customer's fund families, newest first", {
    response: customerCapitalActivitySchema,
  }),
  op(
    'GET',
    '/api/capital-activity/equalization-availability',
    'The fund families with closing equalization outstanding, per closing, a call could settle',
    { response: equalizationAvailabilitySchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/investor-overview',
    'Per commitment: committed, called (paid-in), distributed, unfunded and percent called',
    { response: investorOverviewSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/fees-summary-table/',
    'Management fees called per period (posted event) per LP',
    { response: feesSummaryTableSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/capital-activity/:eventId/edit',
    'What the edit page needs for any event: editable or why not, its page, a call and its form',
    { response: capitalActivityEditSchema },
  ),
  op(
    'GET',
    `${event}/transaction-map`,
    "The event's ledger rows grouped by code and fund entity, posted and outstanding apart",
    { response: transactionMapSchema },
  ),
  op(
    'GET',
    `${event}/outstanding-offsets-to-call`,
    'Fee offsets not yet applied (none can be recorded yet: the reason says why)',
    { response: outstandingOffsetsSchema },
  ),
  op('GET', `${event}/fund-family-sub-events`, "The event's sub-events, in order", {
    response: subEventListSchema,
  }),
  op('GET', `${event}/fund-family-sub-events/first`, "The event's first sub-event (404: none)", {
    response: subEventSchema,
  }),
  op('POST', `${event}/sub-event`, 'Add a sub-event to a draft event', {
    body: subEventInputSchema,
    response: subEventSchema,
  }),
];
