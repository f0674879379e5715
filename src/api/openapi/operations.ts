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
import {
  calculationContexts,
  calculationInputSchema,
  calculationPageCategories,
} from '../calculations';
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

/** A calculations list's filters; contexts_to_exclude may repeat or be comma-separated. */
const calculationsQuery = v.object({
  category: v.optional(v.picklist(calculationPageCategories)),
  context: v.optional(v.picklist(calculationContexts)),
  contexts_to_exclude: v.optional(v.string()),
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
  op(
    'GET',
    '/api/frontend/bootstrap',
    'The environment and subdomain base the front end starts with',
    { public: true },
  ),
  op('GET', '/api/frontend/ping', 'Is the server up', { public: true }),
  op('GET', '/api/version/', 'Is the app in maintenance mode', { public: true }),
  op('PUT', '/api/version/', 'Turn maintenance mode on or off', { privateBody: true }),
  op('POST', '/api/token/', 'Sign in with email and password', {
    body: passwordSignInSchema,
    public: true,
  }),
  op('POST', '/api/token/refresh/', 'A new access token from the refresh token', {
    body: refreshRequestSchema,
    public: true,
  }),
  op('POST', '/api/token/logout/', 'Sign out: end this session'),
  op('GET', '/api/auth/config/', 'Which sign-in methods are offered', { public: true }),
  op('POST', '/api/auth/email/', 'Send a sign-in link or code by email', {
    body: emailSignInRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/magic-link/', "Sign in with an emailed link's token", {
    body: magicLinkRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/code/', 'Sign in with an emailed code', {
    body: loginCodeRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/totp/', 'Second factor: an authenticator code', {
    body: mfaCodeRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/recovery/', 'Second factor: a recovery code', {
    body: mfaCodeRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/webauthn/options/', "Second factor: a security key's challenge", {
    body: flowRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/webauthn/', "Second factor: a security key's answer", {
    body: webauthnResponseRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/setup/totp/', "Required setup: an authenticator's secret", {
    body: flowRequestSchema,
    public: true,
  }),
  op(
    'POST',
    '/api/auth/mfa/setup/totp/verify/',
    'Required setup: confirm the authenticator with a code',
    {
      body: mfaCodeRequestSchema,
      public: true,
    },
  ),
  op(
    'POST',
    '/api/auth/mfa/setup/webauthn/options/',
    "Required setup: a security key's registration challenge",
    {
      body: flowRequestSchema,
      public: true,
    },
  ),
  op('POST', '/api/auth/mfa/setup/webauthn/', 'Required setup: register the security key', {
    body: webauthnResponseRequestSchema,
    public: true,
  }),
  op('GET', '/api/auth/session/', "The signed-in user's session and factors"),
  op('POST', '/api/auth/password/', 'Change the password', { body: newPasswordSchema }),
  op('POST', '/api/auth/reauthenticate/', 'Confirm the password before a sensitive change', {
    body: reauthenticationRequestSchema,
  }),
  op('POST', '/api/auth/factors/totp/', 'Add an authenticator: its secret'),
  op('POST', '/api/auth/factors/totp/verify/', 'Add an authenticator: confirm with a code', {
    body: enrollmentCodeRequestSchema,
  }),
  op(
    'POST',
    '/api/auth/factors/webauthn/options/',
    'Add a security key: the registration challenge',
  ),
  op('POST', '/api/auth/factors/webauthn/', 'Add a security key: register it', {
    body: enrollmentKeyRequestSchema,
  }),
  op('DELETE', '/api/auth/factors/:type/:id/', 'Remove a second factor'),
  op('POST', '/api/auth/recovery-codes/', 'New recovery codes (the old ones stop working)'),
  op('GET', '/api/internal/mailbox/', 'Mail the app has sent (test environments only)'),
  op('GET', '/api/users/', 'Users of the customer'),
  op('POST', '/api/users/', 'Invite a user', { body: inviteUserSchema }),
  op('GET', '/api/users/admin/', 'Team users with their roles'),
  op('PUT', '/api/users/admin/', "Change a team user's roles (user_id)", {
    body: updateTeamUserSchema,
    query: idQuery('user_id'),
  }),
  op('GET', '/api/users/admin/role-types/', 'Roles the signed-in admin may give'),
  op('GET', '/api/users/user/:id/', 'One team user'),
  op('GET', '/api/users/me/', 'The signed-in user'),
  op('GET', '/api/users/me/customers', 'Customers the signed-in user may act for'),
  op('GET', '/api/selected-customer/', 'The customer this request acts for'),
  op('GET', '/api/customer-settings/', "The customer's settings"),
  op('PATCH', '/api/customer-settings/', "Change the customer's settings", {
    body: updateCustomerSettingsSchema,
  }),
  op('GET', '/api/feature-flags/context/', 'Feature flags in force for this user and customer'),
  op('GET', '/api/feature-flags/:name/', 'One feature flag'),
  op('GET', '/api/fund-family/', 'Fund families'),
  op('POST', '/api/fund-family/', 'Create a fund family', { body: createFundFamilySchema }),
  op('GET', '/api/fund-family/:fundFamilyId/', 'One fund family'),
  op('GET', '/api/audit-log/', 'Audit log entries', { query: limitQuery }),
  op('GET', '/api/fund-family-config/:fundFamilyId/', "A fund family's configuration"),
  op('PUT', '/api/fund-family-config/:fundFamilyId/', "Save a fund family's configuration", {
    body: fundFamilyConfigSchema,
  }),
  op(
    'PATCH',
    '/api/fund-family/:fundFamilyId/fundraise/',
    'Start the fundraise (first closing date)',
    {
      privateBody: true,
    },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/configuration/list',
    'Transaction codes of the fund family',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/commitment-information/',
    'Commitments of the fund family with their figures',
  ),
  op('GET', '/api/dates/', 'Fund dates (fund_family_id)', { query: idQuery('fund_family_id') }),
  op('POST', '/api/dates/', 'Save fund dates', { body: fundDatesSchema }),
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
  op('GET', '/api/fund-family/:fundFamilyId/fund-entities/', 'Fund entities of the fund family'),
  op('POST', '/api/fund-family/:fundFamilyId/fund-entities/', 'Create a fund entity', {
    body: createFundEntitySchema,
  }),
  op('PUT', '/api/fund-family/:fundFamilyId/fund-entities/:fundEntityId/', 'Change a fund entity', {
    body: createFundEntitySchema,
  }),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/fund-entities/:fundEntityId/gp-investor-entity/',
    "The investor entity through which the fund's GP entity holds the GP commitment (found or created once)",
  ),
  op('GET', '/api/investor/', 'Investors'),
  op('POST', '/api/investor/', 'Create an investor', { body: createInvestorSchema }),
  op('POST', '/api/investor/bulk-create/', 'Create investors from pasted or uploaded rows', {
    body: investorBulkCreateSchema,
  }),
  op(
    'POST',
    '/api/investor/:investorId/investor-entity-relationships/',
    'Link an investor entity to the investor',
    { body: investorEntityRelationshipSchema },
  ),
  op(
    'DELETE',
    '/api/investor/:investorId/investor-entity-relationships/',
    'Unlink an investor entity from the investor',
    { body: investorEntityRelationshipSchema },
  ),
  op('GET', '/api/investor/:investorId', 'One investor'),
  op('PUT', '/api/investor/:investorId', 'Change an investor', { body: updateInvestorSchema }),
  op('DELETE', '/api/investor/:investorId', 'Delete an investor'),
  op('GET', '/api/investor-entity/:investorEntityId/', 'One investor entity'),
  op('PUT', '/api/investor-entity/:investorEntityId/', "Change an investor entity's profile", {
    body: investorEntityProfileSchema,
  }),
  op('GET', '/api/global-entity-table-data/', 'Global entities as a table', {
    response: tableSchema,
  }),
  op('GET', '/api/global-entity/', 'Global entities'),
  op('POST', '/api/global-entity/', 'Create a global entity', { body: createGlobalEntitySchema }),
  op('POST', '/api/global-entity/bulk', 'Create global entities from pasted or uploaded rows', {
    body: globalEntityBulkSchema,
  }),
  op('GET', '/api/global-entity/:entityId/', 'One entity with its details'),
  op('PUT', '/api/global-entity/:entityId/', 'Change an entity', {
    body: updateGlobalEntitySchema,
  }),
  op(
    'PATCH',
    '/api/global-entity/:entityId/bank-accounts/:bankAccountId/',
    "Change an entity's bank account",
    { body: updateBankAccountSchema },
  ),
  op(
    'DELETE',
    '/api/global-entity/:entityId/bank-accounts/:bankAccountId/',
    "Remove an entity's bank account",
  ),
  op('PATCH', '/api/global-entity/:entityId/contacts/:index/', "Change an entity's contact", {
    body: contactChangeSchema,
  }),
  op('DELETE', '/api/global-entity/:entityId/contacts/:index/', "Remove an entity's contact", {
    body: contactRemovalSchema,
  }),
  op(
    'PATCH',
    '/api/global-entity/:entityId/external-ids/:index/',
    "Change an entity's external id",
    { body: externalIdChangeSchema },
  ),
  op(
    'DELETE',
    '/api/global-entity/:entityId/external-ids/:index/',
    "Remove an entity's external id",
    { body: externalIdRemovalSchema },
  ),
  op('GET', '/api/investor/:investorId/performance/', "An investor's performance"),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/investor-entities/:investorEntityId/performance/',
    "An investor entity's performance in the fund family",
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/investor-entities/:investorEntityId/activity-table-data/',
    "An investor entity's ledger activity in the fund family, as a table",
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/commitment-stats/',
    "The fund family's commitment figures",
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/figure-ledger-rows/',
    'The ledger rows behind one figure',
    { query: figureLedgerRowsQuerySchema },
  ),
  op('GET', '/api/commitment-information/:commitmentId/', 'One commitment with its figures'),
  op('PUT', '/api/commitment-information/:commitmentId/', 'Change a commitment', {
    body: commitmentProfileSchema,
  }),
  op(
    'GET',
    '/api/commitment-information/:commitmentId/activity-table-data/',
    "A commitment's ledger activity as a table",
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/commitment-information/:commitmentId/waterfall/',
    "A commitment's hypothetical liquidation through the waterfall",
    { query: commitmentWaterfallQuerySchema },
  ),
  op('GET', '/api/fees-and-carry/', "A commitment's fees and carry (commitment_id)", {
    query: idQuery('commitment_id'),
  }),
  op('GET', '/api/commitment-stats/', "One commitment's figures (commitment_id)", {
    query: idQuery('commitment_id'),
  }),
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
  op('PUT', '/api/closing/:closingId/update-override-amounts/', "Override a closing's amounts", {
    body: updateOverrideAmountsSchema,
  }),
  op('POST', '/api/closing/:closingId/securities/', 'Add a security to a closing', {
    body: addClosingCommitmentSchema,
  }),
  op('POST', '/api/closing/:closingId/securities/bulk', 'Add securities to a closing from rows', {
    body: closingSecuritiesBulkSchema,
  }),
  op('GET', '/api/closing/', 'Closings (fund_family_id)', { query: idQuery('fund_family_id') }),
  op('POST', '/api/closing/', 'Create a closing', { body: createClosingSchema }),
  op('GET', '/api/closing/:closingId/', 'One closing'),
  op('GET', '/api/closing/:closingId/order-of-operations/', "A closing's order of operations"),
  op('GET', '/api/closing/:closingId/stats/', "A closing's figures"),
  op('GET', '/api/closing/:closingId/stats-v2/', "A closing's figures, per class too"),
  op('PUT', '/api/closing/:closingId/add-security/', 'Add a commitment to a closing', {
    body: addClosingCommitmentSchema,
  }),
  op('PUT', '/api/closing/:closingId/remove-security/', 'Remove a commitment from a closing', {
    body: removeClosingCommitmentSchema,
  }),
  op('PATCH', '/api/closing/:closingId/:action/', 'Move a closing on (its workflow actions)'),
  op('DELETE', '/api/closing/:closingId/', 'Delete a draft closing'),
  op('GET', '/api/closing/:closingId/allocation-rule/', "A closing's allocation rule"),
  op('PUT', '/api/closing/:closingId/allocation-rule/', "Set a closing's allocation rule", {
    body: closingAllocationRuleSchema,
  }),
  op(
    'GET',
    '/api/closing/:closingId/non-capital-equalization/',
    "A closing's non-capital equalization",
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/',
    'Allocation rule graphs of the fund family',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/',
    'Create an allocation rule graph',
    { body: allocationRuleGraphSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/:graphId/',
    'One allocation rule graph',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/:graphId/preview-edit/',
    'Preview an edit to an allocation rule graph',
    { body: allocationRuleGraphSchema },
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/:graphId/',
    'Change an allocation rule graph',
    { body: allocationRuleGraphSchema },
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/allocations-playground/',
    'Try an allocation rule on sample amounts',
    { body: allocationsPlaygroundSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/calculations/',
    'Transaction calculations of the fund family',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/transactions/calculations/',
    'Create a transaction calculation',
    { body: calculationInputSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/calculations/:transactionCalculationId/',
    'One transaction calculation',
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/transactions/calculations/:transactionCalculationId/',
    'Change a transaction calculation',
    { body: calculationInputSchema },
  ),
  op(
    'DELETE',
    '/api/fund-family/:fundFamilyId/transactions/calculations/:transactionCalculationId/',
    'Delete a transaction calculation',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/calculations/mxl/',
    'MXL calculations of the fund family',
  ),
  op('POST', '/api/fund-family/:fundFamilyId/calculations/mxl/', 'Create an MXL calculation', {
    body: calculationInputSchema,
  }),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/calculations/mxl/:calculationId/',
    'One MXL calculation',
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/calculations/mxl/:calculationId/',
    'Change an MXL calculation',
    { body: calculationInputSchema, query: v.object({ unsafe: v.optional(v.picklist(['true'])) }) },
  ),
  op(
    'DELETE',
    '/api/fund-family/:fundFamilyId/calculations/mxl/:calculationId/',
    'Delete an MXL calculation',
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/calculations/',
    'Calculations of the fund family (category, context)',
    { query: calculationsQuery },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/calculations/all',
    'Every calculation of the fund family',
    { query: calculationsQuery },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/calculations-and-fees/',
    'Calculations and fees of the fund family together',
  ),
  op(
    'GET',
    '/api/calculations/completed-mxl-exists/',
    'Has the fund family a completed MXL calculation',
    {
      query: idQuery('fund_family_id'),
    },
  ),
  op('GET', '/api/fee-information/', 'Fees (fund_family_id)', { query: idQuery('fund_family_id') }),
  op('GET', '/api/fee-information/:feeId/', 'One fee'),
  op('POST', '/api/fee-information/', 'Create a fee', { body: feeCreateSchema }),
  op('PUT', '/api/fee-information/:feeId/', 'Change a fee', { body: feeInputSchema }),
  op('DELETE', '/api/fee-information/:feeId/', 'Delete a fee'),
  op('GET', '/api/waterfall/configuration/', "The fund family's waterfall (fund_family_id)", {
    query: idQuery('fund_family_id'),
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
  op('GET', '/api/investor-class/', 'Investor classes (fund_family_id)', {
    query: idQuery('fund_family_id'),
  }),
  op('POST', '/api/investor-class/', 'Create an investor class', {
    body: investorClassCreateSchema,
  }),
  op('POST', '/api/investor-class/bulk/', 'Create investor classes from rows', {
    body: investorClassBulkSchema,
  }),
  op('GET', '/api/investor-class/:investorClassId/', 'One investor class'),
  op('PUT', '/api/investor-class/:investorClassId/', 'Change an investor class', {
    body: investorClassInputSchema,
  }),
  op('DELETE', '/api/investor-class/:investorClassId/', 'Delete an investor class'),
  op(
    'GET',
    '/api/investor-class-information/',
    'Investor classes with their commitments (fund_family_id)',
    {
      query: idQuery('fund_family_id'),
    },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/transactions/configuration/with-overrides/',
    "Transaction codes with an investor class's overrides",
    { query: idQuery('investor_class_id') },
  ),
  op(
    'PUT',
    '/api/investor-class/:investorClassId/transaction-codes/',
    "Set an investor class's transaction code overrides",
    { body: classCodeOverridesSchema },
  ),
  op('GET', '/api/fee-basis/:feeBasisId/', "A fee's basis on a date (as_of)", {
    query: v.object({ as_of: v.optional(isoDateSchema) }),
  }),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/change-commitment-class/',
    "Start a change of a commitment's class",
    { body: classChangeCreateSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/historical/',
    "A commitment's past class changes",
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/',
    'One class change',
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/',
    'Change a class change',
    { body: classChangeInputSchema },
  ),
  op(
    'DELETE',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/',
    'Delete a class change',
  ),
  op(
    'PATCH',
    '/api/fund-family/:fundFamilyId/change-commitment-class/:commitmentId/:fundFamilyEventId/finalize/',
    'Finalize a class change',
  ),
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
  op('GET', '/api/table-views', 'Saved table views'),
  op('POST', '/api/table-views', 'Save a table view', { body: createTableViewSchema }),
  op('GET', '/api/table-views/:viewId', 'One saved table view'),
  op('PUT', '/api/table-views/:viewId', 'Change a saved table view', {
    body: updateTableViewSchema,
  }),
  op('POST', '/api/table-views/:viewId', 'Favourite or unfavourite a saved table view'),
  op('DELETE', '/api/table-views/:viewId', 'Delete a saved table view'),
  op('GET', '/api/transactions/pivot', 'Pivot the ledger (the request in the query string)'),
  op('POST', '/api/transactions/pivot', 'Pivot the ledger', { body: pivotRequestSchema }),
  op('GET', '/api/fund-family-table-data/', 'Fund families as a table', {
    response: tableSchema,
  }),
  op('GET', '/api/audit-log-table-data/', 'The audit log as a table', {
    response: tableSchema,
    query: limitQuery,
  }),
  op(
    'GET',
    '/api/investor-table-data',
    'Investors as a table, with their commitments from the ledger',
    { response: tableSchema },
  ),
  op(
    'GET',
    '/api/investor/:investorId/activity-table-data/',
    "An investor's ledger activity as a table",
    {
      response: tableSchema,
    },
  ),
  op('GET', '/api/commitment-information-table-data/', 'Commitments as a table', {
    response: tableSchema,
    query: v.partial(idQuery('fund_family_id', 'investor_id', 'investor_entity_id')),
  }),
  op('GET', '/api/closing-table-data/', 'Closings as a table (fund_family_id)', {
    response: tableSchema,
    query: idQuery('fund_family_id'),
  }),
  op('POST', '/api/internal/test-data/ledger', 'Load a synthetic ledger (test environments only)', {
    privateBody: true,
  }),
  op('GET', '/api/models', "The assistant's models"),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/agent',
    'Example questions for the assistant in the fund family',
  ),
  op('POST', '/api/fund-family/:fundFamilyId/agent', 'Ask the assistant', {
    body: assistantRequestSchema,
  }),
  op('GET', '/ai/chat/conversations/', "The signed-in user's assistant conversations"),
  op('GET', '/ai/chat/', "The assistant's chat (websocket)", {
    public: true,
    query: chatQuery,
    note: 'A websocket (spec §7 AI host): it signs in with the auth_token query parameter, not the Authorization header.',
  }),
  op('GET', '/api/openapi.json', 'This document: the API as OpenAPI 3.1', { public: true }),
  op('GET', '/api/docs', 'The API reference page (HTML)', { public: true }),
  op('GET', '/api/docs/rapidoc-min.js', "The reference page's script", { public: true }),
];
