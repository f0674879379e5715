import { transactionCodeCreateSchema, transactionCodeUpdateSchema } from '../../transaction-codes';
import { op, type Operation } from './operation';

export const transactionCodesOperations: Operation[] = [
  op('GET', '/api/transactions/codes', 'Transaction codes of every fund family of the customer'),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/configuration/list',
    'Transaction codes of the fund family',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/transactions/configuration/',
    'Create a transaction code',
    { body: transactionCodeCreateSchema },
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/transactions/configuration/:codeId/',
    'Change a transaction code',
    { body: transactionCodeUpdateSchema },
  ),
];
