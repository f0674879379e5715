import { and, eq } from 'drizzle-orm';
import type { FundFamilyConfig } from '../../api/fund-structure';
import { ApiError, notFound } from '../api-error';
import type { Database } from '../db/database';
import { closings, fund_families, transaction_codes } from '../db/schema';
import { defaultTransactionCodes } from './default-transaction-codes';

export const notDraftMessage =
  "Looks like you're trying to start a first close on a fund that is not in draft mode. Please save your changes and try again.";

export async function loadFundFamily(db: Database, customerId: string, fundFamilyId: string) {
  const [row] = await db
    .select()
    .from(fund_families)
    .where(and(eq(fund_families.id, fundFamilyId), eq(fund_families.customer_id, customerId)));
  if (!row) throw notFound('No such fund family for this customer');
  return row;
}

export async function createFundFamily(tx: Database, customerId: string, name: string) {
  const [row] = await tx
    .insert(fund_families)
    .values({ customer_id: customerId, name })
    .returning();
  if (!row) throw new Error('fund family insert returned nothing');
  await tx.insert(transaction_codes).values(
    defaultTransactionCodes.map((code) => ({
      ...code,
      customer_id: customerId,
      fund_family_id: row.id,
    })),
  );
  return row;
}

export function configOf(row: typeof fund_families.$inferSelect): FundFamilyConfig {
  const settings = row.settings as Partial<FundFamilyConfig>;
  return {
    currency: row.currency,
    rounding_methodology: row.rounding_methodology,
    rounding_partner_ordering: row.rounding_partner_ordering,
    capital_call_methodology: row.capital_call_methodology,
    equalization_interest_methodology: settings.equalization_interest_methodology ?? null,
    equalization_interest_rate_percent: settings.equalization_interest_rate_percent ?? null,
    target_raise_cents: row.target_raise_cents,
    target_close_date: row.target_close_date,
    phase: row.phase,
  };
}

export async function updateConfig(
  tx: Database,
  customerId: string,
  fundFamilyId: string,
  config: FundFamilyConfig,
) {
  await loadFundFamily(tx, customerId, fundFamilyId);
  const [row] = await tx
    .update(fund_families)
    .set({
      currency: config.currency,
      rounding_methodology: config.rounding_methodology,
      rounding_partner_ordering: config.rounding_partner_ordering,
      capital_call_methodology: config.capital_call_methodology,
      settings: {
        equalization_interest_methodology: config.equalization_interest_methodology,
        equalization_interest_rate_percent: config.equalization_interest_rate_percent,
      },
      target_raise_cents: config.target_raise_cents,
      target_close_date: config.target_close_date,
      phase: config.phase,
    })
    .where(eq(fund_families.id, fundFamilyId))
    .returning();
  if (!row) throw notFound('No such fund family');
  return row;
}

/**
 * Complete Setup (spec §4): a draft fund family starts fundraising and gets its first
 * closing in draft. Any other state is refused with the spec's message and changes nothing.
 */
export async function startFundraise(
  tx: Database,
  input: { customerId: string; fundFamilyId: string; closingDate: string },
) {
  const fund = await loadFundFamily(tx, input.customerId, input.fundFamilyId);
  if (fund.state !== 'draft') {
    throw new ApiError({ status: 409, code: 'invalid_transition', message: notDraftMessage });
  }
  await tx.update(fund_families).set({ state: 'fundraising' }).where(eq(fund_families.id, fund.id));
  const [closing] = await tx
    .insert(closings)
    .values({
      customer_id: input.customerId,
      fund_family_id: fund.id,
      name: 'First close',
      closing_date: input.closingDate,
    })
    .returning({ id: closings.id });
  return { closingId: closing?.id ?? null };
}
