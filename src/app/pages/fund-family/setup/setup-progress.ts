/** Whether a setup step is done, still to do, or optional and not done (classes). */
export type SetupStepState = 'done' | 'to_do' | 'optional';

/** What the wizard knows of the fund, each undefined until its query has answered. */
export type SetupFacts = {
  targetRaiseSet?: boolean;
  fundStartSet?: boolean;
  fundEntities?: number;
  transactionCodes?: number;
  calculations?: number;
  fees?: number;
  feesEnabled?: boolean;
  waterfallSaved?: boolean;
  classes?: number;
};

const whenKnown = (value: boolean | undefined): SetupStepState | undefined =>
  value === undefined ? undefined : value ? 'done' : 'to_do';
const some = (count: number | undefined) => (count === undefined ? undefined : count > 0);

/**
 * Each step's mark: done once what it sets up exists (the profile's target raise, the fund's
 * start, an entity, a code, a calculation, a fee unless fees are off, a saved waterfall);
 * classes are optional, commitments without one follow the defaults. Unknown until loaded.
 */
export function setupProgress(facts: SetupFacts): Record<string, SetupStepState | undefined> {
  const feesDone =
    facts.feesEnabled === false ? true : facts.fees === undefined ? undefined : facts.fees > 0;
  return {
    profile: whenKnown(facts.targetRaiseSet),
    dates: whenKnown(facts.fundStartSet),
    'fund-structure': whenKnown(some(facts.fundEntities)),
    transactions: whenKnown(some(facts.transactionCodes)),
    calculations: whenKnown(some(facts.calculations)),
    fees: whenKnown(feesDone),
    waterfalls: whenKnown(facts.waterfallSaved),
    classes: facts.classes === undefined ? undefined : facts.classes > 0 ? 'done' : 'optional',
  };
}
