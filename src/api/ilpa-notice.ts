import * as v from 'valibot';

/**
 * The ILPA Capital Call & Distribution Notice (issue 19 item 4, spec §7 "Capital call and
 * notices"): a capital call's or a distribution's notice per LP with the line items of ILPA's
 * template, as JSON at GET …/ilpa-notice-data/ and as the xlsx of POST …/ilpa-notice-workbook/.
 * Every notice has every section: a call's distribution lines are 0.00, and a distribution's
 * capital call lines are. Field names are
 * ILPA's line items in snake_case; docs/ilpa-notice.md maps each to our figures and names the
 * lines we have no figure for; docs/ilpa-notice.schema.json is this schema as JSON Schema.
 */

/** Money as a decimal string with exactly two decimals in the fund currency ("125000.00"). */
export const ilpaAmountSchema = v.pipe(
  v.string(),
  v.regex(/^-?\d+\.\d{2}$/, 'A decimal amount with two decimals'),
  v.description('An amount in the fund currency, two decimals, no grouping ("125000.00").'),
);

const amount = (description: string) => v.pipe(ilpaAmountSchema, v.description(description));

/** The template's capital call lines, in its order, with the words the workbook shows. */
export const ILPA_CAPITAL_CALL_LINES = [
  ['investments', 'Investments'],
  ['management_fees', 'Management Fees'],
  ['management_fee_offsets', 'Management Fee Offsets'],
  ['partnership_expenses', 'Partnership Expenses'],
  ['other', 'Other'],
  ['total_capital_called', 'Total Capital Called'],
  ['late_closing_interest', 'Late Closing Interest (outside commitment)'],
  ['total_distribution', 'Total Distribution'],
  ['net_amount_due', 'Net Amount Due from (to) Limited Partner'],
] as const;

/**
 * The template's distribution lines, in its order: what the LP's share of each source is, what
 * is taken from it (negative), the total the LP receives, and the part of it the fund may call
 * again (not a line of the sum).
 */
export const ILPA_DISTRIBUTION_LINES = [
  ['return_of_capital', 'Return of Capital'],
  ['realized_gain', 'Realized Gain'],
  ['dividend_income', 'Dividend Income'],
  ['interest_income', 'Interest Income'],
  ['other_income', 'Other Income'],
  ['fee_holdback', 'Management Fees Withheld'],
  ['carried_interest', 'Carried Interest'],
  ['total_distribution', 'Total Distribution'],
  ['recallable_distribution', 'Recallable Portion of Distribution'],
] as const;

/** The template's commitment summary lines, in its order. */
export const ILPA_COMMITMENT_LINES = [
  ['total_commitment', 'Total Commitment'],
  ['cumulative_contributions_before', 'Cumulative Contributions (before this notice)'],
  ['cumulative_contributions', 'Cumulative Contributions (after this notice)'],
  ['cumulative_distributions_before', 'Cumulative Distributions (before this notice)'],
  ['cumulative_distributions', 'Cumulative Distributions (after this notice)'],
  ['unfunded_commitment_before', 'Unfunded Commitment (before this notice)'],
  ['unfunded_commitment', 'Unfunded Commitment (after this notice)'],
] as const;

export const ilpaCapitalCallSchema = v.object({
  investments: amount('Capital called for investments (our use kind investment).'),
  management_fees: amount('Management fees called, gross of offsets (use kind management_fees).'),
  management_fee_offsets: amount(
    'Offsets reducing the management fee; a call here carries none, so always 0.00.',
  ),
  partnership_expenses: amount(
    'Partnership expenses called: fund expenses and organizational expenses.',
  ),
  other: amount('Working capital, special contributions and closing equalization called.'),
  total_capital_called: amount('The lines above: what the call draws on the commitment.'),
  late_closing_interest: amount(
    'Closing equalization interest settled by the call: paid outside the commitment.',
  ),
  total_distribution: amount(
    'Distributed by this notice: the distribution section’s total (a capital call: 0.00).',
  ),
  net_amount_due: amount(
    'Total capital called plus late closing interest less the distribution: what the LP wires ' +
      'when positive, what it receives when negative.',
  ),
});
export type IlpaCapitalCall = v.InferOutput<typeof ilpaCapitalCallSchema>;

export const ilpaDistributionSchema = v.object({
  return_of_capital: amount('The LP’s share of the proceeds of source return of capital.'),
  realized_gain: amount('The LP’s share of the proceeds of source realized gain.'),
  dividend_income: amount('The LP’s share of the proceeds of source dividend.'),
  interest_income: amount('The LP’s share of the proceeds of source interest.'),
  other_income: amount('The LP’s share of the proceeds of source other income.'),
  fee_holdback: amount(
    'Management fees withheld from the LP’s share (the distribution’s fee holdback): negative.',
  ),
  carried_interest: amount(
    'Carried interest taken from the LP’s share by the waterfall: negative.',
  ),
  total_distribution: amount(
    'What the LP receives: the lines above (a capital call notice: 0.00).',
  ),
  recallable_distribution: amount(
    'Of the total, what the fund may call again (lines under recallable codes): it adds to ' +
      'unfunded.',
  ),
});
export type IlpaDistribution = v.InferOutput<typeof ilpaDistributionSchema>;

export const ilpaCommitmentSummarySchema = v.object({
  total_commitment: amount('The LP’s commitment to the fund entity.'),
  cumulative_contributions_before: amount('Paid in before this notice.'),
  cumulative_contributions: amount('Paid in once this notice is paid.'),
  cumulative_distributions_before: amount('Distributed to the LP before this notice.'),
  cumulative_distributions: amount('Distributed to the LP once this notice is paid.'),
  unfunded_commitment_before: amount('Unfunded commitment before this notice.'),
  unfunded_commitment: amount('Unfunded commitment once this notice is paid.'),
});
export type IlpaCommitmentSummary = v.InferOutput<typeof ilpaCommitmentSummarySchema>;

/** One LP's notice. */
export const ilpaNoticeSchema = v.object({
  notice_type: v.picklist(['capital_call', 'distribution']),
  fund_name: v.pipe(v.string(), v.description('The fund family.')),
  fund_entity_name: v.pipe(v.string(), v.description('The fund entity the LP committed to.')),
  limited_partner: v.pipe(v.string(), v.description('The LP’s name.')),
  commitment_id: v.pipe(v.string(), v.description('Our id of the LP’s commitment.')),
  notice_name: v.pipe(v.string(), v.description('The capital call’s or distribution’s name.')),
  notice_date: v.pipe(
    v.string(),
    v.isoDate(),
    v.description('yyyy-MM-dd: the call’s notice date, the distribution’s date.'),
  ),
  due_date: v.pipe(
    v.string(),
    v.isoDate(),
    v.description('yyyy-MM-dd: the call’s due date, the distribution’s date (when it is paid).'),
  ),
  currency: v.pipe(v.string(), v.description('ISO 4217 code of the fund currency.')),
  percent_of_commitment_called: v.pipe(
    v.string(),
    v.description(
      'This notice’s total capital called as a percent of the commitment (a distribution: 0.0000).',
    ),
  ),
  capital_call: ilpaCapitalCallSchema,
  distribution: ilpaDistributionSchema,
  commitment_summary: ilpaCommitmentSummarySchema,
});
export type IlpaNotice = v.InferOutput<typeof ilpaNoticeSchema>;

/** GET …/ilpa-notice-data/: every LP's notice of the call or distribution, and the fund's totals. */
export const ilpaNoticeDataSchema = v.object({
  template: v.literal('ILPA Capital Call & Distribution Notice'),
  event_id: v.string(),
  notice_name: v.string(),
  currency: v.string(),
  notices: v.array(ilpaNoticeSchema),
  fund_totals: v.object({
    capital_call: ilpaCapitalCallSchema,
    distribution: ilpaDistributionSchema,
    commitment_summary: ilpaCommitmentSummarySchema,
  }),
});
export type IlpaNoticeData = v.InferOutput<typeof ilpaNoticeDataSchema>;
