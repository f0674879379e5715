import { and, asc, eq, lte } from 'drizzle-orm';
import { versionStatus } from '../../api/calculations';
import type { BasisSource, ValuePoint } from '../../domain/fees';
import { createMxlEvaluator, type MxlScalar } from '../../domain/mxl';
import type { Database } from '../db/database';
import { transactions, type fees } from '../db/schema';
import { loadFundFamilyLedger } from '../calculation/calculation-ledger';
import { calculationsInEffect, loadStored } from '../calculation/calculation-stored';
import type { Scope } from '../scope';

/** A basis calculation's value per commitment over time, as the fee engine's ValuePoint series. */
export type CalculationSeries = {
  calculationId: string;
  name: string;
  formula: string;
  byCommitment: Map<string, ValuePoint[]>;
  /** Why some dates have no value (the formula fails or is not money there). */
  problems: string[];
};

const centsOf = (value: MxlScalar): number | string =>
  value.kind === 'money'
    ? value.cents
    : value.kind === 'null'
      ? 0
      : `The formula gives ${value.kind}, not money`;

/**
 * Evaluates the fund family's calculations per commitment at the end of every day the ledger
 * (or a calculation version) changes, through `through`, and keeps each commitment's value
 * whenever it moves: exactly the step series the fee engine averages or samples.
 */
export async function feeBasisSeries(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  calculationIds: readonly string[],
  through: string,
): Promise<Map<string, CalculationSeries>> {
  const stored = await loadStored(db, scope, fundFamilyId);
  const wanted = stored.filter(({ row }) => calculationIds.includes(row.id));
  const result = new Map<string, CalculationSeries>(
    wanted.map(({ row, versions }) => [
      row.id,
      {
        calculationId: row.id,
        name: row.display_name,
        formula: versions.find((v) => versionStatus(v, through) === 'current')?.formula ?? '',
        byCommitment: new Map(),
        problems: [],
      },
    ]),
  );
  if (wanted.length === 0) return result;
  const ledgerDays = await db
    .selectDistinct({ day: transactions.effective_date })
    .from(transactions)
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_id, fundFamilyId),
        lte(transactions.effective_date, through),
      ),
    )
    .orderBy(asc(transactions.effective_date));
  const versionDays = stored.flatMap(({ versions }) =>
    versions.flatMap((v) => [v.start_date, ...v.definitions.map((d) => d.start_date)]),
  );
  const days = [...new Set([...ledgerDays.map((d) => d.day), ...versionDays])]
    .filter((day) => day <= through)
    .sort();
  const { ledger, codeNames } = await loadFundFamilyLedger(db, scope, fundFamilyId);
  for (const day of days) {
    const inEffect = calculationsInEffect(stored, day);
    const evaluator = createMxlEvaluator({
      ledger,
      timePeriod: { as_of: day },
      calculations: inEffect,
      transactionCodes: codeNames,
      groupBy: 'commitment',
    });
    for (const series of result.values()) {
      const active = inEffect.some((c) => c.name === series.name);
      const evaluated = active
        ? evaluator.evaluateCalculation(series.name)
        : { ok: true as const, value: { kind: 'null' as const } };
      if (!evaluated.ok) {
        series.problems.push(`${day}: ${evaluated.error.message}`);
        continue;
      }
      const value = evaluated.value;
      const pairs: [string, MxlScalar][] =
        value.kind === 'grouped'
          ? value.commitmentIds.map((id, i) => [id, value.values[i]!])
          : ledger.commitmentIds.map((id) => [id, value]);
      for (const [commitmentId, scalar] of pairs) {
        const cents = centsOf(scalar);
        if (typeof cents === 'string') {
          series.problems.push(`${day}: ${cents}`);
          continue;
        }
        const points = series.byCommitment.get(commitmentId) ?? [];
        if ((points.at(-1)?.amount ?? 0) !== cents) points.push({ date: day, amount: cents });
        series.byCommitment.set(commitmentId, points);
      }
    }
  }
  return result;
}

/** The fee engine's basis sources for one commitment: each dated basis period with its series. */
export const basisSourcesFor = (
  fee: Pick<typeof fees.$inferSelect, 'basis'>,
  series: Map<string, CalculationSeries>,
  commitmentId: string,
): BasisSource[] =>
  fee.basis.map((b) => {
    const calculation = series.get(b.calculation_id);
    return {
      from: b.from,
      label: calculation?.name ?? 'Missing calculation',
      series: calculation?.byCommitment.get(commitmentId) ?? [],
    };
  });
