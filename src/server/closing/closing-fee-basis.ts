import { and, eq, inArray, sql } from 'drizzle-orm';
import { versionStatus } from '../../api/calculations';
import type { BasisSource } from '../../domain/fees';
import type { Database } from '../db/database';
import {
  calculation_versions,
  calculations,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../db/schema';
import type { FeeBasisPoint } from '../db/schema/fees';
import { postedAsOf } from '../ledger/posted-ledger';
import { baseCodeName, withTransferTwins } from '../investor-transfer/transfer-codes';

export type AdmittedForFees = { id: string; amount: number };

/** A basis calculation as the true-up reads it for the commitments a closing admits. */
export type AdmittedBasis = {
  label: string;
  /** How the value was found, for the audit. */
  how: string;
  valueOf: (commitmentId: string) => number;
};

const inEffect = <V extends { start_date: string; end_date: string | null; is_draft: boolean }>(
  versions: readonly V[],
  date: string,
) => versions.find((v) => !v.is_draft && versionStatus(v, date) === 'current');

/**
 * Each fee basis calculation's value for each admitted commitment on its admission day. The
 * commitment's own rows are not on the ledger until the closing finalizes, so a basic
 * calculation (a signed sum of transaction codes) adds what the closing will post (its
 * commitment row) to the commitment's posted rows; any other calculation cannot be read for a
 * commitment the ledger does not hold yet, and the admitted commitment amount stands for it.
 */
export async function admittedFeeBases(
  db: Database,
  scope: { customerId: string; fundFamilyId: string; closingDate: string },
  points: readonly FeeBasisPoint[],
  admitted: readonly AdmittedForFees[],
): Promise<Map<string, AdmittedBasis>> {
  const ids = [...new Set(points.map((p) => p.calculation_id))];
  const bases = new Map<string, AdmittedBasis>();
  if (ids.length === 0) return bases;
  const rows = await db
    .select({ id: calculations.id, name: calculations.name })
    .from(calculations)
    .where(and(eq(calculations.customer_id, scope.customerId), inArray(calculations.id, ids)));
  const versions = await db
    .select()
    .from(calculation_versions)
    .where(inArray(calculation_versions.calculation_id, ids));
  const amountOf = new Map(admitted.map((c) => [c.id, c.amount]));
  for (const calc of rows) {
    const version = inEffect(
      versions.filter((v) => v.calculation_id === calc.id),
      scope.closingDate,
    );
    if (
      !version ||
      version.calculation_type !== 'basic' ||
      version.transaction_codes.length === 0
    ) {
      bases.set(calc.id, {
        label: calc.name,
        how: `${calc.name} is not a basic sum of transaction codes on ${scope.closingDate}: the admitted commitment amount stands for it`,
        valueOf: (id) => amountOf.get(id) ?? 0,
      });
      continue;
    }
    const sign = new Map(
      version.transaction_codes.map((c) => [c.code_name, c.add_or_subtract === 'add' ? 1 : -1]),
    );
    const posted = await db
      .select({
        commitment_id: transactions.commitment_id,
        code: transaction_codes.name,
        amount: sql<number>`sum(${transactions.amount_cents})::bigint`,
      })
      .from(transactions)
      .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
      .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
      .where(
        and(
          postedAsOf({ ...scope, asOf: scope.closingDate }),
          inArray(
            transactions.commitment_id,
            admitted.map((c) => c.id),
          ),
          inArray(transaction_codes.name, withTransferTwins([...sign.keys()])),
        ),
      )
      .groupBy(transactions.commitment_id, transaction_codes.name);
    const ledger = new Map<string, number>();
    for (const row of posted) {
      const id = row.commitment_id ?? '';
      ledger.set(
        id,
        (ledger.get(id) ?? 0) + (sign.get(baseCodeName(row.code)) ?? 0) * Number(row.amount),
      );
    }
    const commitmentSign = sign.get('commitment') ?? 0;
    bases.set(calc.id, {
      label: calc.name,
      how: `${calc.name} = ${version.transaction_codes.map((c) => `${c.add_or_subtract === 'add' ? '+' : '−'} ${c.code_name}`).join(' ')}, on the commitment's posted rows plus the commitment row this closing posts`,
      valueOf: (id) => (ledger.get(id) ?? 0) + commitmentSign * (amountOf.get(id) ?? 0),
    });
  }
  return bases;
}

/** The fee's basis sources for one admitted commitment: each valued on its admission day. */
export function admittedBasisSources(
  points: readonly FeeBasisPoint[],
  bases: Map<string, AdmittedBasis>,
  commitmentId: string,
  admissionDate: string,
): BasisSource[] {
  return [...points]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((p) => {
      const basis = bases.get(p.calculation_id);
      return {
        from: p.from,
        label: basis?.label ?? p.calculation_id,
        series: [{ date: admissionDate, amount: basis ? basis.valueOf(commitmentId) : 0 }],
      };
    });
}
