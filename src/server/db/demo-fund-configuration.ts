import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { calculationExamples } from '../../api/calculation-examples';
import { calculationInputSchema } from '../../api/calculations';
import { modelManagementFee } from '../../api/fee-examples';
import type { FeeInput } from '../../api/fees';
import { europeanTiers } from '../../api/waterfall-examples';
import { createCalculation } from '../calculation/calculation-service';
import { createFee } from '../fees/fee-configuration';
import { createInvestorClass } from '../investor-class/investor-class-service';
import { upsertWaterfallConfiguration } from '../waterfall/waterfall-configuration';
import type { Database } from './database';
import { fund_entities, fund_families } from './schema';

/**
 * The demo fund family's terms, through the same services as the API, entered at fund setup as
 * the LPA has them, before the first close: a management fee of 2% a year on commitments,
 * quarterly in advance on actual/365, a European waterfall (capital back, 8% pref compounded
 * annually, full catch-up, 80/20), and two commitment classes: anchor investors (1.5% fee, 15%
 * carry) and the GP and affiliates (no carry; no fee from 2025-07-01, the quarter after
 * Capital call 1, which charged the GP its 1% like every LP). The first close places the three
 * largest first-close commitments in the first and the GP's own in the second (demo-fund.ts).
 * Answers the two classes.
 */
export async function seedDemoFundConfiguration(
  tx: Database,
  customerId: string,
): Promise<{ anchorClassId: string; gpClassId: string }> {
  const scope = { customerId };
  const [fund] = await tx
    .select({ id: fund_families.id })
    .from(fund_families)
    .where(
      and(
        eq(fund_families.customer_id, customerId),
        eq(fund_families.name, 'Harborview Capital Partners IV'),
      ),
    );
  if (!fund) throw new Error('the demo fund family is seeded first');
  const [gp] = await tx
    .select({ id: fund_entities.id })
    .from(fund_entities)
    .where(
      and(
        eq(fund_entities.fund_family_id, fund.id),
        eq(fund_entities.functional_type, 'general_partner'),
      ),
    );

  const example = calculationExamples.find((e) => e.input.display_name === 'management_fee_basis')!;
  const basisId = await createCalculation(
    tx,
    scope,
    fund.id,
    'transaction',
    v.parse(calculationInputSchema, example.input),
  );
  const managementFee: FeeInput = {
    ...modelManagementFee(basisId, '2025-03-31'),
    offsets: [
      { type: 'transaction_fees', percent: '100' },
      { type: 'placement_fees', percent: '100' },
    ],
  };
  const feeId = await createFee(tx, scope, fund.id, managementFee);
  await upsertWaterfallConfiguration(tx, scope, {
    fund_family_id: fund.id,
    waterfall_type: 'whole_fund',
    configuration_type: 'basic',
    carry_partner_entity_id: gp?.id ?? null,
    pref_effect: 'actual',
    tiers: europeanTiers,
  });

  const anchorId = await createInvestorClass(tx, scope, fund.id, {
    name: 'Class A — Anchor investors',
    description: 'First-close anchors: 1.5% management fee and 15% carry.',
    fee_overrides: [{ fee_id: feeId, rates: [{ from: '2025-03-31', rate_percent: '1.5' }] }],
    waterfall_overrides: [
      { tier_name: 'GP catch-up', rate_percent: null, catch_up_percent: null, carry_percent: '15' },
      { tier_name: 'Final split', rate_percent: null, catch_up_percent: null, carry_percent: '15' },
    ],
  });
  const gpClassId = await createInvestorClass(tx, scope, fund.id, {
    name: 'Class G — GP and affiliates',
    description:
      'The general partner’s own commitment bears no carry, and no fee from 2025-07-01 (the quarter after Capital call 1).',
    // The GP paid its fee like every LP in Capital call 1 (due 2025-06-30); its waiver starts
    // the next day, so a call or refresh on that date still charges it.
    fee_overrides: [
      {
        fee_id: feeId,
        rates: [
          { from: '2025-03-31', rate_percent: '2' },
          { from: '2025-07-01', rate_percent: '0' },
        ],
      },
    ],
    waterfall_overrides: [
      { tier_name: 'GP catch-up', rate_percent: null, catch_up_percent: null, carry_percent: '0' },
      { tier_name: 'Final split', rate_percent: null, catch_up_percent: null, carry_percent: '0' },
    ],
  });

  return { anchorClassId: anchorId, gpClassId };
}
