import * as v from 'valibot';
import { feeCreateSchema, feeInputSchema } from '../../fees';
import { isoDateSchema } from '../../money-input';
import {
  feeChargeEventCreateSchema,
  feeChargeEventInputsSchema,
  feeChargeEventListQuerySchema,
  feePeriodSelectQuerySchema,
} from '../../fee-charge-event';
import { feeCallInputSchema } from '../../fee-call';
import { feeLateAdjustmentInputsSchema } from '../../fee-late-adjustment';
import { op, idQuery, type Operation } from './operation';

const charge = '/api/fee-charge-event/:feeChargeEventId/';
const late = `${charge}late-adjustment-event/:adjustmentFundFamilyEventId/`;

export const feesOperations: Operation[] = [
  op('GET', '/api/fee-information/', 'Fees (fund_family_id)', { query: idQuery('fund_family_id') }),
  op('GET', '/api/fee-information/:feeId/', 'One fee'),
  op('POST', '/api/fee-information/', 'Create a fee', { body: feeCreateSchema }),
  op('PUT', '/api/fee-information/:feeId/', 'Change a fee', { body: feeInputSchema }),
  op('DELETE', '/api/fee-information/:feeId/', 'Delete a fee'),
  op('GET', '/api/fee-basis/:feeBasisId/', "A fee's basis on a date (as_of)", {
    query: v.object({ as_of: v.optional(isoDateSchema) }),
  }),
  op('GET', '/api/fee-charge-event/list', 'Fee charge events of a fund family (postings tab)', {
    query: feeChargeEventListQuerySchema,
  }),
  op('GET', '/api/fee-charge-event/', 'Fee charge events of a fund family', {
    query: feeChargeEventListQuerySchema,
  }),
  op('GET', '/api/fee-charge-event/fee-period-select/', "A fee's periods and which are taken", {
    query: feePeriodSelectQuerySchema,
  }),
  op('POST', '/api/fee-charge-event/', "Draft a fee's charge for a period", {
    body: feeChargeEventCreateSchema,
  }),
  op('GET', charge, 'A fee charge event: per LP basis, rate, gross, offsets, waivers, net'),
  op('GET', `${charge}line/:commitmentId/`, "How one LP's gross and net fee were computed"),
  op('POST', `${charge}fee-offset-applications/`, "A draft's offsets and waivers", {
    body: feeChargeEventInputsSchema,
  }),
  op('DELETE', charge, 'Delete a draft fee charge event'),
  op('PATCH', `${charge}publish/`, 'Publish: prove it reconciles and post the ledger rows'),
  op('POST', `${charge}call-for-fees/`, 'Draft the capital call that collects a published charge', {
    body: feeCallInputSchema,
  }),
  op(
    'POST',
    `${charge}create-late-offset-adjustment-event/`,
    'Draft late offsets of a published charge',
    {
      body: feeLateAdjustmentInputsSchema,
    },
  ),
  op(
    'POST',
    `${charge}create-late-cashless-contribution-waiver-adjustment-event/`,
    'Draft late waivers of a published charge',
    { body: feeLateAdjustmentInputsSchema },
  ),
  op('GET', `${charge}late-adjustment-event/`, "A published charge's late adjustments"),
  op('GET', late, 'A late adjustment: its late items and review (per LP before, after, change)'),
  op('PUT', late, "A draft late adjustment's offsets and waivers", {
    body: feeLateAdjustmentInputsSchema,
  }),
  op('PATCH', `${late}apply/`, 'Apply: prove the checks and post only the differences'),
  op('PATCH', `${late}discard/`, 'Discard a draft late adjustment (nothing posted)'),
  op('DELETE', late, 'Delete a late adjustment not yet applied'),
];
