import * as v from 'valibot';
import { TRANSACTION_CODE_CLASSIFICATIONS } from '../domain/ledger-figures/ledger-row-kind';
import type { TransactionCode } from './fund-structure';
import { requiredText } from './money-input';

/** Spec §3 enumeration "Transaction code classification" (the domain's list, one copy). */
export const transactionCodeClassifications = TRANSACTION_CODE_CLASSIFICATIONS;

/** Spec §3 transaction code flags: what each amount with the code counts toward. */
export const transactionCodeFlags = [
  'should_get_equalized',
  'affects_equalization_interest',
  'affects_gross_irr',
  'affects_net_irr',
  'affects_nav',
  'affects_waterfall',
  'affects_fee_accrual_interest',
  'is_recallable',
] as const;
export type TransactionCodeFlag = (typeof transactionCodeFlags)[number];

/**
 * The codes closings and equalization post by name: renaming is never possible, and their
 * classification is what those postings mean, so it stays.
 */
export const postedByTheProduct = [
  'commitment',
  'equalization_contribution',
  'equalization_distribution',
  'equalization_interest_contribution',
  'equalization_interest_distribution',
  'management_fee_true_up',
  'deemed_equalization',
  'deemed_fee_true_up',
  'non_capital_equalization_expenses',
  'non_capital_equalization_management_fee',
  'non_capital_equalization_distribution',
] as const;

const flagEntries = Object.fromEntries(
  transactionCodeFlags.map((flag) => [flag, v.optional(v.boolean(), false)]),
) as Record<TransactionCodeFlag, v.OptionalSchema<v.BooleanSchema<undefined>, false>>;

/** PUT …/transactions/configuration/{codeId}/: everything but the name, which never changes. */
export const transactionCodeUpdateSchema = v.object({
  display_name: requiredText(100),
  classification: v.picklist(transactionCodeClassifications),
  ...flagEntries,
});
export type TransactionCodeUpdate = v.InferOutput<typeof transactionCodeUpdateSchema>;

/** POST …/transactions/configuration/: a new code of the fund family. */
export const transactionCodeCreateSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('This field may not be blank.'),
    v.maxLength(64),
    v.regex(
      /^[a-z][a-z0-9_]*$/,
      'Code name must start with a letter and contain only lowercase letters, numbers and underscores.',
    ),
  ),
  ...transactionCodeUpdateSchema.entries,
});
export type TransactionCodeCreate = v.InferOutput<typeof transactionCodeCreateSchema>;

/** GET /transactions/codes (spec §7): every code of the customer, each with its fund family. */
export type CustomerTransactionCode = TransactionCode & { fund_family_id: string };
