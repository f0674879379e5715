import * as v from 'valibot';
import {
  distributionCreateDataSchema,
  distributionDeletedSchema,
  distributionEventSchema,
  distributionInputSchema,
} from '../../distribution';
import {
  preferredReturnBreakdownSchema,
  preferredReturnSummarySchema,
  waterfallInvestorBreakdownSchema,
  waterfallListSchema,
  waterfallReviewSchema,
} from '../../waterfall-review';
import {
  tierAuditSchema,
  tierPlaygroundInputSchema,
  tierPlaygroundPreviewSchema,
} from '../../waterfall-tier-audit';
import { waterfallRunRequestSchema, waterfallRunSchema } from '../../waterfall-run';
import { op, type Operation } from './operation';

const family = '/api/fund-family/:fundFamilyId';
const distribution = `${family}/distribution/:eventId`;
const event = `${family}/fund-family-event/:eventId`;
const subEvent = `${event}/fund-family-sub-event/:subEventId`;
const entity = `${subEvent}/fund-entity/:fundEntityId`;
const tierIndex = { tierIndex: v.pipe(v.string(), v.regex(/^\d{1,3}$/)) };

/** Distributions and their waterfall runs (issue 18). */
export const distributionOperations: Operation[] = [
  op(
    'GET',
    `${family}/distribution/create-data`,
    'What a new distribution offers: sources, proceeds codes, the waterfall and its carry partner',
    { response: distributionCreateDataSchema },
  ),
  op('POST', `${family}/distribution`, 'Draft a distribution: proceeds by source, fee holdback', {
    body: distributionInputSchema,
    response: distributionEventSchema,
  }),
  op('GET', distribution, 'A distribution with its run status, sub-events and checks (poll it)', {
    response: distributionEventSchema,
  }),
  op('PUT', distribution, "Change a draft distribution's proceeds (its run is then stale)", {
    body: distributionInputSchema,
    response: distributionEventSchema,
  }),
  op('DELETE', distribution, 'Delete a draft distribution', {
    response: distributionDeletedSchema,
  }),
  op(
    'PATCH',
    `${distribution}/finalize`,
    'Finalize: prove the checks, post per LP per source and the carried interest',
    { response: distributionEventSchema },
  ),
  op('POST', `${event}/waterfall-run/create-and-run`, 'Queue a new waterfall run (a durable job)', {
    body: waterfallRunRequestSchema,
    response: distributionEventSchema,
  }),
  op('POST', `${event}/waterfall-run/upsert-and-run`, 'Queue the latest waterfall run again', {
    body: waterfallRunRequestSchema,
    response: distributionEventSchema,
  }),
  op('GET', `${event}/waterfall-run`, "The latest waterfall run's status (one select)", {
    response: v.nullable(waterfallRunSchema),
  }),
  op('GET', `${event}/waterfall-list`, 'The waterfall sub-events of the latest run', {
    response: waterfallListSchema,
  }),
  op('GET', `${subEvent}/waterfall`, 'Waterfall review: per tier and partner, in and out', {
    response: waterfallReviewSchema,
  }),
  op(
    'GET',
    `${entity}/preferred-return-breakdown`,
    'Preferred return accrued per contribution: dates, days, rate, compounding',
    { response: preferredReturnBreakdownSchema },
  ),
  op('GET', `${entity}/preferred-return-summary`, 'Preferred return owed, paid, unpaid', {
    response: preferredReturnSummarySchema,
  }),
  op('GET', `${entity}/waterfall-investor-breakdown`, 'Per LP per source, before and after carry', {
    response: waterfallInvestorBreakdownSchema,
  }),
  op('GET', `${subEvent}/tier-audit/:tierIndex`, 'Tier audit: every dollar by partner, formula', {
    params: tierIndex,
    response: tierAuditSchema,
  }),
  op(
    'POST',
    `${subEvent}/tier-audit/:tierIndex/playground-preview`,
    "Tier playground: a partner's tier with changed inputs; posts nothing",
    { params: tierIndex, body: tierPlaygroundInputSchema, response: tierPlaygroundPreviewSchema },
  ),
];
