import {
  createIntegrationSchema,
  entriesInputSchema,
  updateIntegrationSchema,
} from '../../general-ledger';
import { tableSchema } from '../../table-data';
import { op, type Operation } from './operation';

export const generalLedgerOperations: Operation[] = [
  op('GET', '/api/general-ledger/integrations/', 'General ledger integrations'),
  op('POST', '/api/general-ledger/integrations/', 'Create a general ledger integration', {
    body: createIntegrationSchema,
  }),
  op('GET', '/api/general-ledger/integrations/:integrationId/', 'One general ledger integration'),
  op(
    'PUT',
    '/api/general-ledger/integrations/:integrationId/',
    'Change a general ledger integration',
    { body: updateIntegrationSchema },
  ),
  op(
    'DELETE',
    '/api/general-ledger/integrations/:integrationId/',
    'Delete a general ledger integration',
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/options/',
    "An integration's accounts and options",
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/entries-table-data/',
    "An integration's entries as a table",
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/investment-cashflow-table-data/',
    "An integration's investment cash flows as a table",
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/import-events/',
    "An integration's imports",
  ),
  op(
    'POST',
    '/api/general-ledger/integrations/:integrationId/import-events/',
    'Import general ledger entries',
    {
      body: entriesInputSchema,
      upload: true,
      note: 'The general ledger CSV as a multipart/form-data upload (field file), or the entries as JSON.',
    },
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/',
    'One import',
  ),
  op(
    'PUT',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/entries/',
    "Change an import's entries",
    { body: entriesInputSchema },
  ),
  op(
    'POST',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/post/',
    'Post an import to the ledger',
  ),
  op(
    'POST',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/rollback/',
    'Roll a posted import back',
  ),
  op(
    'DELETE',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/',
    'Delete an import',
  ),
];
