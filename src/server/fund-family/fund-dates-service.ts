import { asc, eq } from 'drizzle-orm';
import type { FundDates } from '../../api/fund-dates';
import type { Database } from '../db/database';
import { fund_family_dates, fund_family_named_dates } from '../db/schema';
import { loadFundFamily } from './fund-family-service';

/** A fund family's dates; a fund that never saved any has them all empty. */
export async function fundDatesOf(
  db: Database,
  customerId: string,
  fundFamilyId: string,
): Promise<FundDates> {
  await loadFundFamily(db, customerId, fundFamilyId);
  const [row] = await db
    .select()
    .from(fund_family_dates)
    .where(eq(fund_family_dates.fund_family_id, fundFamilyId));
  const named = await db
    .select({ name: fund_family_named_dates.name, date: fund_family_named_dates.date })
    .from(fund_family_named_dates)
    .where(eq(fund_family_named_dates.fund_family_id, fundFamilyId))
    .orderBy(asc(fund_family_named_dates.date), asc(fund_family_named_dates.name));
  return {
    fund_family_id: fundFamilyId,
    fund_start_date: row?.fund_start_date ?? null,
    fund_end_date: row?.fund_end_date ?? null,
    commitment_period_start: row?.commitment_period_start ?? null,
    commitment_period_end: row?.commitment_period_end ?? null,
    investment_period_start: row?.investment_period_start ?? null,
    investment_period_end: row?.investment_period_end ?? null,
    named_dates: named,
  };
}

/** Replaces a fund family's dates and named dates as one change (call inside a transaction). */
export async function saveFundDates(
  tx: Database,
  customerId: string,
  input: FundDates,
  now: Date,
): Promise<FundDates> {
  await loadFundFamily(tx, customerId, input.fund_family_id);
  const { named_dates: named, fund_family_id: fundFamilyId, ...periods } = input;
  await tx
    .insert(fund_family_dates)
    .values({ fund_family_id: fundFamilyId, customer_id: customerId, ...periods })
    .onConflictDoUpdate({
      target: fund_family_dates.fund_family_id,
      set: { ...periods, updated_at: now },
    });
  await tx
    .delete(fund_family_named_dates)
    .where(eq(fund_family_named_dates.fund_family_id, fundFamilyId));
  if (named.length > 0) {
    await tx.insert(fund_family_named_dates).values(
      named.map((n) => ({
        customer_id: customerId,
        fund_family_id: fundFamilyId,
        name: n.name,
        date: n.date,
      })),
    );
  }
  return fundDatesOf(tx, customerId, fundFamilyId);
}
