export * from './types';
export { allocateCapitalCall } from './allocate-capital-call';
export * from './capital-call-invariants';
export * from './capital-call-overview';
export * from './closing-equalization-settlement';
