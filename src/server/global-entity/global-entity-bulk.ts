import type { GlobalEntityBulk, GlobalEntityKind } from '../../api/global-entities';
import { invalid } from '../api-error';
import type { Database } from '../db/database';
import { entity_bank_accounts } from '../db/schema';
import { rewriteProfile } from './entity-profile-items';
import { listKinds, unknownFundFamilies, type ProfileParts } from './global-entity-service';
import type { Scope } from '../scope';

/** Contacts and external IDs are kept on investor and external entities, not on fund entities. */
export const fundEntityRowRefusal =
  'Contacts and external IDs are kept for investor and external entities, not fund entities';

/** Rewrites the profile jsonb of each entity the rows name, keeping its other fields. */
async function editProfiles(
  tx: Database,
  kinds: ReadonlyMap<string, GlobalEntityKind>,
  rows: readonly { entity_id: string }[],
  change: (parts: ProfileParts, entityId: string) => Partial<ProfileParts>,
) {
  for (const entityId of new Set(rows.map((r) => r.entity_id))) {
    const kind = kinds.get(entityId) === 'investor_entity' ? 'investor_entity' : 'external';
    await rewriteProfile(tx, kind, entityId, (parts) => change(parts, entityId));
  }
}

/**
 * POST /global-entity/bulk: checks every row against the customer's entities (and fund
 * families), answers all the row errors at once, and writes every row or none.
 */
export async function bulkAddToEntities(tx: Database, scope: Scope, input: GlobalEntityBulk) {
  const kinds = new Map(
    (
      await listKinds(
        tx,
        scope,
        input.rows.map((r) => r.entity_id),
      )
    ).map((k) => [k.id, k.kind]),
  );
  const unknownFunds =
    input.kind === 'external_ids'
      ? await unknownFundFamilies(
          tx,
          scope,
          input.rows.map((r) => r.fund_family_id),
        )
      : new Set<string>();
  const errors: Record<string, string[]> = {};
  input.rows.forEach((row, index) => {
    const kind = kinds.get(row.entity_id);
    if (!kind) errors[`rows.${index}.entity_id`] = ['No such entity'];
    else if (input.kind !== 'banks' && kind === 'fund_entity')
      errors[`rows.${index}.entity_id`] = [fundEntityRowRefusal];
    if ('fund_family_id' in row && row.fund_family_id && unknownFunds.has(row.fund_family_id))
      errors[`rows.${index}.fund_family_id`] = ['No such fund family'];
  });
  if (input.kind === 'contacts') {
    // One primary contact per entity: more than one marked in the rows is ambiguous.
    const primaries = new Map<string, number[]>();
    input.rows.forEach((row, index) => {
      if (row.is_primary)
        primaries.set(row.entity_id, [...(primaries.get(row.entity_id) ?? []), index]);
    });
    for (const indexes of primaries.values())
      if (indexes.length > 1)
        for (const index of indexes)
          errors[`rows.${index}.is_primary`] = ['At most 1 primary contact per entity'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  if (input.kind === 'banks') {
    await tx
      .insert(entity_bank_accounts)
      .values(input.rows.map((row) => ({ ...row, customer_id: scope.customerId })));
    return { added: input.rows.length };
  }
  if (input.kind === 'contacts') {
    const rows = input.rows;
    await editProfiles(tx, kinds, rows, (parts, entityId) => {
      const added = rows.filter((r) => r.entity_id === entityId).map(({ entity_id: _, ...c }) => c);
      // A new primary contact takes over from the one the entity had.
      const kept = added.some((c) => c.is_primary)
        ? parts.contacts.map((c) => ({ ...c, is_primary: false }))
        : parts.contacts;
      return { contacts: [...kept, ...added] };
    });
  } else {
    const rows = input.rows;
    await editProfiles(tx, kinds, rows, (parts, entityId) => ({
      external_ids: [
        ...parts.external_ids,
        ...rows.filter((r) => r.entity_id === entityId).map(({ entity_id: _, ...e }) => e),
      ],
    }));
  }
  return { added: input.rows.length };
}
