export * from './types';
export { runWaterfall, tiersByClass } from './run-waterfall';
export {
  runTier,
  runTierPlayground,
  replayTiers,
  type TierPayment,
  positionBeforeTier,
  describeTier,
  type TierPlaygroundInput,
} from './run-tier';
export { resolveTier, checkTiers } from './resolve-tier';
export { preferredReturnOwed, describePreferredReturn } from './preferred-return-owed';
export { growthFactor, periodsPerYear } from './growth-factor';
