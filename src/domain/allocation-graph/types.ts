import type { AllocateOptions, AllocationCore } from '../allocate';
import type { AuditStep } from '../money';

/** Entity functional types of spec §3 Enumerations. */
export const ENTITY_FUNCTIONAL_TYPES = [
  'aggregator',
  'alternative_investment_vehicle',
  'blocker',
  'coinvestment_vehicle',
  'external',
  'feeder_fund',
  'general_partner',
  'general_partner_and_special_limited_partner',
  'holding_company',
  'investment',
  'investment_property',
  'investor',
  'joint_venture',
  'lender',
  'main_fund',
  'management_company',
  'master_fund',
  'parallel_fund',
  'phantom_aggregator',
  'special_limited_partner',
  'unmanaged',
] as const;
export type EntityFunctionalType = (typeof ENTITY_FUNCTIONAL_TYPES)[number];

/** Functional types that rank as "the GP" in the gp_then_largest_allocation ordering. */
export const GP_FUNCTIONAL_TYPES: readonly EntityFunctionalType[] = [
  'general_partner',
  'general_partner_and_special_limited_partner',
  'special_limited_partner',
];

export type StructureNode =
  | { id: string; kind: 'fund_family'; name?: string }
  | {
      id: string;
      kind: 'fund_entity';
      functionalType: EntityFunctionalType;
      name?: string;
      rounding?: AllocateOptions;
    }
  | {
      id: string;
      kind: 'commitment';
      commitment: number;
      isGp?: boolean;
      investorEntityId?: string;
      name?: string;
    };

/** How a parent's amount is weighted among its children. */
export type AllocationBasis =
  | { type: 'commitment' }
  | { type: 'calculation'; calculation: string }
  | { type: 'fixed_percentages'; percentages: Record<string, number | string> };

/** One edge set of the rule graph: a parent's amount flows to these children on this basis. */
export type AllocationRule = {
  parentId: string;
  childIds: string[];
  basis: AllocationBasis;
  /** Rounding at this level; otherwise the parent's own methodology, otherwise the structure's. */
  rounding?: AllocateOptions;
};

export type AllocationStructure = {
  rootId: string;
  nodes: StructureNode[];
  rules: AllocationRule[];
  rounding: AllocateOptions;
};

export type AllocateThroughStructureInput = {
  structure: AllocationStructure;
  /** Integer cents at the root (negative for a reversal). */
  amount: number;
  /**
   * Values of calculations (a fee basis, say) per node id, for rules on a calculation basis:
   * `values[calculation][nodeId]`. An entity without a value weighs the sum of the nodes
   * under it, so per-commitment values (`calculationValuesFromMxl`) weight every level.
   */
  values?: Record<string, Record<string, number | string>>;
  /** Excused or excluded nodes: they and everything under them get nothing; the others are grossed up. */
  excludedIds?: string[];
};

/** One application of a rule, kept as arithmetic; `describeLevel` turns it into readable lines. */
export type AllocationLevel = {
  parentId: string;
  amount: number;
  basis: AllocationBasis;
  basisLabel: string;
  rounding: AllocateOptions;
  /** Children left out of this level (excluded, or zero weight), each with the reason. */
  skipped: { id: string; reason: string }[];
  core: AllocationCore | null;
};

export type StructureAllocationResult = {
  /** Amount arriving at the root and at every fund entity, in cents (commitments are in `commitments`). */
  amounts: Record<string, number>;
  /** Amount per commitment (the leaves), in cents. */
  commitments: Record<string, number>;
  /** Every level in the order applied, top down. */
  levels: AllocationLevel[];
  steps: AuditStep[];
};

/** One hop of a cent's path from the root to a commitment. */
export type PathHop = {
  from: string;
  to: string;
  basis: string;
  /** Commitment weights are cents (shown as money); calculation and percentage weights are numbers. */
  weightIsMoney: boolean;
  rounding: string;
  parentAmount: number;
  weight: string;
  weightTotal: string;
  exact: string;
  floored: number;
  leftoverUnits: number;
  belowUnit: number;
  amount: number;
};
