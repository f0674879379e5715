/** The spec's wording (§5 validation rules, §8 product messages, §9), kept verbatim for the UI. */
export const FeeMessages = {
  overlappingFeePeriods: 'The same time period cannot be used for more than one fee calculation.',
  feeCallAfterFeeBreak: 'Management fee calls are blocked after a fee break distribution.',
  onlyUnappliedDeletable:
    'Only offsettable expenses and fee waivers not yet applied can be deleted.',
  basisHistoryOutsidePeriod: 'Cannot show basis history for a rule outside a fee period.',
  calculationFailed: 'Something went wrong while calculating fees. Please contact support.',
} as const;
