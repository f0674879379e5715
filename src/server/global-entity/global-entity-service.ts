import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  fundEntityProfileRefusal,
  maskAccountNumber,
  type CreateGlobalEntity,
  type GlobalEntityDetail,
  type GlobalEntityKind,
  type GlobalEntitySummary,
  type UpdateGlobalEntity,
} from '../../api/global-entities';
import type { InvestorEntityProfile } from '../../api/investors';
import { invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import {
  entity_bank_accounts,
  fund_entities,
  fund_families,
  global_entities,
  investor_entities,
  investors,
} from '../db/schema';
import { toInvestorEntityDetail } from '../investor/investor-service';
import type { Scope } from '../scope';

export type ProfileParts = Pick<InvestorEntityProfile, 'address' | 'contacts' | 'external_ids'>;

const blankParts: ProfileParts = {
  address: { street_lines: [], city: null, state: null, postal_code: null, country: null },
  contacts: [],
  external_ids: [],
};

/** The address, contacts and external IDs a profile jsonb holds, blanks where it has none. */
export function profilePartsOf(stored: unknown): ProfileParts {
  const parts = (stored ?? {}) as Partial<ProfileParts>;
  return {
    address: { ...blankParts.address, ...parts.address },
    contacts: parts.contacts ?? [],
    external_ids: parts.external_ids ?? [],
  };
}

/** Every entity of the customer: its fund entities, investor entities and external entities. */
export async function listGlobalEntities(
  db: Database,
  scope: Scope,
): Promise<(GlobalEntitySummary & ProfileParts)[]> {
  // One after another: inside a transaction the client runs one query at a time.
  const funds = await db
    .select({ entity: fund_entities, family: fund_families })
    .from(fund_entities)
    .innerJoin(fund_families, eq(fund_families.id, fund_entities.fund_family_id))
    .where(eq(fund_entities.customer_id, scope.customerId));
  const investorRows = await db
    .select({ entity: investor_entities, investor: investors })
    .from(investor_entities)
    .innerJoin(investors, eq(investors.id, investor_entities.investor_id))
    .where(eq(investor_entities.customer_id, scope.customerId));
  const globals = await db
    .select()
    .from(global_entities)
    .where(eq(global_entities.customer_id, scope.customerId));
  const all = [
    ...funds.map(({ entity, family }) => ({
      id: entity.id,
      kind: 'fund_entity' as const,
      full_name: entity.name,
      short_name: entity.short_name,
      functional_type: entity.functional_type,
      legal_type: entity.legal_type,
      belongs_to: { id: family.id, name: family.name },
      ...blankParts,
    })),
    ...investorRows.map(({ entity, investor }) => ({
      id: entity.id,
      kind: 'investor_entity' as const,
      full_name: entity.full_name,
      short_name: entity.short_name,
      functional_type: 'investor',
      legal_type: entity.legal_type,
      belongs_to: { id: investor.id, name: investor.name },
      ...profilePartsOf(entity.profile),
    })),
    ...globals.map((entity) => ({
      id: entity.id,
      kind: 'external' as const,
      full_name: entity.full_name,
      short_name: entity.short_name,
      functional_type: entity.functional_type,
      legal_type: entity.legal_type,
      belongs_to: null,
      ...profilePartsOf(entity.profile),
    })),
  ];
  return all.sort((a, b) => a.full_name.localeCompare(b.full_name));
}

/** Which table an entity id names, for this customer; 404 when none of the three. */
export async function entityKindOf(
  db: Database,
  scope: Scope,
  entityId: string,
): Promise<GlobalEntityKind> {
  const [found] = await listKinds(db, scope, [entityId]);
  if (!found) throw notFound('No such entity for this customer');
  return found.kind;
}

/** The kinds of the given entity ids that belong to the customer (unknown ids are left out). */
export async function listKinds(
  db: Database,
  scope: Scope,
  ids: readonly string[],
): Promise<{ id: string; kind: GlobalEntityKind }[]> {
  if (ids.length === 0) return [];
  const list = [...new Set(ids)];
  const funds = await db
    .select({ id: fund_entities.id })
    .from(fund_entities)
    .where(and(eq(fund_entities.customer_id, scope.customerId), inArray(fund_entities.id, list)));
  const investorRows = await db
    .select({ id: investor_entities.id })
    .from(investor_entities)
    .where(
      and(eq(investor_entities.customer_id, scope.customerId), inArray(investor_entities.id, list)),
    );
  const globals = await db
    .select({ id: global_entities.id })
    .from(global_entities)
    .where(
      and(eq(global_entities.customer_id, scope.customerId), inArray(global_entities.id, list)),
    );
  return [
    ...funds.map((r) => ({ id: r.id, kind: 'fund_entity' as const })),
    ...investorRows.map((r) => ({ id: r.id, kind: 'investor_entity' as const })),
    ...globals.map((r) => ({ id: r.id, kind: 'external' as const })),
  ];
}

async function bankAccountsOf(db: Database, scope: Scope, entityId: string) {
  const rows = await db
    .select()
    .from(entity_bank_accounts)
    .where(
      and(
        eq(entity_bank_accounts.customer_id, scope.customerId),
        eq(entity_bank_accounts.entity_id, entityId),
      ),
    )
    .orderBy(asc(entity_bank_accounts.bank_name), asc(entity_bank_accounts.created_at));
  return rows.map((row) => ({
    id: row.id,
    bank_name: row.bank_name,
    account_name: row.account_name,
    account_number_masked: maskAccountNumber(row.account_number),
    aba_routing_number: row.aba_routing_number,
    swift_code: row.swift_code,
  }));
}

export async function getGlobalEntity(
  db: Database,
  scope: Scope,
  entityId: string,
): Promise<GlobalEntityDetail> {
  const entities = await listGlobalEntities(db, scope);
  const entity = entities.find((e) => e.id === entityId);
  if (!entity) throw notFound('No such entity for this customer');
  const detail = entity as GlobalEntityDetail;
  return { ...detail, bank_accounts: await bankAccountsOf(db, scope, entityId) };
}

export async function createGlobalEntity(tx: Database, scope: Scope, input: CreateGlobalEntity) {
  const [row] = await tx
    .insert(global_entities)
    .values({ ...input, customer_id: scope.customerId, profile: blankParts })
    .returning({ id: global_entities.id });
  if (!row) throw new Error('global entity insert returned nothing');
  return row.id;
}

/** An external ID may name a fund family only of this customer. */
export async function unknownFundFamilies(
  tx: Database,
  scope: Scope,
  fundFamilyIds: readonly (string | null)[],
): Promise<Set<string>> {
  const ids = [...new Set(fundFamilyIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Set();
  const known = await tx
    .select({ id: fund_families.id })
    .from(fund_families)
    .where(and(eq(fund_families.customer_id, scope.customerId), inArray(fund_families.id, ids)));
  const knownIds = new Set(known.map((k) => k.id));
  return new Set(ids.filter((id) => !knownIds.has(id)));
}

function refuseFundEntityProfile(input: UpdateGlobalEntity) {
  const { address } = input;
  const hasAddress =
    address.street_lines.length > 0 ||
    [address.city, address.state, address.postal_code, address.country].some((x) => x !== null);
  const errors: Record<string, string[]> = {};
  if (hasAddress) errors.address = [fundEntityProfileRefusal];
  if (input.contacts.length > 0) errors.contacts = [fundEntityProfileRefusal];
  if (input.external_ids.length > 0) errors.external_ids = [fundEntityProfileRefusal];
  if (Object.keys(errors).length > 0) throw invalid(errors, fundEntityProfileRefusal);
}

/** PUT /global-entity/{id}/: writes to the table the entity lives in, in the caller's transaction. */
export async function updateGlobalEntity(
  tx: Database,
  scope: Scope,
  entityId: string,
  input: UpdateGlobalEntity,
) {
  const before = await getGlobalEntity(tx, scope, entityId);
  const unknown = await unknownFundFamilies(
    tx,
    scope,
    input.external_ids.map((e) => e.fund_family_id),
  );
  if (unknown.size > 0) {
    const errors: Record<string, string[]> = {};
    input.external_ids.forEach((e, index) => {
      if (e.fund_family_id && unknown.has(e.fund_family_id))
        errors[`external_ids.${index}.fund_family_id`] = ['Invalid'];
    });
    throw invalid(errors);
  }
  const parts = {
    address: input.address,
    contacts: input.contacts,
    external_ids: input.external_ids,
  };
  if (before.kind === 'fund_entity') {
    refuseFundEntityProfile(input);
    await tx
      .update(fund_entities)
      .set({
        name: input.full_name,
        short_name: input.short_name,
        functional_type: input.functional_type,
        legal_type: input.legal_type,
      })
      .where(eq(fund_entities.id, entityId));
  } else if (before.kind === 'investor_entity') {
    if (input.functional_type !== 'investor')
      throw invalid({ functional_type: ['An investor entity is always of type investor'] });
    const [row] = await tx
      .select()
      .from(investor_entities)
      .where(eq(investor_entities.id, entityId));
    if (!row) throw notFound('No such investor entity');
    const { id: _id, investor_id: _investor, ...current } = toInvestorEntityDetail(row);
    const { full_name, short_name, legal_type, ...profile } = { ...current, ...input };
    const { functional_type: _type, ...stored } = profile;
    await tx
      .update(investor_entities)
      .set({ full_name, short_name, legal_type, profile: stored })
      .where(eq(investor_entities.id, entityId));
  } else {
    await tx
      .update(global_entities)
      .set({
        full_name: input.full_name,
        short_name: input.short_name,
        functional_type: input.functional_type,
        legal_type: input.legal_type,
        profile: parts,
      })
      .where(eq(global_entities.id, entityId));
  }
  return { before, after: input };
}
