/**
 * The transaction codes every new fund family starts with. Their flags (spec §3) decide
 * what equalization, IRR, NAV and waterfalls count; a fund can edit them during setup.
 */
export const defaultTransactionCodes = [
  { name: 'commitment', display_name: 'Commitment', classification: 'commitment' },
  {
    name: 'contribution_investment',
    display_name: 'Contribution — investments',
    classification: 'investment',
    should_get_equalized: true,
    affects_equalization_interest: true,
    affects_gross_irr: true,
    affects_net_irr: true,
    affects_nav: true,
    affects_waterfall: true,
  },
  {
    name: 'contribution_expenses',
    display_name: 'Contribution — fund expenses',
    classification: 'expenses',
    should_get_equalized: true,
    affects_equalization_interest: true,
    affects_net_irr: true,
    affects_nav: true,
    affects_waterfall: true,
  },
  {
    name: 'contribution_management_fee',
    display_name: 'Contribution — management fees',
    classification: 'management_fee',
    should_get_equalized: true,
    affects_net_irr: true,
    affects_nav: true,
  },
  {
    name: 'distribution_return_of_capital',
    display_name: 'Distribution — return of capital',
    classification: 'proceeds',
    affects_gross_irr: true,
    affects_net_irr: true,
    affects_nav: true,
    affects_waterfall: true,
    is_recallable: true,
  },
  {
    name: 'equalization_contribution',
    display_name: 'Equalization paid by admitted partners',
    classification: 'equalization',
    affects_net_irr: true,
    affects_nav: true,
  },
  {
    // Spec §4: finalizing a subsequent close posts the admitted partners' share of earlier
    // management fees as a true-up; it is not equalized again and not returned to anyone.
    name: 'management_fee_true_up',
    display_name: 'Management fee true-up',
    classification: 'management_fee',
    affects_net_irr: true,
    affects_nav: true,
  },
  {
    name: 'equalization_distribution',
    display_name: 'Equalization returned to existing partners',
    classification: 'equalization',
    affects_net_irr: true,
    affects_nav: true,
  },
  // Model LPA §5.1: interest on the equalization payment is not a capital contribution and
  // does not reduce unfunded commitment; it goes back to the earlier partners. Not capital, it
  // passes between partners outside their capital accounts: it does not affect NAV, which is how
  // the figures tell it from the capital equalization (docs/figures.md).
  {
    name: 'equalization_interest_contribution',
    display_name: 'Equalization interest paid by admitted partners',
    classification: 'equalization',
    affects_net_irr: true,
  },
  {
    name: 'equalization_interest_distribution',
    display_name: 'Equalization interest received by existing partners',
    classification: 'equalization',
    affects_net_irr: true,
  },
  // Posted by allocation rule edits (deemed equalization, spec §4) and by closings
  // (non-capital equalization): each re-spreads earlier rows, so the sign follows the row it
  // corrects (+ = bears or receives more).
  ...(
    [
      ['deemed_equalization', 'Deemed equalization (allocation rule change)', 'equalization'],
      [
        'deemed_fee_true_up',
        'Deemed management fee true-up (allocation rule change)',
        'management_fee',
      ],
      ['non_capital_equalization_expenses', 'Non-capital equalization — expenses', 'expenses'],
      [
        'non_capital_equalization_management_fee',
        'Non-capital equalization — management fees',
        'management_fee',
      ],
      [
        'non_capital_equalization_distribution',
        'Non-capital equalization — distributions',
        'proceeds',
      ],
    ] as const
  ).map(([name, display_name, classification]) => ({
    name,
    display_name,
    classification,
    affects_net_irr: true,
    affects_nav: true,
  })),
] as const;

export type DefaultTransactionCodeName = (typeof defaultTransactionCodes)[number]['name'];
