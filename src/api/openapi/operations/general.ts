import * as v from 'valibot';
import { versionUpdateSchema } from '../../frontend';
import { tableSchema } from '../../table-data';
import { ledgerTestDataSchema } from '../../test-data';
import { op, type Operation } from './operation';

/** How many audit entries to answer (the route caps it). */
const limitQuery = v.object({ limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))) });

/** The app's own calls: start-up, maintenance, the audit log, test-environment helpers. */
export const generalOperations: Operation[] = [
  op(
    'GET',
    '/api/frontend/bootstrap',
    'The environment and subdomain base the front end starts with',
    { public: true },
  ),
  op('GET', '/api/frontend/ping', 'Is the server up', { public: true }),
  op('GET', '/api/version/', 'Is the app in maintenance mode', { public: true }),
  op('PUT', '/api/version/', 'Turn maintenance mode on or off', { body: versionUpdateSchema }),
  op('GET', '/api/internal/mailbox/', 'Mail the app has sent (test environments only)'),
  op('GET', '/api/audit-log/', 'Audit log entries', { query: limitQuery }),
  op('GET', '/api/audit-log-table-data/', 'The audit log as a table', {
    response: tableSchema,
    query: limitQuery,
  }),
  op('POST', '/api/internal/test-data/ledger', 'Load a synthetic ledger (test environments only)', {
    body: ledgerTestDataSchema,
  }),
];
