import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { modelManagementFee } from '../../src/api/fee-examples';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import { transaction_codes, transactions } from '../../src/server/db/schema';
import { finalizeClosing } from './finalize-closing';
import { startConfigurationKit, type ConfigurationKit } from './fund-configuration-kit';
import type { TestDatabase } from './test-databases';

/** Who calls: the kit's reader and another customer's user, or a writer and an approver. */
export type FeeFundUser = 'writer' | 'approver' | 'reader' | 'beacon';

/**
 * A fund whose one management fee is charged (issue 20): the model fee (2% a year on committed
 * capital, actual/365, quarterly in advance, day-weighted average basis) with transaction fee
 * offsets at 100% and waivers accrued per LP; class Founders pays 0% of it. Its first close on
 * 2026-01-15 admits each LP (`${name} ${suffix} LP`, its amount in dollars, in Founders when
 * marked) into one main fund, and is finalized.
 */
export async function startFeeChargeFund<Name extends string>(
  database: TestDatabase,
  fund: { name: string; shortName: string; lpSuffix: string },
  lps: readonly (readonly [Name, number, 'Founders'?])[],
  options: {
    /** The fee's waiver methodology; waivers accrued per LP unless given. */
    waiverMethodology?: 'gp_cashless_contributions_with_pre_waterfall_gp_distributions';
    /** The commitments marked as the GP's (cashless contributions credit them). */
    gp?: readonly Name[];
  } = {},
) {
  const k = await startConfigurationKit(database, fund.name);
  const token = {
    writer: (await k.t.signIn('writer@demo.test', 'demo-writer-2026')).access,
    approver: (await k.t.signIn('approver@demo.test', 'demo-approver-2026')).access,
  };
  const as = <T>(who: FeeFundUser, method: string, path: string, body?: unknown) =>
    k.call<T>(
      method,
      path,
      body,
      who === 'reader' ? k.tokens.reader : who === 'beacon' ? k.tokens.beacon : token[who],
    );
  const admin = (await k.t.signIn('admin@demo.test', 'demo-admin-2026')).access;
  const fee = await k.call<{ id: string }>('POST', '/fee-information/', {
    fund_family_id: k.fundFamilyId,
    ...modelManagementFee(k.basisCalculationId, '2026-01-01'),
    offsets: [{ type: 'transaction_fees', percent: '100' }],
    waiver_methodology: options.waiverMethodology ?? 'fee_waiver_accruals_per_lp',
  });
  expect(fee.status).toBe(201);
  const founders = await k.call<{ id: string }>('POST', '/investor-class/', {
    fund_family_id: k.fundFamilyId,
    name: 'Founders',
    description: null,
    fee_overrides: [{ fee_id: fee.body.id, rates: [{ from: '2026-01-01', rate_percent: '0' }] }],
  });
  const base = `/fund-family/${k.fundFamilyId}`;
  const main = await k.call<FundEntity>(
    'POST',
    `${base}/fund-entities/`,
    {
      name: `${fund.name}, L.P.`,
      short_name: fund.shortName,
      functional_type: 'main_fund',
      legal_type: 'limited_partnership',
    },
    admin,
  );
  const started = await k.call<{ first_closing_id: string }>(
    'PATCH',
    `${base}/fundraise/`,
    { first_closing_date: '2026-01-15' },
    admin,
  );
  const closingId = started.body.first_closing_id;
  const commitment = {} as Record<Name, string>;
  for (const [name, amount, cls] of lps) {
    const investor = await k.call<Investor>(
      'POST',
      '/investor/',
      {
        name: `${name} ${fund.lpSuffix} Investor`,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: `${name} ${fund.lpSuffix} LP`, legal_type: 'limited_partnership' },
      },
      admin,
    );
    const added = await k.call<Closing>(
      'PUT',
      `/closing/${closingId}/add-security/`,
      {
        investor_entity_id: investor.body.entities[0]!.id,
        owning_entity_id: main.body.id,
        amount_cents: amount * 100,
      },
      admin,
    );
    expect(added.status).toBe(200);
    commitment[name] = added.body.commitments.find(
      (c) => c.investor_entity_name === `${name} ${fund.lpSuffix} LP`,
    )!.commitment_id;
    const isGp = options.gp?.includes(name) ?? false;
    if (cls || isGp) {
      const profiled = await k.call(
        'PUT',
        `/commitment-information/${commitment[name]}/`,
        { is_gp: isGp, investor_class_id: cls ? founders.body.id : null },
        admin,
      );
      expect(profiled.status).toBe(200);
    }
  }
  await finalizeClosing(k.t, closingId);
  return { k, as, feeId: fee.body.id, commitment };
}

export type FeeChargeFund<Name extends string = string> = Awaited<
  ReturnType<typeof startFeeChargeFund<Name>>
>;

/** The ledger rows an event posted, smallest first: [LP name, code, cents, date]. */
export async function postedRowsByName(
  k: ConfigurationKit,
  commitment: Record<string, string>,
  eventId: string,
) {
  const names = new Map(Object.entries(commitment).map(([name, id]) => [id, name]));
  const rows = await k.t.deps.handle.db
    .select({
      commitment_id: transactions.commitment_id,
      code: transaction_codes.name,
      amount: transactions.amount_cents,
      date: transactions.effective_date,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .where(eq(transactions.fund_family_event_id, eventId))
    .orderBy(asc(transactions.amount_cents));
  return rows.map((r) => [names.get(r.commitment_id!), r.code, Number(r.amount), r.date]);
}
