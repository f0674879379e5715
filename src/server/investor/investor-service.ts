import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import {
  investorHasCommitmentsMessage,
  type InvestorDetail,
  type InvestorEntityDetail,
  type InvestorEntityProfile,
  type UpdateInvestor,
} from '../../api/investors';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import {
  commitments,
  fund_families,
  investor_entities,
  investor_entity_relationships,
  investors,
} from '../db/schema';

type Scope = { customerId: string };

/** What the profile jsonb column holds: every profile field without its own column. */
type StoredProfile = Omit<InvestorEntityProfile, 'full_name' | 'short_name' | 'legal_type'>;

// Entities created before their profile was edited hold `{}`: these are their blank values.
const blankProfile: StoredProfile = {
  address: { street_lines: [], city: null, state: null, postal_code: null, country: null },
  contacts: [],
  external_ids: [],
  is_erisa: false,
  is_taxable: false,
  is_foreign: false,
  is_tax_exempt: false,
  is_bank_holding: false,
  is_gp_affiliated: false,
  date_joined: null,
};

export function toInvestorEntityDetail(
  row: typeof investor_entities.$inferSelect,
): InvestorEntityDetail {
  const stored = row.profile as Partial<StoredProfile>;
  return {
    ...blankProfile,
    ...stored,
    address: { ...blankProfile.address, ...stored.address },
    id: row.id,
    investor_id: row.investor_id,
    full_name: row.full_name,
    short_name: row.short_name,
    legal_type: row.legal_type as InvestorEntityDetail['legal_type'],
  };
}

export async function loadInvestorRow(db: Database, scope: Scope, investorId: string) {
  const [row] = await db
    .select()
    .from(investors)
    .where(and(eq(investors.id, investorId), eq(investors.customer_id, scope.customerId)));
  if (!row) throw notFound('No such investor for this customer');
  return row;
}

export async function commitmentCount(db: Database, scope: Scope, entityIds: string[]) {
  if (entityIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(commitments)
    .where(
      and(
        eq(commitments.customer_id, scope.customerId),
        inArray(commitments.investor_entity_id, entityIds),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The investor's own entities (created with it) and the ones linked to it, by name. */
export async function entitiesOfInvestor(db: Database, scope: Scope, investorId: string) {
  const linked = await db
    .select({ id: investor_entity_relationships.investor_entity_id })
    .from(investor_entity_relationships)
    .where(
      and(
        eq(investor_entity_relationships.customer_id, scope.customerId),
        eq(investor_entity_relationships.investor_id, investorId),
      ),
    );
  const linkedIds = linked.map((l) => l.id);
  const rows = await db
    .select()
    .from(investor_entities)
    .where(
      and(
        eq(investor_entities.customer_id, scope.customerId),
        or(
          eq(investor_entities.investor_id, investorId),
          linkedIds.length > 0 ? inArray(investor_entities.id, linkedIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(investor_entities.full_name));
  return { rows, linkedIds };
}

export async function getInvestorDetail(
  db: Database,
  scope: Scope,
  investorId: string,
): Promise<InvestorDetail> {
  const investor = await loadInvestorRow(db, scope, investorId);
  const { rows: entities, linkedIds } = await entitiesOfInvestor(db, scope, investor.id);
  return {
    id: investor.id,
    name: investor.name,
    external_id: investor.external_id,
    primary_contact_email: investor.primary_contact_email,
    entities: entities.map(toInvestorEntityDetail),
    linked_entity_ids: linkedIds,
    commitment_count: await commitmentCount(
      db,
      scope,
      entities.map((e) => e.id),
    ),
  };
}

export async function updateInvestor(
  tx: Database,
  scope: Scope,
  investorId: string,
  input: UpdateInvestor,
) {
  const before = await loadInvestorRow(tx, scope, investorId);
  await tx
    .update(investors)
    .set({
      name: input.name,
      external_id: input.external_id || null,
      primary_contact_email: input.primary_contact_email || null,
    })
    .where(eq(investors.id, before.id));
  return {
    before: {
      name: before.name,
      external_id: before.external_id,
      primary_contact_email: before.primary_contact_email,
    },
    after: input,
  };
}

/** Deletes an investor and its entities; refused while any entity holds a commitment. */
export async function deleteInvestor(tx: Database, scope: Scope, investorId: string) {
  const investor = await loadInvestorRow(tx, scope, investorId);
  const entities = await tx
    .select()
    .from(investor_entities)
    .where(
      and(
        eq(investor_entities.customer_id, scope.customerId),
        eq(investor_entities.investor_id, investor.id),
      ),
    );
  const { rows: linked } = await entitiesOfInvestor(tx, scope, investor.id);
  const held = await commitmentCount(
    tx,
    scope,
    linked.map((e) => e.id),
  );
  if (held > 0) {
    throw new ApiError({
      status: 409,
      code: 'conflict',
      message: investorHasCommitmentsMessage,
      devMessage: `Investor ${investor.id} has ${held} commitment(s)`,
    });
  }
  // Its links go with it, and so do other investors' links to the entities it owned.
  await tx.delete(investor_entity_relationships).where(
    or(
      eq(investor_entity_relationships.investor_id, investor.id),
      entities.length > 0
        ? inArray(
            investor_entity_relationships.investor_entity_id,
            entities.map((e) => e.id),
          )
        : undefined,
    ),
  );
  await tx.delete(investor_entities).where(eq(investor_entities.investor_id, investor.id));
  await tx.delete(investors).where(eq(investors.id, investor.id));
  return { name: investor.name, entities: entities.map((e) => e.full_name) };
}

export async function loadInvestorEntity(db: Database, scope: Scope, investorEntityId: string) {
  const [row] = await db
    .select()
    .from(investor_entities)
    .where(
      and(
        eq(investor_entities.id, investorEntityId),
        eq(investor_entities.customer_id, scope.customerId),
      ),
    );
  if (!row) throw notFound('No such investor entity for this customer');
  return row;
}

export async function updateInvestorEntity(
  tx: Database,
  scope: Scope,
  investorEntityId: string,
  input: InvestorEntityProfile,
) {
  const before = await loadInvestorEntity(tx, scope, investorEntityId);
  // An external id may name a fund family only of this customer.
  const fundIds = [
    ...new Set(input.external_ids.flatMap((e) => (e.fund_family_id ? [e.fund_family_id] : []))),
  ];
  if (fundIds.length > 0) {
    const known = await tx
      .select({ id: fund_families.id })
      .from(fund_families)
      .where(
        and(eq(fund_families.customer_id, scope.customerId), inArray(fund_families.id, fundIds)),
      );
    const knownIds = new Set(known.map((k) => k.id));
    const errors: Record<string, string[]> = {};
    input.external_ids.forEach((e, index) => {
      if (e.fund_family_id && !knownIds.has(e.fund_family_id)) {
        errors[`external_ids.${index}.fund_family_id`] = ['Invalid'];
      }
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }
  const { full_name, short_name, legal_type, ...profile } = input;
  const [row] = await tx
    .update(investor_entities)
    .set({ full_name, short_name, legal_type, profile: profile satisfies StoredProfile })
    .where(eq(investor_entities.id, before.id))
    .returning();
  if (!row) throw notFound('No such investor entity');
  return { before: toInvestorEntityDetail(before), after: toInvestorEntityDetail(row) };
}
