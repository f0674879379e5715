import type { AllocateOptions } from '../allocate';
import type { DayCount } from '../day-count';
import type { AuditStep } from '../money';

/** Spec §3 Enumerations. */
export const WATERFALL_TIER_TYPES = [
  'return_of_capital',
  'preferred_return',
  'gp_catch_up',
  'final_split',
] as const;
export type WaterfallTierType = (typeof WATERFALL_TIER_TYPES)[number];
export const COMPOUNDING_CADENCES = ['annually', 'quarterly', 'monthly', 'daily', 'never'] as const;
export type CompoundingCadence = (typeof COMPOUNDING_CADENCES)[number];
export const PREF_LIMITING_FACTORS = ['cash_flows', 'none', 'unpaid_pref'] as const;
export type PrefLimitingFactor = (typeof PREF_LIMITING_FACTORS)[number];

/** The tier fields a commitment class may override (a different pref or carry per class). */
export type TierParams = {
  /** Preferred return rate, a decimal string ("0.08"). */
  rate?: string;
  compounding?: CompoundingCadence;
  dayCount?: DayCount;
  limitingFactor?: PrefLimitingFactor;
  /** Share of a catch-up tier going to the carry partner ("1" full catch-up, "0.8" the model LPA's 80/20). */
  catchUp?: string;
  /** Carry: the carry partner's target share of profits (catch-up) or share of the split ("0.2"). */
  carry?: string;
  /** Who takes the carry of this tier; defaults to the waterfall's carry partner. */
  carryPartnerId?: string;
};

/**
 * A waterfall tier (spec §3: name, type, hurdle, catch up, carry partner, participating partner,
 * pref rate and compounding). The participating partner of each tier is the partner whose share
 * runs through it; the hurdle is computed per partner at run time and shown in the audit.
 */
export type WaterfallTier = TierParams & {
  name: string;
  type: WaterfallTierType;
  classOverrides?: Record<string, TierParams>;
};

/** A tier with the class overrides applied and every parameter its type needs. */
export type ResolvedTier = Required<Pick<WaterfallTier, 'name' | 'type'>> &
  TierParams & { carryPartnerId: string };

export type DatedAmount = { date: string; amount: number };

/** Cumulative amounts a partner's share has already paid through one tier. */
export type TierTotals = { toPartner: number; toCarryPartner: number };

export type WaterfallPartner = {
  id: string;
  classId?: string;
  /** The GP's own commitment participates like an LP's; the flag orders rounding. */
  isGp?: boolean;
  commitment: number;
  /** Weight for apportioning the distributable amount (default: the commitment). */
  sharingWeight?: number | string;
  /** Capital paid in, positive cents, dated. */
  contributions: DatedAmount[];
  /** Earlier distributions received by the partner (all tiers), positive cents, dated; optionally tagged with the tier type. */
  distributions?: (DatedAmount & { tierType?: WaterfallTierType })[];
  /** What earlier runs already paid through each tier, by tier name. */
  prior?: Record<string, TierTotals>;
  /**
   * The contributions as if admitted at the initial closing (a subsequent closer after
   * equalization): used for the preferred return when the run's effect is `equalized`.
   */
  equalizedContributions?: DatedAmount[];
};

/** Spec §3 "IRR and preferred return effect". */
export const PREF_EFFECTS = ['actual', 'equalized'] as const;
export type PrefEffect = (typeof PREF_EFFECTS)[number];

type RunBase = {
  /** Distribution date: preferred return accrues up to here. */
  asOf: string;
  tiers: WaterfallTier[];
  carryPartnerId: string;
  rounding: AllocateOptions;
  /** `equalized`: a late closer's pref runs from the dates of its equalized contributions (default `actual`). */
  prefEffect?: PrefEffect;
};

export type Deal = {
  investmentId: string;
  distributable: number;
  /** Partners with their contributions attributable to this investment (capital, fees, expenses, realized losses). */
  partners: WaterfallPartner[];
};

/** Hybrid fund-level protections added to a deal's return of capital (spec "waterfall hybrid"). */
export type HybridDeal = Deal & {
  /** Capital of written-off or realized-loss investments that must be paid down first. */
  requiredPaydown?: DatedAmount[];
  /** Capital of unrealized investments the GP chooses to pay down early. */
  acceleratedPaydown?: DatedAmount[];
  /** Fund expenses allocated into this deal's tiers. */
  fundExpenseAllocations?: DatedAmount[];
};

export type WaterfallInput =
  | (RunBase & { kind: 'whole_fund'; distributable: number; partners: WaterfallPartner[] })
  | (RunBase & { kind: 'deal_by_deal'; deals: Deal[] })
  | (RunBase & { kind: 'hybrid'; deals: HybridDeal[] });

/** A partner's position as a tier sees it: the tier audit's "balances before". */
export type PartnerPosition = {
  partnerId: string;
  contributed: number;
  contributions: DatedAmount[];
  distributions: (DatedAmount & { tierType?: WaterfallTierType })[];
  /** Cumulative totals through each tier (prior runs plus this run so far), by tier name. */
  totals: Record<string, TierTotals>;
  /** Tier names and types in waterfall order, so a tier can find the ones before it. */
  order: { name: string; type: WaterfallTierType }[];
  /** Paid to the partner in this run so far (every tier). */
  paidToPartnerThisRun: number;
};

export type TierBalances = {
  unreturnedCapital: number;
  /** Carry partner's take from this partner's share so far, and the profits it is measured against. */
  carrySoFar: number;
  profitsSoFar: number;
  paidThroughTier: TierTotals;
};

export type TierResult = {
  tierName: string;
  tierType: WaterfallTierType;
  partnerId: string;
  carryPartnerId: string;
  /** The tier as this partner's class saw it (rate, carry, ...). */
  tier: ResolvedTier;
  /** What reached this tier. */
  available: number;
  /** The tier's hurdle for this partner (null for a final split, which has none). */
  hurdle: number | null;
  toPartner: number;
  toCarryPartner: number;
  remaining: number;
  /** Intermediate figures of the hurdle (hurdle balance, accrued pref, ...), in cents. */
  basis: Record<string, number>;
  before: TierBalances;
  after: TierBalances;
};

export type PartnerWaterfallResult = {
  partnerId: string;
  apportioned: number;
  tiers: TierResult[];
  toPartner: number;
  toCarryPartner: number;
  /** Cumulative totals after this run, by tier name: store them as `prior` for the next run. */
  totals: Record<string, TierTotals>;
  /** The partner's position before the first tier of this run (see `positionBeforeTier`). */
  start: PartnerPosition;
};

export type WaterfallRunResult = {
  scope: string;
  distributable: number;
  partners: PartnerWaterfallResult[];
  tiers: { name: string; type: WaterfallTierType; toPartners: number; toCarryPartner: number }[];
  steps: AuditStep[];
};

export type WaterfallResult = {
  kind: WaterfallInput['kind'];
  asOf: string;
  distributable: number;
  /** One run for a whole-fund waterfall; one per deal otherwise. */
  runs: WaterfallRunResult[];
  /** Total to each recipient (partners and carry partners), in cents; sums to `distributable`. */
  payouts: Record<string, number>;
  /** Deal-by-deal and hybrid: carry received beyond the carry share of the fund's overall profit so far. */
  clawback: {
    carryReceived: number;
    carryEntitled: number;
    exposure: number;
    steps: AuditStep[];
  } | null;
  steps: AuditStep[];
};
