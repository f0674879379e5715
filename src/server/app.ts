import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiErrorCodes } from '../api/api-error';
import { aiBasePath } from '../api/assistant';
import { ApiError, notFound } from './api-error';
import type { AppEnv, Deps } from './app-env';
import { withQueryPriority } from './db/pglite-turns';
import { requestBodyLimit } from './middleware/body-limit';
import { refuseUnsafeUrlText } from './middleware/refuse-unsafe-url-text';
import { requestContext } from './middleware/request-context';
import { requireUser } from './middleware/require-user';
import { assistantRoutes } from './assistant/assistant-routes';
import { auditLogRoutes } from './audit/audit-log-routes';
import { recordHistoryRoutes } from './audit/record-history-routes';
import { createChatRoutes } from './assistant/chat-routes';
import { authRoutes, publicAuthCalls } from './auth/auth-routes';
import { authMailboxRoutes } from './auth/auth-mailbox-routes';
import { calculationRoutes } from './calculation/calculations-routes';
import { feeInformationRoutes } from './fees/fee-information-routes';
import { investorClassRoutes } from './investor-class/investor-class-routes';
import { investorClassCodeRoutes } from './investor-class/investor-class-codes-routes';
import { feeBasisRoutes } from './fees/fee-basis-routes';
import { feeChargeEventRoutes } from './fees/fee-charge-event-routes';
import { feeLateAdjustmentRoutes } from './fees/fee-late-adjustment-routes';
import { commitmentClassChangeRoutes } from './commitment/commitment-class-change-routes';
import { waterfallRoutes } from './waterfall/waterfall-routes';
import { dataTableRoutes } from './tables/data-tables-routes';
import { capitalCallRoutes } from './capital-call/capital-call-routes';
import { distributionRoutes } from './distribution/distribution-routes';
import { ilpaNoticeRoutes } from './notice/ilpa-notice-routes';
import { noticeRoutes } from './notice/notice-routes';
import { capitalActivityChartRoutes } from './capital-call/capital-activity-chart-routes';
import { capitalCallReallocationRoutes } from './capital-call/capital-call-reallocation-routes';
import { capitalActivityReadsRoutes } from './capital-call/capital-activity-reads-routes';
import { closingRoutes } from './closing/closing-routes';
import { customerSettingsRoutes } from './settings/customer-settings-routes';
import { closingAllocationRoutes } from './closing/closing-allocation-routes';
import { allocationRuleRoutes } from './allocation-rules/allocation-rules-routes';
import { fundEntityRoutes } from './fund-family/fund-entities-routes';
import { fundDatesRoutes } from './fund-family/fund-dates-routes';
import { transactionCodeRoutes } from './ledger/transaction-codes-routes';
import { fundFamilySetupRoutes } from './fund-family/fund-family-setup-routes';
import { investorRoutes } from './investor/investors-routes';
import { investorEntityRoutes } from './investor/investor-entities-routes';
import { globalEntityRoutes } from './global-entity/global-entities-routes';
import { entityDetailRoutes } from './global-entity/entity-details-routes';
import { investorPerformanceRoutes } from './investor/investor-performance-routes';
import { commitmentStatsRoutes } from './commitment/commitment-stats-routes';
import { figureLedgerRowsRoutes } from './ledger/figure-ledger-rows-routes';
import { commitmentDetailRoutes } from './commitment/commitment-detail-routes';
import { commitmentFeeOverrideRoutes } from './commitment/commitment-fee-override-routes';
import { commitmentPerformanceRoutes } from './commitment/commitment-performance-routes';
import { investorTransferRoutes } from './investor-transfer/investor-transfers-routes';
import { investorTransferDocumentRoutes } from './investor-transfer/investor-transfer-documents-routes';
import { featureFlagRoutes } from './settings/feature-flags-routes';
import { frontendRoutes } from './frontend/frontend-routes';
import { generalLedgerRoutes } from './general-ledger/general-ledger-routes';
import { fundFamilyRoutes } from './fund-family/fund-family-routes';
import { selectedCustomerRoutes } from './auth/selected-customer-routes';
import { tokenRoutes } from './auth/token-routes';
import { userRoutes } from './users/users-routes';
import { versionRoutes } from './frontend/version-routes';
import { openApiRoutes } from './openapi/routes';
import { documentRoutes } from './documents/documents-routes';
import { cancelCorrectRoutes } from './corrections/cancel-correct-routes';
import { customerEventAdminRoutes } from './corrections/customer-event-admin-routes';
import { uniqueViolationConflict } from './unique-violation';

/**
 * The only calls answered without a signed-in user. Everything else under /api/ goes
 * through requireUser (authentication and the customer check) before its handler, so a
 * new route is protected unless someone adds it here on purpose.
 */
const publicCalls = new Set([
  'GET /api/frontend/bootstrap',
  'GET /api/frontend/ping',
  'GET /api/version/',
  'POST /api/token/',
  'POST /api/token/refresh/',
  // Issue 16: the API's contract and its reference page hold no customer's data.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/rapidoc-min.js',
  ...publicAuthCalls,
]);

/** The /api application; main.ts serves the built SPA beside it. */
export function createApiApp(deps: Deps) {
  const app = new Hono<AppEnv>({ strict: true })
    .basePath('/api')
    .use(requestContext(deps))
    .use(requestBodyLimit)
    .use(refuseUnsafeUrlText)
    // Sign-in and the ping go first to the embedded database: they answer even under load.
    .use(async (c, next) =>
      publicCalls.has(`${c.req.method} ${c.req.path}`)
        ? withQueryPriority(next)
        : requireUser(c, next),
    )
    .route('/', frontendRoutes)
    .route('/', versionRoutes)
    .route('/', tokenRoutes)
    .route('/', authRoutes)
    .route('/', authMailboxRoutes)
    .route('/', userRoutes)
    .route('/', selectedCustomerRoutes)
    .route('/', customerSettingsRoutes)
    .route('/', featureFlagRoutes)
    .route('/', fundFamilyRoutes)
    .route('/', auditLogRoutes)
    .route('/', recordHistoryRoutes)
    .route('/', fundFamilySetupRoutes)
    .route('/', fundDatesRoutes)
    .route('/', transactionCodeRoutes)
    .route('/', documentRoutes)
    .route('/', fundEntityRoutes)
    .route('/', investorRoutes)
    .route('/', investorEntityRoutes)
    .route('/', globalEntityRoutes)
    .route('/', entityDetailRoutes)
    .route('/', investorPerformanceRoutes)
    .route('/', commitmentStatsRoutes)
    .route('/', figureLedgerRowsRoutes)
    .route('/', commitmentDetailRoutes)
    .route('/', commitmentFeeOverrideRoutes)
    .route('/', commitmentPerformanceRoutes)
    .route('/', investorTransferRoutes)
    .route('/', investorTransferDocumentRoutes)
    .route('/', closingRoutes)
    .route('/', closingAllocationRoutes)
    // Before the call's routes: it hands a capital call's GET fund-family-event/{id} on to them.
    .route('/', capitalActivityReadsRoutes)
    .route('/', capitalCallRoutes)
    .route('/', capitalActivityChartRoutes)
    .route('/', capitalCallReallocationRoutes)
    .route('/', distributionRoutes)
    .route('/', noticeRoutes)
    .route('/', ilpaNoticeRoutes)
    .route('/', allocationRuleRoutes)
    .route('/', calculationRoutes)
    .route('/', feeInformationRoutes)
    .route('/', waterfallRoutes)
    .route('/', investorClassRoutes)
    .route('/', investorClassCodeRoutes)
    .route('/', feeBasisRoutes)
    .route('/', feeChargeEventRoutes)
    .route('/', feeLateAdjustmentRoutes)
    .route('/', customerEventAdminRoutes)
    .route('/', cancelCorrectRoutes)
    .route('/', commitmentClassChangeRoutes)
    .route('/', generalLedgerRoutes)
    .route('/', dataTableRoutes)
    .route('/', assistantRoutes)
    .route('/', openApiRoutes);

  const onError = (error: Error, c: Context<AppEnv>) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    // Two requests saving the same unique thing at once: the loser hears what clashed.
    const conflict = uniqueViolationConflict(error);
    if (conflict) return c.json(conflict.toBody(), conflict.status);
    if (error instanceof HTTPException) {
      return c.json(
        { code: apiErrorCodes.internal, message: error.message, dev_message: error.message },
        error.status,
      );
    }
    deps.log({
      level: 'error',
      msg: 'unhandled error',
      request_id: c.get('requestId'),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json(
      {
        code: apiErrorCodes.internal,
        message: 'Something went wrong',
        dev_message: `Request ID ${c.get('requestId')}`,
      },
      500,
    );
  };
  app.onError(onError);

  // The outer app lets main.ts serve the SPA on every other path; an unknown /api/ path
  // still answers in the API's error shape.
  // The AI host (spec §7) is served here too, under its own base path beside /api.
  const outer = new Hono<AppEnv>({ strict: true })
    .route('/', app)
    .route(aiBasePath, createChatRoutes(deps));
  outer.onError(onError);
  outer.notFound((c) => {
    const error = notFound(`No route ${c.req.method} ${c.req.path}`);
    return c.json(error.toBody(), error.status);
  });
  return outer;
}

export type ApiApp = ReturnType<typeof createApiApp>;
