import { describe, expect, it } from 'vitest';
import { setupProgress } from '../../../src/app/pages/fund-family/setup/setup-progress';

describe('the setup wizard’s step marks', () => {
  it('are unknown until each step’s facts have loaded', () => {
    expect(Object.values(setupProgress({})).every((state) => state === undefined)).toBe(true);
  });

  it('mark a new fund’s steps to do, with classes optional', () => {
    expect(
      setupProgress({
        targetRaiseSet: false,
        fundStartSet: false,
        fundEntities: 0,
        transactionCodes: 0,
        calculations: 0,
        fees: 0,
        feesEnabled: true,
        waterfallSaved: false,
        classes: 0,
      }),
    ).toEqual({
      profile: 'to_do',
      dates: 'to_do',
      'fund-structure': 'to_do',
      transactions: 'to_do',
      calculations: 'to_do',
      fees: 'to_do',
      waterfalls: 'to_do',
      classes: 'optional',
    });
  });

  it('mark a step done once what it sets up exists; fees are done when the fund has none', () => {
    expect(
      setupProgress({
        targetRaiseSet: true,
        fundStartSet: true,
        fundEntities: 1,
        transactionCodes: 12,
        calculations: 3,
        fees: 0,
        feesEnabled: false,
        waterfallSaved: true,
        classes: 2,
      }),
    ).toEqual({
      profile: 'done',
      dates: 'done',
      'fund-structure': 'done',
      transactions: 'done',
      calculations: 'done',
      fees: 'done',
      waterfalls: 'done',
      classes: 'done',
    });
    expect(setupProgress({ fees: 1, feesEnabled: true }).fees).toBe('done');
    expect(setupProgress({ fees: 0 }).fees).toBe('to_do');
  });
});
