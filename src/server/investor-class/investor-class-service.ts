import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  InvestorClass,
  InvestorClassCommitment,
  InvestorClassDetail,
  InvestorClassInput,
} from '../../api/investor-classes';
import { apiErrorCodes } from '../../api/api-error';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { uniqueConflict } from '../unique-violation';
import {
  closing_commitments,
  commitment_class_changes,
  commitments,
  fees,
  fund_entities,
  investor_class_fee_overrides,
  investor_classes,
  investor_entities,
  waterfall_configurations,
} from '../db/schema';
import type { Scope } from '../scope';
import { fromRatePoints, toRatePoints } from '../fees/fee-configuration';
import { familyClasses } from './family-classes';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { toTierParams } from '../waterfall/waterfall-configuration';
import { fractionToPercent } from '../../api/percent';

type ClassRow = typeof investor_classes.$inferSelect;

const percent = (value: string | undefined) =>
  value === undefined ? null : fractionToPercent(value);

async function toApi(db: Database, rows: ClassRow[]): Promise<InvestorClass[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const overrides = await db
    .select({
      investor_class_id: investor_class_fee_overrides.investor_class_id,
      fee_id: investor_class_fee_overrides.fee_id,
      fee_name: fees.name,
      rates: investor_class_fee_overrides.rates,
    })
    .from(investor_class_fee_overrides)
    .innerJoin(fees, eq(fees.id, investor_class_fee_overrides.fee_id))
    .where(inArray(investor_class_fee_overrides.investor_class_id, ids))
    .orderBy(asc(fees.name));
  const counts = await db
    .select({ id: commitments.investor_class_id, n: count() })
    .from(commitments)
    .where(inArray(commitments.investor_class_id, ids))
    .groupBy(commitments.investor_class_id);
  return rows.map((row) => ({
    id: row.id,
    fund_family_id: row.fund_family_id,
    name: row.name,
    description: row.description,
    fee_overrides: overrides
      .filter((o) => o.investor_class_id === row.id)
      .map((o) => ({ fee_id: o.fee_id, fee_name: o.fee_name, rates: fromRatePoints(o.rates) })),
    waterfall_overrides: Object.entries(row.waterfall_overrides).map(([tier_name, params]) => ({
      tier_name,
      rate_percent: percent(params.rate),
      catch_up_percent: percent(params.catchUp),
      carry_percent: percent(params.carry),
    })),
    commitment_count: Number(counts.find((c) => c.id === row.id)?.n ?? 0),
  }));
}

export async function listInvestorClasses(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<InvestorClass[]> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  return toApi(db, await familyClasses(db, scope, fund.id));
}

export async function loadInvestorClassRow(
  db: Database,
  scope: Scope,
  investorClassId: string,
): Promise<ClassRow> {
  const [row] = await db
    .select()
    .from(investor_classes)
    .where(
      and(
        eq(investor_classes.id, investorClassId),
        eq(investor_classes.customer_id, scope.customerId),
      ),
    );
  if (!row) throw notFound('No such investor class for this customer');
  return row;
}

/** The commitments of a class, with what their closings admit. */
async function classCommitments(
  db: Database,
  investorClassId: string,
): Promise<InvestorClassCommitment[]> {
  const rows = await db
    .select({
      commitment_id: commitments.id,
      investor_entity_name: investor_entities.full_name,
      owning_entity_name: fund_entities.name,
      amount_cents: sql<string>`coalesce(sum(${closing_commitments.amount_cents}), 0)`,
    })
    .from(commitments)
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
    .leftJoin(closing_commitments, eq(closing_commitments.commitment_id, commitments.id))
    .where(eq(commitments.investor_class_id, investorClassId))
    .groupBy(commitments.id, investor_entities.full_name, fund_entities.name)
    .orderBy(asc(investor_entities.full_name));
  return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
}

export async function getInvestorClass(
  db: Database,
  scope: Scope,
  investorClassId: string,
): Promise<InvestorClassDetail> {
  const row = await loadInvestorClassRow(db, scope, investorClassId);
  const [investorClass] = await toApi(db, [row]);
  return { ...investorClass!, commitments: await classCommitments(db, row.id) };
}

async function checkNameFree(
  tx: Database,
  fundFamilyId: string,
  name: string,
  ownId: string | null,
  path = 'name',
) {
  const [taken] = await tx
    .select({ id: investor_classes.id })
    .from(investor_classes)
    .where(
      and(
        eq(investor_classes.fund_family_id, fundFamilyId),
        sql`lower(${investor_classes.name}) = lower(${name})`,
      ),
    );
  // A stored class has the name: the same 409 whether found here or by the constraint.
  if (taken && taken.id !== ownId) throw uniqueConflict('investor_classes_name_unique', path);
}

/** The overrides must name fees and tiers of the class's own fund family. */
async function checkOverrides(tx: Database, fundFamilyId: string, input: InvestorClassInput) {
  const errors: Record<string, string[]> = {};
  const feeIds = input.fee_overrides.map((o) => o.fee_id);
  const known = new Set(
    feeIds.length === 0
      ? []
      : (
          await tx
            .select({ id: fees.id })
            .from(fees)
            .where(and(eq(fees.fund_family_id, fundFamilyId), inArray(fees.id, feeIds)))
        ).map((r) => r.id),
  );
  input.fee_overrides.forEach((o, i) => {
    if (!known.has(o.fee_id)) errors[`fee_overrides.${i}.fee_id`] = ['No such fee in this fund.'];
  });
  if (input.waterfall_overrides.length > 0) {
    const [waterfall] = await tx
      .select({ tiers: waterfall_configurations.tiers })
      .from(waterfall_configurations)
      .where(eq(waterfall_configurations.fund_family_id, fundFamilyId));
    const tiers = new Set((waterfall?.tiers ?? []).map((t) => t.name));
    input.waterfall_overrides.forEach((o, i) => {
      if (!tiers.has(o.tier_name))
        errors[`waterfall_overrides.${i}.tier_name`] = ['No such tier in the fund’s waterfall.'];
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const classValues = (input: InvestorClassInput) => ({
  name: input.name,
  description: input.description || null,
  waterfall_overrides: Object.fromEntries(
    input.waterfall_overrides.map((o) => [o.tier_name, toTierParams(o)]),
  ),
});

async function writeFeeOverrides(
  tx: Database,
  scope: Scope,
  investorClassId: string,
  input: InvestorClassInput,
) {
  await tx
    .delete(investor_class_fee_overrides)
    .where(eq(investor_class_fee_overrides.investor_class_id, investorClassId));
  if (input.fee_overrides.length === 0) return;
  await tx.insert(investor_class_fee_overrides).values(
    input.fee_overrides.map((o) => ({
      customer_id: scope.customerId,
      investor_class_id: investorClassId,
      fee_id: o.fee_id,
      rates: toRatePoints(o.rates),
    })),
  );
}

export async function createInvestorClass(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  input: InvestorClassInput,
): Promise<string> {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  await checkNameFree(tx, fund.id, input.name, null);
  await checkOverrides(tx, fund.id, input);
  const [row] = await tx
    .insert(investor_classes)
    .values({ customer_id: scope.customerId, fund_family_id: fund.id, ...classValues(input) })
    .returning({ id: investor_classes.id });
  await writeFeeOverrides(tx, scope, row!.id, input);
  return row!.id;
}

export async function updateInvestorClass(
  tx: Database,
  scope: Scope,
  investorClassId: string,
  input: InvestorClassInput,
): Promise<InvestorClass> {
  const row = await loadInvestorClassRow(tx, scope, investorClassId);
  const [before] = await toApi(tx, [row]);
  await checkNameFree(tx, row.fund_family_id, input.name, row.id);
  await checkOverrides(tx, row.fund_family_id, input);
  await tx.update(investor_classes).set(classValues(input)).where(eq(investor_classes.id, row.id));
  await writeFeeOverrides(tx, scope, row.id, input);
  return before!;
}

/** POST /investor-class/bulk/: every class or none (one transaction, the first clash fails all). */
export async function bulkCreateInvestorClasses(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  classes: { name: string; description: string | null }[],
): Promise<string[]> {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  for (const [i, c] of classes.entries())
    await checkNameFree(tx, fund.id, c.name, null, `classes.${i}.name`);
  const rows = await tx
    .insert(investor_classes)
    .values(
      classes.map((c) => ({
        customer_id: scope.customerId,
        fund_family_id: fund.id,
        name: c.name,
        description: c.description || null,
      })),
    )
    .returning({ id: investor_classes.id });
  return rows.map((r) => r.id);
}

const inUse = (message: string) =>
  new ApiError({ status: 409, code: apiErrorCodes.conflict, message });

/**
 * Deletes a class no commitment uses: neither now nor in a class change, whose history must
 * keep naming it. Its fee and transaction code overrides go with it (cascade).
 */
export async function deleteInvestorClass(
  tx: Database,
  scope: Scope,
  investorClassId: string,
): Promise<InvestorClass> {
  const row = await loadInvestorClassRow(tx, scope, investorClassId);
  const [before] = await toApi(tx, [row]);
  const used = before!.commitment_count;
  if (used > 0)
    throw inUse(
      `Class ${row.name} cannot be deleted: ${used} commitment${used === 1 ? ' is' : 's are'} in it. Move ${used === 1 ? 'it' : 'them'} to another class first.`,
    );
  const [changes] = await tx
    .select({ n: count() })
    .from(commitment_class_changes)
    .where(
      or(
        eq(commitment_class_changes.from_investor_class_id, row.id),
        eq(commitment_class_changes.to_investor_class_id, row.id),
      ),
    );
  if (Number(changes?.n ?? 0) > 0)
    throw inUse(
      `Class ${row.name} cannot be deleted: commitment class changes name it, and their history must stay readable.`,
    );
  await tx.delete(investor_classes).where(eq(investor_classes.id, row.id));
  return before!;
}
