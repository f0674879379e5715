import { modelManagementFee } from '../../src/api/fee-examples';
import type { Fee } from '../../src/api/fees';
import type { InvestorClassDetail } from '../../src/api/investor-classes';
import { startConfigurationKit, type ConfigurationKit } from './fund-configuration-kit';
import type { TestDatabase } from './test-databases';
import { finalizeClosing } from './finalize-closing';

export type ClassChangeFixture = ConfigurationKit & {
  feeId: string;
  classId: Record<'anchor' | 'standard' | 'twin', string>;
  commitmentId: string;
  otherCommitmentId: string;
};

/**
 * A fund with a 2% quarterly in-advance management fee on committed capital (actual/365,
 * day-weighted), three classes (Anchor 1.5%, Standard at the fund's 2%, Twin 1.5% like Anchor)
 * and a first close on 2025-01-01: Alder $10,000,000.00 in Anchor, Birch $4,000,000.01 in none.
 */
export async function startClassChangeFixture(
  database: TestDatabase,
  fundName: string,
  options: { now?: () => Date } = {},
): Promise<ClassChangeFixture> {
  const k = await startConfigurationKit(database, fundName, options);
  const fee = await k.call<Fee>('POST', '/fee-information/', {
    fund_family_id: k.fundFamilyId,
    ...modelManagementFee(k.basisCalculationId, '2025-01-01'),
  });
  if (fee.status !== 201) throw new Error(`fee: ${fee.status} ${JSON.stringify(fee.body)}`);
  const makeClass = async (name: string, ratePercent: string | null) => {
    const created = await k.call<InvestorClassDetail>('POST', '/investor-class/', {
      fund_family_id: k.fundFamilyId,
      name,
      fee_overrides: ratePercent
        ? [{ fee_id: fee.body.id, rates: [{ from: '2025-01-01', rate_percent: ratePercent }] }]
        : [],
    });
    if (created.status !== 201) throw new Error(`class: ${created.status}`);
    return created.body.id;
  };
  const classId = {
    anchor: await makeClass('Anchor', '1.5'),
    standard: await makeClass('Standard', null),
    twin: await makeClass('Twin', '1.5'),
  };
  const fund = await k.call<{ id: string }>(
    'POST',
    `/fund-family/${k.fundFamilyId}/fund-entities/`,
    {
      name: `${fundName}, L.P.`,
      short_name: null,
      functional_type: 'main_fund',
      legal_type: 'limited_partnership',
    },
  );
  const started = await k.call<{ first_closing_id: string }>(
    'PATCH',
    `/fund-family/${k.fundFamilyId}/fundraise/`,
    { first_closing_date: '2025-01-01' },
  );
  const closingId = started.body.first_closing_id;
  const ids: string[] = [];
  for (const [name, amount, investorClassId] of [
    ['Alder', 10_000_000_00, classId.anchor],
    ['Birch', 4_000_000_01, null],
  ] as const) {
    const investor = await k.call<{ entities: { id: string }[] }>('POST', '/investor/', {
      name: `${name} ${fundName}`,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: `${name} ${fundName} LP`, legal_type: 'limited_partnership' },
    });
    const entityId = investor.body.entities[0]!.id;
    const added = await k.call<{
      commitments: { commitment_id: string; investor_entity_id: string }[];
    }>('PUT', `/closing/${closingId}/add-security/`, {
      investor_entity_id: entityId,
      owning_entity_id: fund.body.id,
      amount_cents: amount,
      ...(investorClassId ? { investor_class_id: investorClassId } : {}),
    });
    if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
    ids.push(added.body.commitments.find((c) => c.investor_entity_id === entityId)!.commitment_id);
  }
  await finalizeClosing(k.t, closingId);
  return {
    ...k,
    feeId: fee.body.id,
    classId,
    commitmentId: ids[0]!,
    otherCommitmentId: ids[1]!,
  };
}
