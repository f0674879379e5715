import { and, asc, eq } from 'drizzle-orm';
import type { CalculationsAndFees } from '../../api/calculations-and-fees';
import type { Database } from '../db/database';
import { fees } from '../db/schema';
import { listCalculations } from './calculation-reading';

/**
 * Spec §7: every calculation of the fund family with today's value, and its fees with
 * the calculation each basis period reads, so a fee's basis can be shown by name.
 */
export async function calculationsAndFees(
  db: Database,
  scope: { customerId: string },
  fundFamilyId: string,
  today: string,
): Promise<CalculationsAndFees> {
  const calculations = await listCalculations(db, scope, fundFamilyId, today);
  const nameOf = new Map(
    calculations.map((calculation) => [calculation.id, calculation.display_name]),
  );
  const rows = await db
    .select()
    .from(fees)
    .where(and(eq(fees.customer_id, scope.customerId), eq(fees.fund_family_id, fundFamilyId)))
    .orderBy(asc(fees.name));
  return {
    calculations,
    fees: rows.map((fee) => ({
      id: fee.id,
      name: fee.name,
      type: fee.type,
      cadence: fee.cadence,
      day_count: fee.day_count,
      charge_timing: fee.charge_timing,
      true_up_eligible: fee.true_up_eligible,
      rates: fee.rates.map(({ from, rate }) => ({ from, rate })),
      basis: fee.basis.map(({ from, calculation_id }) => ({
        from,
        calculation_id,
        calculation_display_name: nameOf.get(calculation_id) ?? null,
      })),
    })),
  };
}
