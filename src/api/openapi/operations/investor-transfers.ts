import * as v from 'valibot';
import { transferActionNames } from '../../../../machines/transfer.machine';
import {
  createInvestorTransferSchema,
  investorTransfereesSchema,
  updateInvestorTransferSchema,
} from '../../investor-transfers';
import { tableSchema } from '../../table-data';
import { op, idQuery, type Operation } from './operation';

export const investorTransfersOperations: Operation[] = [
  op(
    'GET',
    '/api/investor-transfer-table-data/',
    'Investor transfers as a table (fund_family_id)',
    {
      response: tableSchema,
      query: idQuery('fund_family_id'),
    },
  ),
  op('POST', '/api/investor-transfer/', 'Create an investor transfer', {
    body: createInvestorTransferSchema,
  }),
  op('GET', '/api/investor-transfer/:investorTransferId/', 'One investor transfer'),
  op('PUT', '/api/investor-transfer/:investorTransferId/', 'Change an investor transfer', {
    body: updateInvestorTransferSchema,
  }),
  op(
    'PUT',
    '/api/investor-transfer/:investorTransferId/transferees/',
    "Set an investor transfer's transferees",
    { body: investorTransfereesSchema },
  ),
  op(
    'PATCH',
    '/api/investor-transfer/:investorTransferId/:action/',
    'Move an investor transfer on (send for approval, approve, complete, process, schedule, cancel)',
    { params: { action: v.picklist(transferActionNames) } },
  ),
  op(
    'GET',
    '/api/investor-transfer/:investorTransferId/documents/',
    "An investor transfer's documents",
  ),
  op(
    'POST',
    '/api/investor-transfer/:investorTransferId/documents/',
    'Upload a document to an investor transfer',
    { upload: true, note: 'A multipart/form-data upload: the document file and its fields.' },
  ),
  op(
    'GET',
    '/api/investor-transfer/:investorTransferId/documents/:documentId/',
    "Download an investor transfer's document",
  ),
  op(
    'DELETE',
    '/api/investor-transfer/:investorTransferId/documents/:documentId/',
    "Delete an investor transfer's document",
  ),
];
