import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { fund_entities, investor_entities, investors, users } from './schema';
import { addClosingCommitment } from '../closing/closing-commitment-changes';
import { createClosing, transitionClosing, type ClosingActor } from '../closing/closing-service';
import { seedDemoCapitalCall, seedDemoDraftCall } from './demo-capital-call';
import { seedDemoFeeCharge } from './demo-fee-charges';
import { seedDemoFundConfiguration } from './demo-fund-configuration';
import { postDemoOrganizationalExpenses } from './demo-non-capital';
import { createFundFamily, startFundraise, updateConfig } from '../fund-family/fund-family-service';

const legalTypes = [
  'limited_partnership',
  'llc',
  'c_corporation',
  'individual',
  'irrevocable_trust',
  'revocable_trust',
  'non_profit_corporation',
  's_corporation',
] as const;

const investorNames = [
  'Aldridge State Pension Fund',
  'Beacon Hill Endowment',
  'Calloway Family Office',
  'Dunmore Insurance Co.',
  'Elmstead University Foundation',
  'Fairhaven Teachers Retirement',
  'Granite Peak Holdings LLC',
  'Hawthorne Charitable Trust',
  'Ironwood Sovereign Partners',
  'Juniper Ridge Capital',
  'Kestrel Family Trust',
  'Larkspur Municipal Employees',
  'Marlowe Health System',
  'Northgate Mutual Life',
  'Oakhurst Community Foundation',
  'Pemberton Family LP',
  'Quarry Lane Investors LLC',
  'Redfern Church Pension',
  'Silverbirch Endowment',
  'Tamarack Fire & Police Pension',
  'Upland Family Office',
  'Vantage Point Trust',
  'Westbrook Corporate Pension',
  'Yarrow Foundation',
  'Zephyr Holdings Inc.',
  'Ashcombe Revocable Trust',
  'Brightwater Insurance',
  'Cobalt Ridge Partners',
  'Driftwood Medical Group 401(k)',
  'Evergreen Sisters of Mercy',
  'Foxglove Capital LLC',
  'Glenmore Irrevocable Trust',
  'Harrow Family Partners',
  'Inverness Regional Pension',
  'Jessamine Endowment',
  'Kingsley Ventures LLC',
  'Lowther Family Office',
  'Meridian Labor Trust',
  'Nettlefield Foundation',
  'Orchard Street Partners',
];

/**
 * The demo fund family: a main fund, a parallel fund, a feeder and the GP, forty investors,
 * a first close, one capital call and a subsequent close with its capital equalization.
 * It goes through the same services as the API, so the demo shows what the product computes.
 */
export async function seedDemoFund(tx: Database, customerId: string): Promise<void> {
  const fund = await createFundFamily(tx, customerId, 'Harborview Capital Partners IV');
  await updateConfig(tx, customerId, fund.id, {
    currency: 'USD',
    rounding_methodology: 'cents',
    rounding_partner_ordering: 'gp_then_largest_allocation',
    capital_call_methodology: 'gross',
    equalization_interest_methodology: 'simple_interest',
    equalization_interest_rate_percent: 8,
    target_raise_cents: 500_000_000_00,
    target_close_date: '2026-03-31',
    phase: 'Fundraising',
  });
  const entity = async (name: string, short: string, functional: string) => {
    const [row] = await tx
      .insert(fund_entities)
      .values({
        customer_id: customerId,
        fund_family_id: fund.id,
        name,
        short_name: short,
        functional_type: functional,
        legal_type: 'limited_partnership',
      })
      .returning({ id: fund_entities.id });
    return row!.id;
  };
  const main = await entity('Harborview Capital Partners IV, L.P.', 'HCP IV', 'main_fund');
  const parallel = await entity(
    'Harborview Capital Partners IV-A, L.P.',
    'HCP IV-A',
    'parallel_fund',
  );
  const feeder = await entity(
    'Harborview IV Offshore Feeder, L.P.',
    'HCP IV Offshore',
    'feeder_fund',
  );
  const generalPartner = await entity('Harborview GP IV, LLC', 'HCP GP', 'general_partner');

  const investorEntityIds: string[] = [];
  for (const [index, name] of investorNames.entries()) {
    const [investor] = await tx
      .insert(investors)
      .values({
        customer_id: customerId,
        name,
        external_id: `HCP-${String(index + 1).padStart(3, '0')}`,
        primary_contact_email: `ir${index + 1}@investor.test`,
      })
      .returning({ id: investors.id });
    const [investorEntity] = await tx
      .insert(investor_entities)
      .values({
        customer_id: customerId,
        investor_id: investor!.id,
        full_name: name,
        legal_type: legalTypes[index % legalTypes.length]!,
      })
      .returning({ id: investor_entities.id });
    investorEntityIds.push(investorEntity!.id);
  }
  const [gpInvestor] = await tx
    .insert(investors)
    .values({
      customer_id: customerId,
      name: 'Harborview Capital Management',
      external_id: 'HCP-GP',
    })
    .returning({ id: investors.id });
  const [gpEntity] = await tx
    .insert(investor_entities)
    .values({
      customer_id: customerId,
      investor_id: gpInvestor!.id,
      full_name: 'Harborview GP IV, LLC',
      legal_type: 'llc',
      // The fund's own GP entity holds the GP commitment (gp-investor-entity.ts).
      profile: { is_gp_affiliated: true },
      gp_fund_entity_id: generalPartner,
    })
    .returning({ id: investor_entities.id });

  const scope = { customerId };
  // The LPA's terms are entered at setup, before anyone closes (demo-fund-configuration.ts).
  const classes = await seedDemoFundConfiguration(tx, customerId);
  const { closingId: firstCloseId } = await startFundraise(tx, {
    customerId,
    fundFamilyId: fund.id,
    closingDate: '2025-03-31',
  });
  // Commitments between $2.5M and $25M in $250,000 steps, spread over the three funds.
  const amountOf = (index: number) => (10 + ((index * 37) % 91)) * 25_000_000;
  const fundOf = (index: number) => (index % 5 === 3 ? parallel : index % 5 === 4 ? feeder : main);
  // The three largest first-close commitments are the anchors: the closing places them in
  // Class A (the amounts are distinct, so the three are the same on every seed).
  const anchors = Array.from({ length: 30 }, (_, index) => index)
    .sort((a, b) => amountOf(b) - amountOf(a))
    .slice(0, 3);
  for (let index = 0; index < 30; index += 1) {
    await addClosingCommitment(tx, scope, firstCloseId!, {
      investor_entity_id: investorEntityIds[index]!,
      owning_entity_id: fundOf(index),
      amount_cents: amountOf(index),
      is_gp: false,
      investor_class_id: anchors.includes(index) ? classes.anchorClassId : null,
    });
  }
  // The GP's own commitment is in Class G from the first close (its fee waiver starts
  // 2025-07-01, after Capital call 1, which charged the GP like every LP).
  await addClosingCommitment(tx, scope, firstCloseId!, {
    investor_entity_id: gpEntity!.id,
    owning_entity_id: main,
    amount_cents: 5_000_000_00,
    is_gp: true,
    investor_class_id: classes.gpClassId,
  });
  // As a team works: the writer sends each closing for approval, the approver approves and
  // finalizes it (maker-checker).
  const writer = await demoUser(tx, 'writer@demo.test');
  const approver = await demoUser(tx, 'approver@demo.test');
  const close = async (closingId: string) => {
    await transitionClosing(tx, scope, closingId, 'send-for-approval', writer);
    for (const action of ['complete', 'finalize'] as const)
      await transitionClosing(tx, scope, closingId, action, approver);
  };
  await close(firstCloseId!);

  const firstCloseCents =
    Array.from({ length: 30 }, (_, index) => amountOf(index)).reduce((a, b) => a + b, 0) +
    5_000_000_00;
  const team = { writer: writer.userId, approver: approver.userId };
  const charge = (periodStart: string, state?: 'draft') =>
    seedDemoFeeCharge(tx, scope, fund.id, periodStart, team, state);
  await charge('2025-01-01');
  const secondQuarter = await charge('2025-04-01');
  await seedDemoCapitalCall(tx, scope, fund.id, firstCloseCents, secondQuarter, team);
  await charge('2025-07-01');
  await postDemoOrganizationalExpenses(tx, customerId, fund.id);

  const secondCloseId = await createClosing(tx, scope, {
    fund_family_id: fund.id,
    name: 'Second close',
    closing_date: '2025-09-30',
  });
  for (let index = 30; index < investorNames.length; index += 1) {
    await addClosingCommitment(tx, scope, secondCloseId, {
      investor_entity_id: investorEntityIds[index]!,
      owning_entity_id: fundOf(index),
      amount_cents: amountOf(index),
      is_gp: false,
    });
  }
  await close(secondCloseId);
  await charge('2025-10-01');
  await charge('2026-01-01', 'draft');
  await seedDemoDraftCall(tx, scope, fund.id, team);
}

async function demoUser(tx: Database, email: string): Promise<ClosingActor> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo user ${email} is not seeded`);
  return { userId: row.id };
}
