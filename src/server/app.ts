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
import { assistantRoutes } from './routes/assistant';
import { auditLogRoutes } from './routes/audit-log';
import { createChatRoutes } from './routes/chat';
import { authRoutes, publicAuthCalls } from './routes/auth';
import { authMailboxRoutes } from './routes/auth-mailbox';
import { calculationRoutes } from './routes/calculations';
import { feeInformationRoutes } from './routes/fee-information';
import { investorClassRoutes } from './routes/investor-class';
import { investorClassCodeRoutes } from './routes/investor-class-codes';
import { feeBasisRoutes } from './routes/fee-basis';
import { commitmentClassChangeRoutes } from './routes/commitment-class-change';
import { waterfallRoutes } from './routes/waterfall';
import { dataTableRoutes } from './routes/data-tables';
import { closingRoutes } from './routes/closing';
import { customerSettingsRoutes } from './routes/customer-settings';
import { closingAllocationRoutes } from './routes/closing-allocation';
import { allocationRuleRoutes } from './routes/allocation-rules';
import { fundEntityRoutes } from './routes/fund-entities';
import { fundDatesRoutes } from './routes/fund-dates';
import { transactionCodeRoutes } from './routes/transaction-codes';
import { fundFamilySetupRoutes } from './routes/fund-family-setup';
import { investorRoutes } from './routes/investors';
import { investorEntityRoutes } from './routes/investor-entities';
import { globalEntityRoutes } from './routes/global-entities';
import { entityDetailRoutes } from './routes/entity-details';
import { investorPerformanceRoutes } from './routes/investor-performance';
import { commitmentStatsRoutes } from './routes/commitment-stats';
import { figureLedgerRowsRoutes } from './routes/figure-ledger-rows';
import { commitmentDetailRoutes } from './routes/commitment-detail';
import { commitmentPerformanceRoutes } from './routes/commitment-performance';
import { investorTransferRoutes } from './routes/investor-transfers';
import { investorTransferDocumentRoutes } from './routes/investor-transfer-documents';
import { featureFlagRoutes } from './routes/feature-flags';
import { frontendRoutes } from './routes/frontend';
import { generalLedgerRoutes } from './routes/general-ledger';
import { fundFamilyRoutes } from './routes/fund-family';
import { selectedCustomerRoutes } from './routes/selected-customer';
import { tokenRoutes } from './routes/token';
import { userRoutes } from './routes/users';
import { versionRoutes } from './routes/version';
import { openApiRoutes } from './openapi/routes';
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
    .route('/', fundFamilySetupRoutes)
    .route('/', fundDatesRoutes)
    .route('/', transactionCodeRoutes)
    .route('/', fundEntityRoutes)
    .route('/', investorRoutes)
    .route('/', investorEntityRoutes)
    .route('/', globalEntityRoutes)
    .route('/', entityDetailRoutes)
    .route('/', investorPerformanceRoutes)
    .route('/', commitmentStatsRoutes)
    .route('/', figureLedgerRowsRoutes)
    .route('/', commitmentDetailRoutes)
    .route('/', commitmentPerformanceRoutes)
    .route('/', investorTransferRoutes)
    .route('/', investorTransferDocumentRoutes)
    .route('/', closingRoutes)
    .route('/', closingAllocationRoutes)
    .route('/', allocationRuleRoutes)
    .route('/', calculationRoutes)
    .route('/', feeInformationRoutes)
    .route('/', waterfallRoutes)
    .route('/', investorClassRoutes)
    .route('/', investorClassCodeRoutes)
    .route('/', feeBasisRoutes)
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
