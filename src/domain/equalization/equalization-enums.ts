/** Spec §3 Enumerations for equalization interest. */
export const EqualizationInterestMethodology = {
  irr: 'irr',
  simpleInterest: 'simple_interest',
  simpleInterestPlusOne: 'simple_interest_plus_one',
} as const;
export type EqualizationInterestMethodology =
  (typeof EqualizationInterestMethodology)[keyof typeof EqualizationInterestMethodology];

export const EqualizationInterestReferenceDate = {
  closingDate: 'closing_date',
  equalizationCapitalCallDate: 'equalization_capital_call_date',
  equalizationCapitalCallDatePlusOne: 'equalization_capital_call_date_plus_one',
  equalizationDistributionDate: 'equalization_distribution_date',
} as const;
export type EqualizationInterestReferenceDate =
  (typeof EqualizationInterestReferenceDate)[keyof typeof EqualizationInterestReferenceDate];

export const EqualizationMessages = {
  failed: 'Equalization generation failed, contact support.',
} as const;
