import type { WaterfallTierInput } from './waterfall';

const tier = (t: Partial<WaterfallTierInput> & Pick<WaterfallTierInput, 'name' | 'type'>) => ({
  rate_percent: null,
  compounding: null,
  day_count: null,
  limiting_factor: null,
  catch_up_percent: null,
  carry_percent: null,
  ...t,
});

/**
 * The model LPA's whole-fund (European) waterfall (DOMAIN.md): capital back, an 8% preferred
 * return compounded annually, a full GP catch-up, then 80/20.
 */
export const europeanTiers: WaterfallTierInput[] = [
  tier({ name: 'Return of capital', type: 'return_of_capital' }),
  tier({
    name: 'Preferred return',
    type: 'preferred_return',
    rate_percent: '8',
    compounding: 'annually',
    day_count: 'actual_365',
    limiting_factor: 'cash_flows',
  }),
  tier({ name: 'GP catch-up', type: 'gp_catch_up', catch_up_percent: '100', carry_percent: '20' }),
  tier({ name: 'Final split', type: 'final_split', carry_percent: '20' }),
];
