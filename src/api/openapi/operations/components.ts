import type * as v from 'valibot';
import {
  allocationRuleGraphSchema,
  allocationsPlaygroundSchema,
  closingAllocationRuleSchema,
} from '../../allocation-rules';
import { assistantRequestSchema } from '../../assistant';
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
} from '../../auth';
import { calculationInputSchema } from '../../calculations';
import { capitalCallInputSchema } from '../../capital-call';
import { specialContributionInputSchema } from '../../capital-call-special-contribution';
import {
  capitalCallReallocationCreateSchema,
  capitalCallReallocationUpdateSchema,
} from '../../capital-call-reallocation';
import { subEventInputSchema } from '../../capital-activity-sub-events';
import { updateOverrideAmountsSchema } from '../../closing-overrides';
import { closingSecuritiesBulkSchema } from '../../closing-securities';
import { classChangeCreateSchema, classChangeInputSchema } from '../../commitment-class-change';
import { commitmentProfileSchema } from '../../commitment-detail';
import { commitmentFeeOverrideSchema } from '../../commitment-fee-override';
import { updateCustomerSettingsSchema } from '../../customer-settings';
import { distributionInputSchema } from '../../distribution';
import { tierPlaygroundInputSchema } from '../../waterfall-tier-audit';
import {
  contactChangeSchema,
  contactRemovalSchema,
  externalIdChangeSchema,
  externalIdRemovalSchema,
  updateBankAccountSchema,
} from '../../entity-details';
import { feeCreateSchema, feeInputSchema } from '../../fees';
import { fundDatesSchema } from '../../fund-dates';
import { versionUpdateSchema } from '../../frontend';
import { createFundFamilySchema, fundraiseSchema } from '../../fund-family';
import {
  addClosingCommitmentSchema,
  createClosingSchema,
  createFundEntitySchema,
  createInvestorSchema,
  fundFamilyConfigSchema,
  removeClosingCommitmentSchema,
} from '../../fund-structure';
import {
  createIntegrationSchema,
  entriesInputSchema,
  updateIntegrationSchema,
} from '../../general-ledger';
import {
  createGlobalEntitySchema,
  globalEntityBulkSchema,
  updateGlobalEntitySchema,
} from '../../global-entities';
import { classCodeOverridesSchema } from '../../investor-class-codes';
import {
  investorClassBulkSchema,
  investorClassCreateSchema,
  investorClassInputSchema,
} from '../../investor-classes';
import {
  createInvestorTransferSchema,
  investorTransfereesSchema,
  updateInvestorTransferSchema,
} from '../../investor-transfers';
import {
  investorBulkCreateSchema,
  investorEntityProfileSchema,
  investorEntityRelationshipSchema,
  updateInvestorSchema,
} from '../../investors';
import { newPasswordSchema } from '../../password-rules';
import { pivotRequestSchema } from '../../pivot';
import { columnSchema, rowSchema, tableSchema } from '../../table-data';
import { createTableViewSchema, updateTableViewSchema } from '../../table-views';
import { ledgerTestDataSchema } from '../../test-data';
import { transactionCodeCreateSchema, transactionCodeUpdateSchema } from '../../transaction-codes';
import { inviteUserSchema, updateTeamUserSchema } from '../../users';
import { waterfallConfigurationSchema } from '../../waterfall';
import { waterfallRunRequestSchema } from '../../waterfall-run';
import { apiErrorSchema } from '../../api-error';
import { createDocumentSchema, uploadConfigurationsSchema } from '../../documents';
import { feeChargeEventCreateSchema, feeChargeEventInputsSchema } from '../../fee-charge-event';
import { feeCallInputSchema } from '../../fee-call';
import { feeLateAdjustmentInputsSchema } from '../../fee-late-adjustment';
import {
  cancelCorrectPreviewRequestSchema,
  cancelCorrectRequestSchema,
} from '../../cancel-correct';
import {
  eventRefreshPreviewRequestSchema,
  eventRefreshRequestSchema,
  rollbackPreviewRequestSchema,
  rollbackRequestSchema,
} from '../../event-correction';
import {
  noticeConfigInputSchema,
  noticeSinglePdfInputSchema,
  noticeTemplateInputSchema,
} from '../../notice';

/** The named components of the document: each schema under the name it has in src/api. */
export const components: Record<string, v.GenericSchema> = {
  addClosingCommitmentSchema,
  allocationRuleGraphSchema,
  allocationsPlaygroundSchema,
  apiErrorSchema,
  assistantRequestSchema,
  calculationInputSchema,
  capitalCallInputSchema,
  specialContributionInputSchema,
  capitalCallReallocationCreateSchema,
  capitalCallReallocationUpdateSchema,
  classChangeCreateSchema,
  classChangeInputSchema,
  classCodeOverridesSchema,
  closingAllocationRuleSchema,
  closingSecuritiesBulkSchema,
  columnSchema,
  commitmentFeeOverrideSchema,
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
  distributionInputSchema,
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
  fundraiseSchema,
  globalEntityBulkSchema,
  investorBulkCreateSchema,
  investorClassBulkSchema,
  investorClassCreateSchema,
  investorClassInputSchema,
  investorEntityProfileSchema,
  investorEntityRelationshipSchema,
  investorTransfereesSchema,
  inviteUserSchema,
  ledgerTestDataSchema,
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
  subEventInputSchema,
  tableSchema,
  tierPlaygroundInputSchema,
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
  versionUpdateSchema,
  waterfallConfigurationSchema,
  waterfallRunRequestSchema,
  webauthnResponseRequestSchema,
  createDocumentSchema,
  uploadConfigurationsSchema,
  feeChargeEventCreateSchema,
  feeChargeEventInputsSchema,
  feeLateAdjustmentInputsSchema,
  feeCallInputSchema,
  noticeConfigInputSchema,
  noticeSinglePdfInputSchema,
  noticeTemplateInputSchema,
  eventRefreshPreviewRequestSchema,
  eventRefreshRequestSchema,
  rollbackPreviewRequestSchema,
  rollbackRequestSchema,
  cancelCorrectPreviewRequestSchema,
  cancelCorrectRequestSchema,
};
