import type { AllocationStructure } from '../../../src/domain/allocation-graph';
import type { CapitalCallCommitment, CapitalCallUse } from '../../../src/domain/capital-call';

/**
 * A small fund family worked by hand: the family allocates by commitment to a main fund
 * (C1, the GP, 1,000,000.00; C2 3,000,000.00) and a parallel fund (C3 2,000,000.00); cents,
 * GP then largest allocation. Each has paid in 20% before the call.
 */
export const structure: AllocationStructure = {
  rootId: 'FF',
  rounding: { rounding: 'cents', ordering: 'gp_then_largest_allocation' },
  nodes: [
    { id: 'FF', kind: 'fund_family' },
    { id: 'MAIN', kind: 'fund_entity', functionalType: 'main_fund' },
    { id: 'PAR', kind: 'fund_entity', functionalType: 'parallel_fund' },
    { id: 'C1', kind: 'commitment', commitment: 100_000_000, isGp: true },
    { id: 'C2', kind: 'commitment', commitment: 300_000_000 },
    { id: 'C3', kind: 'commitment', commitment: 200_000_000 },
  ],
  rules: [
    { parentId: 'FF', childIds: ['MAIN', 'PAR'], basis: { type: 'commitment' } },
    { parentId: 'MAIN', childIds: ['C1', 'C2'], basis: { type: 'commitment' } },
    { parentId: 'PAR', childIds: ['C3'], basis: { type: 'commitment' } },
  ],
};

export const commitments: CapitalCallCommitment[] = [
  {
    id: 'C1',
    name: 'Harborview GP IV, LLC',
    fundEntityId: 'MAIN',
    feeExempt: true,
    committed: 100_000_000,
    contributed: 20_000_000,
    recallable: 0,
    unfunded: 80_000_000,
  },
  {
    id: 'C2',
    name: 'Aldridge State Pension Fund',
    fundEntityId: 'MAIN',
    feeExempt: false,
    committed: 300_000_000,
    contributed: 60_000_000,
    recallable: 0,
    unfunded: 240_000_000,
  },
  {
    id: 'C3',
    name: 'Beacon Hill Endowment',
    fundEntityId: 'PAR',
    feeExempt: false,
    committed: 200_000_000,
    contributed: 40_000_000,
    recallable: 0,
    unfunded: 160_000_000,
  },
];

export const uses: CapitalCallUse[] = [
  {
    id: 'U1',
    kind: 'investment',
    amount: 100_000_001,
    transactionCode: 'contribution_investment',
    description: 'Investment in Northwind',
    isRecallable: false,
  },
  {
    id: 'U2',
    kind: 'management_fees',
    amount: 1_000_000,
    transactionCode: 'contribution_management_fee',
    description: 'Management fee Q3',
    isRecallable: false,
  },
  {
    id: 'U3',
    kind: 'fund_expenses',
    amount: 10_000,
    transactionCode: 'contribution_expenses',
    description: 'Audit fees',
    isRecallable: false,
    overrides: { C3: 2_000 },
  },
  {
    id: 'U4',
    kind: 'working_capital',
    amount: 7,
    transactionCode: 'contribution_expenses',
    description: 'Working capital',
    isRecallable: false,
  },
];
