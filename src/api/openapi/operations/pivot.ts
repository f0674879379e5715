import { pivotRequestSchema } from '../../pivot';
import { op, type Operation } from './operation';

export const pivotOperations: Operation[] = [
  op('GET', '/api/transactions/pivot', 'Pivot the ledger (the request in the query string)'),
  op('POST', '/api/transactions/pivot', 'Pivot the ledger', { body: pivotRequestSchema }),
];
