export * from './types';
export {
  performanceMetrics,
  performanceByScope,
  type PerformanceInput,
} from './performance-metrics';
export { navRollForward, navRollForwardPeriods } from './nav-roll-forward';
export {
  performanceFromLedger,
  type LedgerPerformance,
  type LedgerPerformanceRow,
  type NavCharge,
  type UsedCashFlow,
} from './ledger-performance';
