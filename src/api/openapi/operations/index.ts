import { apiDocsOperations } from './api-docs';
import { allocationRulesOperations } from './allocation-rules';
import { assistantOperations } from './assistant';
import { authOperations } from './auth';
import { calculationsOperations } from './calculations';
import { cancelCorrectOperations } from './cancel-correct';
import { capitalCallOperations } from './capital-call';
import { capitalActivityChartOperations } from './capital-activity-chart';
import { capitalCallReallocationOperations } from './capital-call-reallocation';
import { capitalActivityReadsOperations } from './capital-activity-reads';
import { closingOperations } from './closing';
import { distributionOperations } from './distribution';
import { documentsOperations } from './documents';
import { eventCorrectionsOperations } from './event-corrections';
import { commitmentOperations } from './commitment';
import { entitiesOperations } from './entities';
import { feesOperations } from './fees';
import { fundFamilyOperations } from './fund-family';
import { generalOperations } from './general';
import { generalLedgerOperations } from './general-ledger';
import { investorClassesOperations } from './investor-classes';
import { investorTransfersOperations } from './investor-transfers';
import { investorsOperations } from './investors';
import { noticesOperations } from './notices';
import type { Operation } from './operation';
import { pivotOperations } from './pivot';
import { tableViewsOperations } from './table-views';
import { transactionCodesOperations } from './transaction-codes';
import { usersOperations } from './users';
import { waterfallOperations } from './waterfall';

/**
 * Issue 16: the API's calls as the OpenAPI document (src/server/openapi) describes them,
 * holding the very schema objects the routes validate with, so the document cannot drift
 * from the checks. tests/server/openapi.test.ts holds this list to the app: every mounted
 * route is here, and each body schema is the object its route hands to readJson.
 *
 * One file per area of the app (a new route's entry goes in its area's file); the document
 * lists the areas in this order.
 */

export { components } from './components';
export type { Method, Operation } from './operation';

export const operations: Operation[] = [
  ...generalOperations,
  ...authOperations,
  ...usersOperations,
  ...fundFamilyOperations,
  ...transactionCodesOperations,
  ...investorsOperations,
  ...entitiesOperations,
  ...commitmentOperations,
  ...investorTransfersOperations,
  ...documentsOperations,
  ...closingOperations,
  ...capitalCallOperations,
  ...capitalActivityChartOperations,
  ...capitalCallReallocationOperations,
  ...capitalActivityReadsOperations,
  ...distributionOperations,
  ...noticesOperations,
  ...allocationRulesOperations,
  ...calculationsOperations,
  ...feesOperations,
  ...eventCorrectionsOperations,
  ...cancelCorrectOperations,
  ...waterfallOperations,
  ...investorClassesOperations,
  ...generalLedgerOperations,
  ...tableViewsOperations,
  ...pivotOperations,
  ...assistantOperations,
  ...apiDocsOperations,
];
