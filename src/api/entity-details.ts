import * as v from 'valibot';
import { bankRowSchema } from './global-entities';
import { contactSchema, externalIdSchema } from './investors';

/**
 * The details an entity keeps beside its names (spec §3): bank accounts, contacts and external
 * IDs, each edited or removed on its own.
 */

const { entity_id: _entity, account_number, ...bankFields } = bankRowSchema.entries;

/**
 * PATCH /global-entity/{id}/bank-accounts/{bankAccountId}/. The page only ever sees the account
 * number masked, so null keeps the stored number and a string replaces it.
 */
export const updateBankAccountSchema = v.object({
  ...bankFields,
  account_number: v.nullable(account_number),
});
export type UpdateBankAccount = v.InferOutput<typeof updateBankAccountSchema>;

/**
 * Contacts and external IDs have no id of their own: they are addressed by their place in the
 * entity's list, and the request says what it expects to find there, so an edit made from a
 * stale page cannot land on another item.
 */
export const contactChangeSchema = v.object({ expected: contactSchema, contact: contactSchema });
export type ContactChange = v.InferOutput<typeof contactChangeSchema>;

export const externalIdChangeSchema = v.object({
  expected: externalIdSchema,
  external_id: externalIdSchema,
});
export type ExternalIdChange = v.InferOutput<typeof externalIdChangeSchema>;

/** DELETE of a contact or external ID: what the page showed at that place. */
export const contactRemovalSchema = v.object({ expected: contactSchema });
export const externalIdRemovalSchema = v.object({ expected: externalIdSchema });

/** Refusal when the item at that place is no longer the one the page showed. */
export const staleDetailMessage =
  'This item has changed since the page was loaded. Reload the page and try again.';
