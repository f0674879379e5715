import { waterfallConfigurationSchema } from '../../waterfall';
import { op, idQuery, type Operation } from './operation';

export const waterfallOperations: Operation[] = [
  op('GET', '/api/waterfall/configuration/', "The fund family's waterfall (fund_family_id)", {
    query: idQuery('fund_family_id'),
    response: waterfallConfigurationSchema,
  }),
  op('POST', '/api/waterfall/configuration/', "Save the fund family's waterfall", {
    body: waterfallConfigurationSchema,
  }),
  op('GET', '/api/waterfall/is-hybrid/', 'Is the waterfall hybrid', {
    query: idQuery('fund_family_id'),
  }),
  op('GET', '/api/waterfall/config-table/', "The waterfall's tiers as a table", {
    query: idQuery('fund_family_id'),
  }),
];
