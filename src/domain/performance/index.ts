export * from './types';
export {
  performanceMetrics,
  performanceByScope,
  type PerformanceInput,
} from './performance-metrics';
export { navRollForward, navRollForwardPeriods } from './nav-roll-forward';
