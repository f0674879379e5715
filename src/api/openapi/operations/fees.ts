import * as v from 'valibot';
import { feeCreateSchema, feeInputSchema } from '../../fees';
import { isoDateSchema } from '../../money-input';
import { op, idQuery, type Operation } from './operation';

export const feesOperations: Operation[] = [
  op('GET', '/api/fee-information/', 'Fees (fund_family_id)', { query: idQuery('fund_family_id') }),
  op('GET', '/api/fee-information/:feeId/', 'One fee'),
  op('POST', '/api/fee-information/', 'Create a fee', { body: feeCreateSchema }),
  op('PUT', '/api/fee-information/:feeId/', 'Change a fee', { body: feeInputSchema }),
  op('DELETE', '/api/fee-information/:feeId/', 'Delete a fee'),
  op('GET', '/api/fee-basis/:feeBasisId/', "A fee's basis on a date (as_of)", {
    query: v.object({ as_of: v.optional(isoDateSchema) }),
  }),
];
