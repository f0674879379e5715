import { dayNumber } from '../day-count';
import {
  FLAG_DRAFT,
  FLAG_FEE_HOLDBACK,
  INVESTMENT_TYPES,
  SECURITY_TYPES,
  enumIndex,
  type InvestmentType,
  type SecurityType,
} from './ledger-index';

/** The filters of a calculation definition (spec §3), in the API's words. */
export type CalculationFilters = {
  start_date?: string | null;
  end_date?: string | null;
  investment_type?: InvestmentType | null;
  security_type?: SecurityType | null;
  /** Drafts are left out unless this is true. */
  include_draft_transactions?: boolean;
  exclude_fee_holdbacks?: boolean;
};

/** Filters as the ledger scan uses them: day numbers, enum indexes, a mask of row flags. */
export type LedgerFilter = {
  startDay: number;
  endDay: number;
  investmentType: number;
  securityType: number;
  excludedFlags: number;
  key: string;
};

export function toLedgerFilter(filters: CalculationFilters | undefined): LedgerFilter {
  const startDay = filters?.start_date ? dayNumber(filters.start_date) : -Infinity;
  const endDay = filters?.end_date ? dayNumber(filters.end_date) : Infinity;
  const investmentType = enumIndex(INVESTMENT_TYPES, filters?.investment_type, 'investment');
  const securityType = enumIndex(SECURITY_TYPES, filters?.security_type, 'security');
  const excludedFlags =
    (filters?.include_draft_transactions ? 0 : FLAG_DRAFT) |
    (filters?.exclude_fee_holdbacks ? FLAG_FEE_HOLDBACK : 0);
  return {
    startDay,
    endDay,
    investmentType,
    securityType,
    excludedFlags,
    key: `${investmentType}|${securityType}|${excludedFlags}`,
  };
}
