import { eq } from 'drizzle-orm';
import { staleDetailMessage } from '../../api/entity-details';
import type { GlobalEntityKind } from '../../api/global-entities';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { global_entities, investor_entities } from '../db/schema';
import {
  entityKindOf,
  profilePartsOf,
  unknownFundFamilies,
  type ProfileParts,
} from './global-entity-service';
import type { Scope } from '../scope';

type Contact = ProfileParts['contacts'][number];
type ExternalId = ProfileParts['external_ids'][number];

/** Rewrites an investor or external entity's profile jsonb, keeping the fields it does not change. */
export async function rewriteProfile(
  tx: Database,
  kind: Exclude<GlobalEntityKind, 'fund_entity'>,
  entityId: string,
  change: (parts: ProfileParts) => Partial<ProfileParts>,
) {
  const table = kind === 'investor_entity' ? investor_entities : global_entities;
  const [row] = await tx
    .select({ profile: table.profile })
    .from(table)
    .where(eq(table.id, entityId));
  const stored = (row?.profile ?? {}) as Record<string, unknown>;
  await tx
    .update(table)
    .set({ profile: { ...stored, ...change(profilePartsOf(stored)) } })
    .where(eq(table.id, entityId));
}

/**
 * The item at `index` of one of the entity's lists, when it is still the one the page showed.
 * A fund entity keeps no such lists, so it has no item there either: 404.
 */
async function itemAt<Item extends Record<string, unknown>>(
  tx: Database,
  scope: Scope,
  entityId: string,
  list: (parts: ProfileParts) => readonly Item[],
  index: number,
  expected: Item,
) {
  const kind = await entityKindOf(tx, scope, entityId);
  if (kind === 'fund_entity') throw notFound('A fund entity keeps no contacts or external IDs');
  const table = kind === 'investor_entity' ? investor_entities : global_entities;
  const [row] = await tx
    .select({ profile: table.profile })
    .from(table)
    .where(eq(table.id, entityId));
  const item = list(profilePartsOf(row?.profile))[index];
  if (!item) throw notFound(`No item ${index} on entity ${entityId}`);
  const same = Object.keys(expected).every(
    (key) => (item[key] ?? null) === (expected[key] ?? null),
  );
  if (!same)
    throw new ApiError({
      status: 409,
      code: 'conflict',
      message: staleDetailMessage,
      devMessage: `Item ${index} of entity ${entityId} is not the expected one`,
    });
  return { kind, item };
}

const replaceAt = <T>(items: readonly T[], index: number, next: T) =>
  items.map((item, at) => (at === index ? next : item));
const withoutAt = <T>(items: readonly T[], index: number) => items.filter((_, at) => at !== index);

/** PATCH /global-entity/{id}/contacts/{index}/: a contact made primary takes over from the last. */
export async function updateContact(
  tx: Database,
  scope: Scope,
  entityId: string,
  index: number,
  change: { expected: Contact; contact: Contact },
) {
  const { kind, item } = await itemAt(
    tx,
    scope,
    entityId,
    (p) => p.contacts,
    index,
    change.expected,
  );
  await rewriteProfile(tx, kind, entityId, (parts) => ({
    contacts: replaceAt(
      change.contact.is_primary
        ? parts.contacts.map((c) => ({ ...c, is_primary: false }))
        : parts.contacts,
      index,
      change.contact,
    ),
  }));
  return { index, before: item, after: change.contact };
}

/** PATCH /global-entity/{id}/external-ids/{index}/: its fund family must be the customer's. */
export async function updateExternalId(
  tx: Database,
  scope: Scope,
  entityId: string,
  index: number,
  change: { expected: ExternalId; external_id: ExternalId },
) {
  const { kind, item } = await itemAt(
    tx,
    scope,
    entityId,
    (p) => p.external_ids,
    index,
    change.expected,
  );
  const unknown = await unknownFundFamilies(tx, scope, [change.external_id.fund_family_id]);
  if (unknown.size > 0) throw invalid({ 'external_id.fund_family_id': ['Invalid'] });
  await rewriteProfile(tx, kind, entityId, (parts) => ({
    external_ids: replaceAt(parts.external_ids, index, change.external_id),
  }));
  return { index, before: item, after: change.external_id };
}

/** DELETE /global-entity/{id}/contacts|external-ids/{index}/: the item the page showed there. */
export async function removeProfileItem<L extends 'contacts' | 'external_ids'>(
  tx: Database,
  scope: Scope,
  entityId: string,
  list: L,
  index: number,
  expected: ProfileParts[L][number],
) {
  const { kind, item } = await itemAt(tx, scope, entityId, (p) => p[list], index, expected);
  await rewriteProfile(tx, kind, entityId, (parts) => ({
    [list]: withoutAt<ProfileParts[L][number]>(parts[list], index),
  }));
  return { index, before: item };
}
