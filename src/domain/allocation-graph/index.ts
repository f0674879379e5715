export * from './types';
export { allocateThroughStructure } from './allocate-through-structure';
export { describeLevel, explainAllocationPath } from './explain-allocation-path';
export { calculationValuesFromMxl } from './calculation-values';
