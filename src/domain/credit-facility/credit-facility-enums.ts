/** Spec §3 Enumerations for credit facilities, reference rates and interest accrual. */
export const CreditFacilityType = {
  assetBacked: 'asset_backed',
  commitmentBacked: 'commitment_backed',
} as const;
export type CreditFacilityType = (typeof CreditFacilityType)[keyof typeof CreditFacilityType];

export const PrincipalUse = {
  customAmount: 'custom_amount',
  expenses: 'expenses',
  investment: 'investment',
  investments: 'investments',
  managementFee: 'management_fee',
  taxes: 'taxes',
  workingCapital: 'working_capital',
} as const;
export type PrincipalUse = (typeof PrincipalUse)[keyof typeof PrincipalUse];

export const ReferenceRateType = {
  dailyPrime: 'daily_prime',
  dailySimpleSofr: 'daily_simple_sofr',
  effectiveFederalFundsRate: 'effective_federal_funds_rate',
  oneMonthTermSofr: 'one_month_term_sofr',
  threeMonthTermSofr: 'three_month_term_sofr',
  sixMonthTermSofr: 'six_month_term_sofr',
} as const;
export type ReferenceRateType = (typeof ReferenceRateType)[keyof typeof ReferenceRateType];

export const InterestAccrualGranularity = {
  loanLevel: 'loan_level',
  trancheLevel: 'tranche_level',
} as const;
export type InterestAccrualGranularity =
  (typeof InterestAccrualGranularity)[keyof typeof InterestAccrualGranularity];

/** The spec's wording (§5 and §8), verbatim where the spec gives it. */
export const CreditFacilityMessages = {
  missingInterestRate: 'Missing interest rate calculation or component on the loan.',
  callAboveBorrowingBase:
    'An in-progress call would push the outstanding facility amount above the available borrowing base.',
  maturityBeforeInception: 'Maturity date must be after inception date.',
  dueBeforeNotice: 'Due Date cannot be before Notice Date.',
  amountMustBePositive: 'Amount must be positive.',
  selectTranche: 'Please select at least one tranche to continue.',
} as const;
