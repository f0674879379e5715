import { and, asc, count, eq, max } from 'drizzle-orm';
import type {
  CreateIntegration,
  GeneralLedgerIntegration,
  IntegrationOptions,
  UpdateIntegration,
} from '../../api/general-ledger';
import {
  keyed,
  type CommitmentCandidate,
  type ResolutionContext,
} from '../../domain/general-ledger';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { uniqueConflict } from '../unique-violation';
import {
  commitments,
  fund_entities,
  fund_families,
  general_ledger_import_events,
  general_ledger_integrations,
  investor_entities,
  transaction_codes,
} from '../db/schema';
import type { Scope } from '../scope';
import { loadFundFamily } from '../fund-family/fund-family-service';

export type IntegrationRecord = typeof general_ledger_integrations.$inferSelect;

/** An integration of the customer; another customer's id is a 404. */
export async function loadIntegration(db: Database, scope: Scope, integrationId: string) {
  const [row] = await db
    .select()
    .from(general_ledger_integrations)
    .where(
      and(
        eq(general_ledger_integrations.id, integrationId),
        eq(general_ledger_integrations.customer_id, scope.customerId),
      ),
    );
  if (!row) throw notFound('No such general ledger integration for this customer');
  return row;
}

/** A stored integration has the name: the same 409 whether found here or by the constraint. */
const nameTaken = () => uniqueConflict('general_ledger_integrations_name_unique');

async function assertNameFree(db: Database, scope: Scope, name: string, except?: string) {
  const rows = await db
    .select({ id: general_ledger_integrations.id })
    .from(general_ledger_integrations)
    .where(
      and(
        eq(general_ledger_integrations.customer_id, scope.customerId),
        eq(general_ledger_integrations.name, name),
      ),
    );
  if (rows.some((r) => r.id !== except)) throw nameTaken();
}

export async function createIntegration(tx: Database, scope: Scope, input: CreateIntegration) {
  const fund = await loadFundFamily(tx, scope.customerId, input.fund_family_id).catch(() => {
    throw invalid({ fund_family_id: ['Invalid'] });
  });
  await assertNameFree(tx, scope, input.name);
  const [row] = await tx
    .insert(general_ledger_integrations)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fund.id,
      name: input.name,
      general_ledger_type: input.general_ledger_type,
      ingestion_type: input.ingestion_type,
    })
    .returning({ id: general_ledger_integrations.id });
  if (!row) throw new Error('integration insert returned nothing');
  return row.id;
}

/** The records of the integration's fund family that its mappings may name. */
async function familyRecords(db: Database, scope: Scope, fundFamilyId: string) {
  const where = <T extends { customer_id: unknown; fund_family_id: unknown }>(t: T) =>
    and(eq(t.customer_id as never, scope.customerId), eq(t.fund_family_id as never, fundFamilyId));
  // One after another: inside a transaction the queries share one connection.
  const codes = await db
    .select({
      id: transaction_codes.id,
      name: transaction_codes.display_name,
      code: transaction_codes.name,
      classification: transaction_codes.classification,
    })
    .from(transaction_codes)
    .where(where(transaction_codes))
    .orderBy(asc(transaction_codes.display_name));
  const entities = await db
    .select({ id: fund_entities.id, name: fund_entities.name, short: fund_entities.short_name })
    .from(fund_entities)
    .where(where(fund_entities))
    .orderBy(asc(fund_entities.name));
  const commitmentRows = await db
    .select({
      id: commitments.id,
      investor_entity_id: commitments.investor_entity_id,
      fund_entity_id: commitments.owning_entity_id,
      investor_name: investor_entities.full_name,
      profile: investor_entities.profile,
    })
    .from(commitments)
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .where(where(commitments))
    .orderBy(asc(investor_entities.full_name));
  const entityName = new Map(entities.map((e) => [e.id, e.short ?? e.name]));
  return {
    codes,
    entities,
    commitments: commitmentRows.map((c) => ({
      ...c,
      name: `${c.investor_name} — ${entityName.get(c.fund_entity_id) ?? ''}`,
    })),
  };
}

type ExternalId = { type: string; value: string; fund_family_id: string | null };

/**
 * GL investor id → commitments, through the external IDs of the GL's type on the investor
 * entities (spec §3 "External ID types"): an id kept for another fund family does not count.
 */
function externalIdMatches(
  integration: IntegrationRecord,
  rows: Awaited<ReturnType<typeof familyRecords>>['commitments'],
) {
  const matches = new Map<string, CommitmentCandidate[]>();
  for (const row of rows) {
    const ids = ((row.profile as { external_ids?: ExternalId[] }).external_ids ?? []).filter(
      (x) =>
        x.type === integration.general_ledger_type &&
        (x.fund_family_id === null || x.fund_family_id === integration.fund_family_id),
    );
    for (const x of ids) {
      const list = matches.get(x.value.trim()) ?? [];
      list.push({
        commitment_id: row.id,
        investor_entity_id: row.investor_entity_id,
        fund_entity_id: row.fund_entity_id,
      });
      matches.set(x.value.trim(), list);
    }
  }
  return matches;
}

export async function integrationOptions(
  db: Database,
  scope: Scope,
  integration: IntegrationRecord,
): Promise<IntegrationOptions> {
  const records = await familyRecords(db, scope, integration.fund_family_id);
  return {
    transaction_codes: records.codes.map(({ id, name, classification }) => ({
      id,
      name,
      classification,
    })),
    commitments: records.commitments.map(({ id, name, fund_entity_id }) => ({
      id,
      name,
      fund_entity_id,
    })),
    fund_entities: records.entities.map(({ id, name }) => ({ id, name })),
    external_id_matches: [...externalIdMatches(integration, records.commitments)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([gl_investor_id, list]) => ({
        gl_investor_id,
        commitment_ids: list.map((c) => c.commitment_id),
      })),
  };
}

/** What entries resolve against: the mappings, with manual investor overrides over external IDs. */
export async function resolutionContext(
  db: Database,
  scope: Scope,
  integration: IntegrationRecord,
) {
  const records = await familyRecords(db, scope, integration.fund_family_id);
  const byId = new Map(records.commitments.map((c) => [c.id, c]));
  const investors = keyed(externalIdMatches(integration, records.commitments));
  for (const m of integration.investor_mappings) {
    const c = byId.get(m.commitment_id);
    if (c)
      investors.set(m.gl_investor_id.trim().toLowerCase(), [
        {
          commitment_id: c.id,
          investor_entity_id: c.investor_entity_id,
          fund_entity_id: c.fund_entity_id,
        },
      ]);
  }
  const classificationOf = new Map(records.codes.map((c) => [c.id, c.classification]));
  const context: ResolutionContext = {
    accounts: keyed(
      integration.account_mappings.map(
        (m) =>
          [
            m.gl_account,
            {
              transaction_code_id: m.transaction_code_id,
              classification: classificationOf.get(m.transaction_code_id) ?? '',
            },
          ] as const,
      ),
    ),
    investors,
    entities: keyed(
      integration.entity_mappings.map((m) => [m.gl_entity_id, m.fund_entity_id] as const),
    ),
  };
  return { context, records };
}

export async function updateIntegration(
  tx: Database,
  scope: Scope,
  integrationId: string,
  input: UpdateIntegration,
) {
  const integration = await loadIntegration(tx, scope, integrationId);
  await assertNameFree(tx, scope, input.name, integration.id);
  const records = await familyRecords(tx, scope, integration.fund_family_id);
  const errors: Record<string, string[]> = {};
  const codeIds = new Set(records.codes.map((c) => c.id));
  const commitmentIds = new Set(records.commitments.map((c) => c.id));
  const entityIds = new Set(records.entities.map((e) => e.id));
  input.account_mappings.forEach((m, i) => {
    if (!codeIds.has(m.transaction_code_id))
      errors[`account_mappings.${i}.transaction_code_id`] = ['Invalid'];
  });
  input.investor_mappings.forEach((m, i) => {
    if (!commitmentIds.has(m.commitment_id))
      errors[`investor_mappings.${i}.commitment_id`] = ['Invalid'];
  });
  input.entity_mappings.forEach((m, i) => {
    if (!entityIds.has(m.fund_entity_id))
      errors[`entity_mappings.${i}.fund_entity_id`] = ['Invalid'];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await tx
    .update(general_ledger_integrations)
    .set(input)
    .where(eq(general_ledger_integrations.id, integration.id));
}

/** Only an integration that never imported anything can go: its imports are the audit trail. */
export async function deleteIntegration(tx: Database, scope: Scope, integrationId: string) {
  const integration = await loadIntegration(tx, scope, integrationId);
  const [used] = await tx
    .select({ n: count() })
    .from(general_ledger_import_events)
    .where(eq(general_ledger_import_events.integration_id, integration.id));
  if ((used?.n ?? 0) > 0)
    throw new ApiError({
      status: 409,
      code: 'conflict',
      message: 'This integration has import events; it cannot be deleted.',
    });
  await tx
    .delete(general_ledger_integrations)
    .where(eq(general_ledger_integrations.id, integration.id));
  return integration;
}

/** Every integration of the customer (or one), with its fund family and import counts. */
export async function integrationViews(
  db: Database,
  scope: Scope,
  integrationId?: string,
): Promise<GeneralLedgerIntegration[]> {
  const rows = await db
    .select({
      integration: general_ledger_integrations,
      fund_family_name: fund_families.name,
      currency: fund_families.currency,
    })
    .from(general_ledger_integrations)
    .innerJoin(fund_families, eq(fund_families.id, general_ledger_integrations.fund_family_id))
    .where(
      and(
        eq(general_ledger_integrations.customer_id, scope.customerId),
        integrationId ? eq(general_ledger_integrations.id, integrationId) : undefined,
      ),
    )
    .orderBy(asc(general_ledger_integrations.name));
  const stats = await db
    .select({
      integration_id: general_ledger_import_events.integration_id,
      state: general_ledger_import_events.state,
      n: count(),
      last: max(general_ledger_import_events.created_at),
    })
    .from(general_ledger_import_events)
    .where(eq(general_ledger_import_events.customer_id, scope.customerId))
    .groupBy(general_ledger_import_events.integration_id, general_ledger_import_events.state);
  return rows.map(({ integration: i, fund_family_name, currency }) => {
    const mine = stats.filter((s) => s.integration_id === i.id);
    const last = mine
      .map((s) => s.last)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      id: i.id,
      name: i.name,
      fund_family_id: i.fund_family_id,
      fund_family_name,
      currency,
      general_ledger_type: i.general_ledger_type,
      ingestion_type: i.ingestion_type,
      account_mappings: i.account_mappings,
      investor_mappings: i.investor_mappings,
      entity_mappings: i.entity_mappings,
      import_event_count: mine.reduce((sum, s) => sum + s.n, 0),
      posted_count: mine.find((s) => s.state === 'posted')?.n ?? 0,
      last_import_at: last ? new Date(last).toISOString() : null,
    };
  });
}
