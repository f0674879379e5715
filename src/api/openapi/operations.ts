import * as v from 'valibot';
import {
  allocationRuleGraphSchema,
  allocationsPlaygroundSchema,
  closingAllocationRuleSchema,
} from '../allocation-rules';
import { assistantRequestSchema } from '../assistant';
import {
  emailSignInRequestSchema,
  enrollmentCodeRequestSchema,
  enrollmentKeyRequestSchema,
  flowRequestSchema,
  loginCodeRequestSchema,
  magicLinkRequestSchema,
  mfaCodeRequestSchema,
  passwordSignInSchema,
  reauthenticationRequestSchema,
  refreshRequestSchema,
  webauthnResponseRequestSchema,
} from '../auth';
import { calculationInputSchema } from '../calculations';
import { updateOverrideAmountsSchema } from '../closing-overrides';
import { closingSecuritiesBulkSchema } from '../closing-securities';
import { classChangeCreateSchema, classChangeInputSchema } from '../commitment-class-change';
import { commitmentProfileSchema } from '../commitment-detail';
import { updateCustomerSettingsSchema } from '../customer-settings';
import {
  contactChangeSchema,
  contactRemovalSchema,
  externalIdChangeSchema,
  externalIdRemovalSchema,
  updateBankAccountSchema,
} from '../entity-details';
import { feeCreateSchema, feeInputSchema } from '../fees';
import { fundDatesSchema } from '../fund-dates';
import { isoDateSchema } from '../money-input';
import { createFundFamilySchema } from '../fund-family';
import {
  addClosingCommitmentSchema,
  createClosingSchema,
  createFundEntitySchema,
  createInvestorSchema,
  fundFamilyConfigSchema,
  removeClosingCommitmentSchema,
} from '../fund-structure';
import {
  createIntegrationSchema,
  entriesInputSchema,
  updateIntegrationSchema,
} from '../general-ledger';
import {
  createGlobalEntitySchema,
  globalEntityBulkSchema,
  updateGlobalEntitySchema,
} from '../global-entities';
import { classCodeOverridesSchema } from '../investor-class-codes';
import {
  investorClassBulkSchema,
  investorClassCreateSchema,
  investorClassInputSchema,
} from '../investor-classes';
import {
  createInvestorTransferSchema,
  investorTransfereesSchema,
  updateInvestorTransferSchema,
} from '../investor-transfers';
import {
  investorBulkCreateSchema,
  investorEntityProfileSchema,
  investorEntityRelationshipSchema,
  updateInvestorSchema,
} from '../investors';
import { newPasswordSchema } from '../password-rules';
import { pivotRequestSchema } from '../pivot';
import { columnSchema, rowSchema, tableSchema } from '../table-data';
import { createTableViewSchema, updateTableViewSchema } from '../table-views';
import { transactionCodeCreateSchema, transactionCodeUpdateSchema } from '../transaction-codes';
import { inviteUserSchema, updateTeamUserSchema } from '../users';
import { waterfallConfigurationSchema } from '../waterfall';
import { apiErrorSchema } from '../api-error';
import { figureLedgerRowsQuerySchema } from '../figure-ledger-rows';
import { commitmentWaterfallQuerySchema } from '../commitment-waterfall';

/**
 * Issue 16: the API's calls as the OpenAPI document (src/server/openapi) describes them,
 * holding the very schema objects the routes validate with, so the document cannot drift
 * from the checks. tests/server/openapi.test.ts holds this list to the app: every mounted
 * route is here, and each body schema is the object its route hands to readJson.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Operation = {
  method: Method;
  /** Hono's path, as mounted (":name" parameters). */
  path: string;
  summary: string;
  /** The schema the route hands to readJson. */
  body?: v.GenericSchema;
  /** The route reads a JSON body with a schema of its own that src/api does not export yet. */
  privateBody?: true;
  /** The query string: a shared schema the route parses, or the parameters it reads one by one. */
  query?: v.GenericSchema;
  /** The answer's shape, where src/api has a schema for it. */
  response?: v.GenericSchema;
  /** Answered without a signed-in user (app.ts's public calls). */
  public?: true;
  /** Takes a file as multipart/form-data (field "file"). */
  upload?: true;
  /** What the summary cannot say: an upload, a websocket. */
  note?: string;
};

const op = (
  method: Method,
  path: string,
  summary: string,
  options: Omit<Operation, 'method' | 'path' | 'summary'> = {},
): Operation => ({ method, path, summary, ...options });

/** A query parameter that must name a record by id (uuidQuery in the route). */
const idQuery = (...names: string[]) =>
  v.object(Object.fromEntries(names.map((name) => [name, v.pipe(v.string(), v.uuid())])));

/** How many audit entries to answer (the route caps it). */
const limitQuery = v.object({ limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))) });

/** The AI host's websocket signs in through its query string (a browser cannot set headers). */
const chatQuery = v.object({
  auth_token: v.string(),
  customer_id: v.pipe(v.string(), v.uuid()),
  conversation_id: v.optional(v.pipe(v.string(), v.uuid())),
});

/** The named components of the document: each schema under the name it has in src/api. */
export const components: Record<string, v.GenericSchema> = {
  addClosingCommitmentSchema,
  allocationRuleGraphSchema,
  allocationsPlaygroundSchema,
  apiErrorSchema,
  assistantRequestSchema,
  calculationInputSchema,
  classChangeCreateSchema,
  classChangeInputSchema,
  classCodeOverridesSchema,
  closingAllocationRuleSchema,
  closingSecuritiesBulkSchema,
  columnSchema,
  commitmentProfileSchema,
  contactChangeSchema,
  contactRemovalSchema,
  createClosingSchema,
  createFundEntitySchema,
  createFundFamilySchema,
  createGlobalEntitySchema,
  createIntegrationSchema,
  createInvestorSchema,
  createInvestorTransferSchema,
  createTableViewSchema,
  emailSignInRequestSchema,
  enrollmentCodeRequestSchema,
  enrollmentKeyRequestSchema,
  entriesInputSchema,
  externalIdChangeSchema,
  externalIdRemovalSchema,
  feeCreateSchema,
  feeInputSchema,
  flowRequestSchema,
  fundDatesSchema,
  fundFamilyConfigSchema,
  globalEntityBulkSchema,
  investorBulkCreateSchema,
  investorClassBulkSchema,
  investorClassCreateSchema,
  investorClassInputSchema,
  investorEntityProfileSchema,
  investorEntityRelationshipSchema,
  investorTransfereesSchema,
  inviteUserSchema,
  loginCodeRequestSchema,
  magicLinkRequestSchema,
  mfaCodeRequestSchema,
  newPasswordSchema,
  passwordSignInSchema,
  pivotRequestSchema,
  reauthenticationRequestSchema,
  refreshRequestSchema,
  removeClosingCommitmentSchema,
  rowSchema,
  tableSchema,
  transactionCodeCreateSchema,
  transactionCodeUpdateSchema,
  updateBankAccountSchema,
  updateCustomerSettingsSchema,
  updateGlobalEntitySchema,
  updateIntegrationSchema,
  updateInvestorSchema,
  updateInvestorTransferSchema,
  updateOverrideAmountsSchema,
  updateTableViewSchema,
  updateTeamUserSchema,
  waterfallConfigurationSchema,
  webauthnResponseRequestSchema,
};

export const operations: Operation[] = [
  op('GET', '/api/frontend/bootstrap', 'Read frontend bootstrap', { public: true }),
  op('GET', '/api/frontend/ping', 'Read frontend ping', { public: true }),
  op('GET', '/api/version/', 'Read version', { public: true }),
  op('PUT', '/api/version/', 'Replace version', { privateBody: true }),
  op('POST', '/api/token/', 'Create token', { body: passwordSignInSchema, public: true }),
  op('POST', '/api/token/refresh/', 'Create token refresh', {
    body: refreshRequestSchema,
    public: true,
  }),
  op('POST', '/api/token/logout/', 'Create token logout'),
  op('GET', '/api/auth/config/', 'Read auth config', { public: true }),
  op('POST', '/api/auth/email/', 'Create auth email', {
    body: emailSignInRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/magic-link/', 'Create auth magic link', {
    body: magicLinkRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/code/', 'Create auth code', { body: loginCodeRequestSchema, public: true }),
  op('POST', '/api/auth/mfa/totp/', 'Create mfa totp', {
    body: mfaCodeRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/recovery/', 'Create mfa recovery', {
    body: mfaCodeRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/webauthn/options/', 'Create webauthn options', {
    body: flowRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/webauthn/', 'Create mfa webauthn', {
    body: webauthnResponseRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/setup/totp/', 'Create setup totp', {
    body: flowRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/setup/totp/verify/', 'Create totp verify', {
    body: mfaCodeRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/setup/webauthn/options/', 'Create webauthn options', {
    body: flowRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/setup/webauthn/', 'Create setup webauthn', {
    body: webauthnResponseRequestSchema,
    public: true,
  }),
  op('GET', '/api/auth/session/', 'Read auth session'),
  op('POST', '/api/auth/password/', 'Create auth password', { body: newPasswordSchema }),
  op('POST', '/api/auth/reauthenticate/', 'Create auth reauthenticate', {
    body: reauthenticationRequestSchema,
  }),
  op('POST', '/api/auth/factors/totp/', 'Create factors totp'),
  op('POST', '/api/auth/factors/totp/verify/', 'Create totp verify', {
    body: enrollmentCodeRequestSchema,
  }),
  op('POST', '/api/auth/factors/webauthn/options/', 'Create webauthn options'),
  op('POST', '/api/auth/factors/webauthn/', 'Create factors webauthn', {
    body: enrollmentKeyRequestSchema,
  }),
  op('DELETE', '/api/auth/factors/:type/:id/', 'Delete auth factors'),
  op('POST', '/api/auth/recovery-codes/', 'Create auth recovery codes'),
  op('GET', '/api/internal/mailbox/', 'Read internal mailbox'),
  op('GET', '/api/users/', 'Read users'),
  op('POST', '/api/users/', 'Create users', { body: inviteUserSchema }),
  op('GET', '/api/users/admin/', 'Read users admin'),
  op('PUT', '/api/users/admin/', 'Replace users admin', {
    body: updateTeamUserSchema,
    query: idQuery('user_id'),
  }),
  op('GET', '/api/users/admin/role-types/', 'Read admin role types'),
  op('GET', '/api/users/user/:id/', 'Read users user'),
  op('GET', '/api/users/me/', 'Read users me'),
  op('GET', '/api/users/me/customers', 'Read me customers'),
  op('GET', '/api/selected-customer/', 'Read selected customer'),
  op('GET', '/api/customer-settings/', 'Read customer settings'),
  op('PATCH', '/api/customer-settings/', 'Update customer settings', {
    body: updateCustomerSettingsSchema,
  }),
  op('GET', '/api/feature-flags/context/', 'Read feature flags context'),
  op('GET', '/api/feature-flags/:name/', 'Read feature flags'),
  op('GET', '/api/fund-family/', 'Read fund family'),
  op('POST', '/api/fund-family/', 'Create fund family', { body: createFundFamilySchema }),
  op('GET', '/api/fund-family/:fundFamilyId/', 'Read fund family'),
  op('GET', '/api/audit-log/', 'Read audit log', { query: limitQuery }),
  op('GET', '/api/fund-family-config/:fundFamilyId/', 'Read fund family config'),
  op('PUT', '/api/fund-family-config/:fundFamilyId/', 'Replace fund family config', {
    body: fundFamilyConfigSchema,
  }),
  op('PATCH', '/api/fund-family/:fundFamilyId/fundraise/', 'Update fund family fundraise', {
    privateBody: true,
  }),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/configuration/list',
    'Read configuration list',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/commitment-information/',
    'Read fund family commitment information',
  ),
  op('GET', '/api/dates/', 'Read dates', { query: idQuery('fund_family_id') }),
  op('POST', '/api/dates/', 'Create dates', { body: fundDatesSchema }),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/transactions/configuration/',
    'Create transactions configuration',
    { body: transactionCodeCreateSchema },
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/transactions/configuration/:codeId/',
    'Replace transactions configuration',
    { body: transactionCodeUpdateSchema },
  ),
  op('GET', '/api/fund-family/:fundFamilyId/fund-entities/', 'Read fund family fund entities'),
  op('POST', '/api/fund-family/:fundFamilyId/fund-entities/', 'Create fund family fund entities', {
    body: createFundEntitySchema,
  }),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/fund-entities/:fundEntityId/',
    'Replace fund family fund entities',
    { body: createFundEntitySchema },
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/fund-entities/:fundEntityId/gp-investor-entity/',
    "The investor entity through which the fund's GP entity holds the GP commitment (found or created once)",
  ),
  op('GET', '/api/investor/', 'Read investor'),
  op('POST', '/api/investor/', 'Create investor', { body: createInvestorSchema }),
  op('POST', '/api/investor/bulk-create/', 'Create investor bulk create', {
    body: investorBulkCreateSchema,
  }),
  op(
    'POST',
    '/api/investor/:investorId/investor-entity-relationships/',
    'Create investor investor entity relationships',
    { body: investorEntityRelationshipSchema },
  ),
  op(
    'DELETE',
    '/api/investor/:investorId/investor-entity-relationships/',
    'Delete investor investor entity relationships',
    { body: investorEntityRelationshipSchema },
  ),
  op('GET', '/api/investor/:investorId', 'Read investor'),
  op('PUT', '/api/investor/:investorId', 'Replace investor', { body: updateInvestorSchema }),
  op('DELETE', '/api/investor/:investorId', 'Delete investor'),
  op('GET', '/api/investor-entity/:investorEntityId/', 'Read investor entity'),
  op('PUT', '/api/investor-entity/:investorEntityId/', 'Replace investor entity', {
    body: investorEntityProfileSchema,
  }),
  op('GET', '/api/global-entity-table-data/', 'Read global entity table data', {
    response: tableSchema,
  }),
  op('GET', '/api/global-entity/', 'Read global entity'),
  op('POST', '/api/global-entity/', 'Create global entity', { body: createGlobalEntitySchema }),
  op('POST', '/api/global-entity/bulk', 'Create global entity bulk', {
    body: globalEntityBulkSchema,
  }),
  op('GET', '/api/global-entity/:entityId/', 'Read global entity'),
  op('PUT', '/api/global-entity/:entityId/', 'Replace global entity', {
    body: updateGlobalEntitySchema,
  }),
  op(
    'PATCH',
    '/api/global-entity/:entityId/bank-accounts/:bankAccountId/',
    'Update global entity bank accounts',
    { body: updateBankAccountSchema },
  ),
  op(
    'DELETE',
    '/api/global-entity/:entityId/bank-accounts/:bankAccountId/',
    'Delete global entity bank accounts',
  ),
  op('PATCH', '/api/global-entity/:entityId/contacts/:index/', 'Update global entity contacts', {
    body: contactChangeSchema,
  }),
  op('DELETE', '/api/global-entity/:entityId/contacts/:index/', 'Delete global entity contacts', {
    body: contactRemovalSchema,
  }),
  op(
    'PATCH',
    '/api/global-entity/:entityId/external-ids/:index/',
    'Update global entity external ids',
    { body: externalIdChangeSchema },
  ),
  op(
    'DELETE',
    '/api/global-entity/:entityId/external-ids/:index/',
    'Delete global entity external ids',
    { body: externalIdRemovalSchema },
  ),
  op('GET', '/api/investor/:investorId/performance/', 'Read investor performance'),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/investor-entities/:investorEntityId/performance/',
    'Read investor entities performance',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/investor-entities/:investorEntityId/activity-table-data/',
    'Read investor entities activity table data',
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/commitment-stats/',
    'Read fund family commitment stats',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/figure-ledger-rows/',
    'Read fund family figure ledger rows',
    { query: figureLedgerRowsQuerySchema },
  ),
  op('GET', '/api/commitment-information/:commitmentId/', 'Read commitment information'),
  op('PUT', '/api/commitment-information/:commitmentId/', 'Replace commitment information', {
    body: commitmentProfileSchema,
  }),
  op(
    'GET',
    '/api/commitment-information/:commitmentId/activity-table-data/',
    'Read commitment information activity table data',
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/commitment-information/:commitmentId/waterfall/',
    'Read commitment information waterfall',
    { query: commitmentWaterfallQuerySchema },
  ),
  op('GET', '/api/fees-and-carry/', 'Read fees and carry', { query: idQuery('commitment_id') }),
  op('GET', '/api/commitment-stats/', 'Read commitment stats', { query: idQuery('commitment_id') }),
  op('GET', '/api/investor-transfer-table-data/', 'Read investor transfer table data', {
    response: tableSchema,
    query: idQuery('fund_family_id'),
  }),
  op('POST', '/api/investor-transfer/', 'Create investor transfer', {
    body: createInvestorTransferSchema,
  }),
  op('GET', '/api/investor-transfer/:investorTransferId/', 'Read investor transfer'),
  op('PUT', '/api/investor-transfer/:investorTransferId/', 'Replace investor transfer', {
    body: updateInvestorTransferSchema,
  }),
  op(
    'PUT',
    '/api/investor-transfer/:investorTransferId/transferees/',
    'Replace investor transfer transferees',
    { body: investorTransfereesSchema },
  ),
  op('PATCH', '/api/investor-transfer/:investorTransferId/:action/', 'Update investor transfer'),
  op(
    'GET',
    '/api/investor-transfer/:investorTransferId/documents/',
    'Read investor transfer documents',
  ),
  op(
    'POST',
    '/api/investor-transfer/:investorTransferId/documents/',
    'Create investor transfer documents',
    { upload: true, note: 'A multipart/form-data upload: the document file and its fields.' },
  ),
  op(
    'GET',
    '/api/investor-transfer/:investorTransferId/documents/:documentId/',
    'Read investor transfer documents',
  ),
  op(
    'DELETE',
    '/api/investor-transfer/:investorTransferId/documents/:documentId/',
    'Delete investor transfer documents',
  ),
  op(
    'PUT',
    '/api/closing/:closingId/update-override-amounts/',
    'Replace closing update override amounts',
    { body: updateOverrideAmountsSchema },
  ),
  op('POST', '/api/closing/:closingId/securities/', 'Create closing securities', {
    body: addClosingCommitmentSchema,
  }),
  op('POST', '/api/closing/:closingId/securities/bulk', 'Create securities bulk', {
    body: closingSecuritiesBulkSchema,
  }),
  op('GET', '/api/closing/', 'Read closing', { query: idQuery('fund_family_id') }),
  op('POST', '/api/closing/', 'Create closing', { body: createClosingSchema }),
  op('GET', '/api/closing/:closingId/', 'Read closing'),
  op('GET', '/api/closing/:closingId/order-of-operations/', 'Read closing order of operations'),
  op('GET', '/api/closing/:closingId/stats/', 'Read closing stats'),
  op('GET', '/api/closing/:closingId/stats-v2/', 'Read closing stats v2'),
  op('PUT', '/api/closing/:closingId/add-security/', 'Replace closing add security', {
    body: addClosingCommitmentSchema,
  }),
  op('PUT', '/api/closing/:closingId/remove-security/', 'Replace closing remove security', {
    body: removeClosingCommitmentSchema,
  }),
  op('PATCH', '/api/closing/:closingId/:action/', 'Update closing'),
  op('DELETE', '/api/closing/:closingId/', 'Delete closing'),
  op('GET', '/api/closing/:closingId/allocation-rule/', 'Read closing allocation rule'),
  op('PUT', '/api/closing/:closingId/allocation-rule/', 'Replace closing allocation rule', {
    body: closingAllocationRuleSchema,
  }),
  op(
    'GET',
    '/api/closing/:closingId/non-capital-equalization/',
    'Read closing non capital equalization',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/',
    'Read fund family allocation rule graphs',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/',
    'Create fund family allocation rule graphs',
    { body: allocationRuleGraphSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/:graphId/',
    'Read fund family allocation rule graphs',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/:graphId/preview-edit/',
    'Create allocation rule graphs preview edit',
    { body: allocationRuleGraphSchema },
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/:graphId/',
    'Replace fund family allocation rule graphs',
    { body: allocationRuleGraphSchema },
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/allocations-playground/',
    'Create fund family allocations playground',
    { body: allocationsPlaygroundSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/calculations/',
    'Read transactions calculations',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/transactions/calculations/',
    'Create transactions calculations',
    { body: calculationInputSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/calculations/:transactionCalculationId/',
    'Read transactions calculations',
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/transactions/calculations/:transactionCalculationId/',
    'Replace transactions calculations',
    { body: calculationInputSchema },
  ),
  op(
    'DELETE',
    '/api/fund-family/:fundFamilyId/transactions/calculations/:transactionCalculationId/',
    'Delete transactions calculations',
  ),
  op('GET', '/api/fund-family/:fundFamilyId/calculations/mxl/', 'Read calculations mxl'),
  op('POST', '/api/fund-family/:fundFamilyId/calculations/mxl/', 'Create calculations mxl', {
    body: calculationInputSchema,
  }),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/calculations/mxl/:calculationId/',
    'Read calculations mxl',
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/calculations/mxl/:calculationId/',
    'Replace calculations mxl',
    { body: calculationInputSchema },
  ),
  op(
    'DELETE',
    '/api/fund-family/:fundFamilyId/calculations/mxl/:calculationId/',
    'Delete calculations mxl',
  ),
  op('GET', '/api/fund-family/:fundFamilyId/calculations/', 'Read fund family calculations'),
  op('GET', '/api/fund-family/:fundFamilyId/calculations/all', 'Read calculations all'),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/calculations-and-fees/',
    'Read transactions calculations and fees',
  ),
  op('GET', '/api/calculations/completed-mxl-exists/', 'Read calculations completed mxl exists', {
    query: idQuery('fund_family_id'),
  }),
  op('GET', '/api/fee-information/', 'Read fee information', { query: idQuery('fund_family_id') }),
  op('GET', '/api/fee-information/:feeId/', 'Read fee information'),
  op('POST', '/api/fee-information/', 'Create fee information', { body: feeCreateSchema }),
  op('PUT', '/api/fee-information/:feeId/', 'Replace fee information', { body: feeInputSchema }),
  op('DELETE', '/api/fee-information/:feeId/', 'Delete fee information'),
  op('GET', '/api/waterfall/configuration/', 'Read waterfall configuration', {
    query: idQuery('fund_family_id'),
  }),
  op('POST', '/api/waterfall/configuration/', 'Create waterfall configuration', {
    body: waterfallConfigurationSchema,
  }),
  op('GET', '/api/waterfall/is-hybrid/', 'Read waterfall is hybrid', {
    query: idQuery('fund_family_id'),
  }),
  op('GET', '/api/waterfall/config-table/', 'Read waterfall config table', {
    query: idQuery('fund_family_id'),
  }),
  op('GET', '/api/investor-class/', 'Read investor class', { query: idQuery('fund_family_id') }),
  op('POST', '/api/investor-class/', 'Create investor class', { body: investorClassCreateSchema }),
  op('POST', '/api/investor-class/bulk/', 'Create investor class bulk', {
    body: investorClassBulkSchema,
  }),
  op('GET', '/api/investor-class/:investorClassId/', 'Read investor class'),
  op('PUT', '/api/investor-class/:investorClassId/', 'Replace investor class', {
    body: investorClassInputSchema,
  }),
  op('DELETE', '/api/investor-class/:investorClassId/', 'Delete investor class'),
  op('GET', '/api/investor-class-information/', 'Read investor class information', {
    query: idQuery('fund_family_id'),
  }),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/configuration/with-overrides/',
    'Read configuration with overrides',
    { query: idQuery('investor_class_id') },
  ),
  op(
    'PUT',
    '/api/investor-class/:investorClassId/transaction-codes/',
    'Replace investor class transaction codes',
    { body: classCodeOverridesSchema },
  ),
  op('GET', '/api/fee-basis/:feeBasisId/', 'Read fee basis', {
    query: v.object({ as_of: v.optional(isoDateSchema) }),
  }),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/change-commitment-class/',
    'Create fund family change commitment class',
    { body: classChangeCreateSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/historical/',
    'Read change commitment class historical',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/',
    'Read fund family change commitment class',
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/',
    'Replace fund family change commitment class',
    { body: classChangeInputSchema },
  ),
  op(
    'DELETE',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/',
    'Delete fund family change commitment class',
  ),
  op(
    'PATCH',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/finalize/',
    'Update change commitment class finalize',
  ),
  op('GET', '/api/general-ledger/integrations/', 'Read general ledger integrations'),
  op('POST', '/api/general-ledger/integrations/', 'Create general ledger integrations', {
    body: createIntegrationSchema,
  }),
  op('GET', '/api/general-ledger/integrations/:integrationId/', 'Read general ledger integrations'),
  op(
    'PUT',
    '/api/general-ledger/integrations/:integrationId/',
    'Replace general ledger integrations',
    { body: updateIntegrationSchema },
  ),
  op(
    'DELETE',
    '/api/general-ledger/integrations/:integrationId/',
    'Delete general ledger integrations',
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/options/',
    'Read integrations options',
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/entries-table-data/',
    'Read integrations entries table data',
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/investment-cashflow-table-data/',
    'Read integrations investment cashflow table data',
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/import-events/',
    'Read integrations import events',
  ),
  op(
    'POST',
    '/api/general-ledger/integrations/:integrationId/import-events/',
    'Create integrations import events',
    {
      body: entriesInputSchema,
      upload: true,
      note: 'The general ledger CSV as a multipart/form-data upload (field file), or the entries as JSON.',
    },
  ),
  op(
    'GET',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/',
    'Read integrations import events',
  ),
  op(
    'PUT',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/entries/',
    'Replace import events entries',
    { body: entriesInputSchema },
  ),
  op(
    'POST',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/post/',
    'Create import events post',
  ),
  op(
    'POST',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/rollback/',
    'Create import events rollback',
  ),
  op(
    'DELETE',
    '/api/general-ledger/integrations/:integrationId/import-events/:importEventId/',
    'Delete integrations import events',
  ),
  op('GET', '/api/table-views', 'Read table views'),
  op('POST', '/api/table-views', 'Create table views', { body: createTableViewSchema }),
  op('GET', '/api/table-views/:viewId', 'Read table views'),
  op('PUT', '/api/table-views/:viewId', 'Replace table views', { body: updateTableViewSchema }),
  op('POST', '/api/table-views/:viewId', 'Create table views'),
  op('DELETE', '/api/table-views/:viewId', 'Delete table views'),
  op('GET', '/api/transactions/pivot', 'Read transactions pivot'),
  op('POST', '/api/transactions/pivot', 'Create transactions pivot', { body: pivotRequestSchema }),
  op('GET', '/api/fund-family-table-data/', 'Read fund family table data', {
    response: tableSchema,
  }),
  op('GET', '/api/audit-log-table-data/', 'Read audit log table data', {
    response: tableSchema,
    query: limitQuery,
  }),
  op('GET', '/api/investor-table-data', 'Read investor table data', { response: tableSchema }),
  op('GET', '/api/investor/:investorId/activity-table-data/', 'Read investor activity table data', {
    response: tableSchema,
  }),
  op('GET', '/api/commitment-information-table-data/', 'Read commitment information table data', {
    response: tableSchema,
    query: v.partial(idQuery('fund_family_id', 'investor_id', 'investor_entity_id')),
  }),
  op('GET', '/api/closing-table-data/', 'Read closing table data', {
    response: tableSchema,
    query: idQuery('fund_family_id'),
  }),
  op('POST', '/api/internal/test-data/ledger', 'Create test data ledger', { privateBody: true }),
  op('GET', '/api/models', 'Read models'),
  op('GET', '/api/fund-family/:fundFamilyId/agent', 'Read fund family agent'),
  op('POST', '/api/fund-family/:fundFamilyId/agent', 'Create fund family agent', {
    body: assistantRequestSchema,
  }),
  op('GET', '/ai/chat/conversations/', 'Read chat conversations'),
  op('GET', '/ai/chat/', 'Read ai chat', {
    public: true,
    query: chatQuery,
    note: 'A websocket (spec §7 AI host): it signs in with the auth_token query parameter, not the Authorization header.',
  }),
  op('GET', '/api/openapi.json', 'This document: the API as OpenAPI 3.1', { public: true }),
  op('GET', '/api/docs', 'The API reference page (HTML)', { public: true }),
  op('GET', '/api/docs/rapidoc-min.js', "The reference page's script", { public: true }),
];
