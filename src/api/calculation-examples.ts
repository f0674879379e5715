import type { CalculationInput } from './calculations';

/** One of the empty state's examples (spec §2), and the calculations it needs first. */
export type CalculationExample = {
  title: string;
  summary: string;
  requires: readonly string[];
  input: CalculationInput;
};

const sinceInception = '2000-01-01';

const totalContributions: CalculationExample = {
  title: 'Total contributions',
  summary: 'Capital called for investments, management fees and fund expenses.',
  requires: [],
  input: {
    name: 'Total contributions',
    display_name: 'total_contributions',
    description: 'Everything partners have paid in: investments, management fees and expenses.',
    category: 'accounting',
    classification: 'other',
    display_type: 'money',
    versions: [
      {
        start_date: sinceInception,
        calculation_type: 'basic',
        transaction_codes: [
          { code_name: 'contribution_investment', add_or_subtract: 'add' },
          { code_name: 'contribution_management_fee', add_or_subtract: 'add' },
          { code_name: 'contribution_expenses', add_or_subtract: 'add' },
        ],
      },
    ],
  },
};

const unfundedCommitment: CalculationExample = {
  title: 'Unfunded commitment',
  summary: 'Commitments less total contributions: what partners can still be called for.',
  requires: ['total_contributions'],
  input: {
    name: 'Unfunded commitment',
    display_name: 'unfunded_commitment',
    description: 'Commitments not yet called.',
    category: 'accounting',
    classification: 'unfunded',
    display_type: 'money',
    versions: [
      {
        start_date: sinceInception,
        calculation_type: 'advanced',
        eval_string: 'max(commitment - total_contributions, 0)',
      },
    ],
  },
};

const managementFeeBasis: CalculationExample = {
  title: 'Management fee basis',
  summary: 'Committed capital, the usual basis during the investment period.',
  requires: [],
  input: {
    name: 'Management fee basis',
    display_name: 'management_fee_basis',
    description: 'Committed capital, on which the management fee is charged.',
    category: 'accounting',
    classification: 'fee_basis',
    display_type: 'money',
    versions: [
      {
        start_date: sinceInception,
        calculation_type: 'basic',
        transaction_codes: [{ code_name: 'commitment', add_or_subtract: 'add' }],
      },
    ],
  },
};

export const calculationExamples: readonly CalculationExample[] = [
  totalContributions,
  unfundedCommitment,
  managementFeeBasis,
];
