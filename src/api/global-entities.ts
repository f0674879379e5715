import * as v from 'valibot';
import { functionalTypes, legalTypes } from './fund-structure';
import { externalIdTypes, investorEntityProfileSchema } from './investors';
import { requiredText, uuidSchema } from './money-input';

/**
 * A global entity is any legal entity of the customer (spec §2 "entities"): a fund family's
 * entity, an investor's entity, or an external one (a bank, a lender, a management company).
 */
export const globalEntityKinds = ['fund_entity', 'investor_entity', 'external'] as const;
export type GlobalEntityKind = (typeof globalEntityKinds)[number];

const optionalShortName = v.nullable(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(50),
    v.transform((text) => text || null),
  ),
);

/** POST /global-entity/: a new external entity (fund and investor entities are made where they belong). */
export const createGlobalEntitySchema = v.object({
  full_name: requiredText(),
  short_name: optionalShortName,
  functional_type: v.picklist(functionalTypes, 'Invalid'),
  legal_type: v.picklist(legalTypes, 'Invalid'),
});
export type CreateGlobalEntity = v.InferOutput<typeof createGlobalEntitySchema>;

const profileParts = v.pick(investorEntityProfileSchema, ['address', 'contacts', 'external_ids']);

/** PUT /global-entity/{id}/: names, types, address, contacts and external IDs. */
export const updateGlobalEntitySchema = v.object({
  ...createGlobalEntitySchema.entries,
  ...profileParts.entries,
});
export type UpdateGlobalEntity = v.InferOutput<typeof updateGlobalEntitySchema>;

/** A bank account as the API shows it: the account number masked but for its last 4 digits. */
export type EntityBankAccount = {
  id: string;
  bank_name: string;
  account_name: string;
  account_number_masked: string;
  aba_routing_number: string | null;
  swift_code: string | null;
};

export type GlobalEntitySummary = {
  id: string;
  kind: GlobalEntityKind;
  full_name: string;
  short_name: string | null;
  functional_type: string;
  legal_type: string;
  /** The fund family of a fund entity, the investor of an investor entity. */
  belongs_to: { id: string; name: string } | null;
};

export type GlobalEntityDetail = UpdateGlobalEntity &
  Omit<GlobalEntitySummary, keyof CreateGlobalEntity> & {
    bank_accounts: EntityBankAccount[];
  };

/** Keeps the last four characters of an account number; the rest become bullets. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'•'.repeat(Math.max(accountNumber.length - 4, 4))}${visible}`;
}

/** Fund entities carry banks only: their contacts and IDs live with the fund's setup. */
export const fundEntityProfileRefusal =
  'A fund entity keeps no address, contacts or external IDs here; edit its names and types only.';

const text = (max: number) => requiredText(max);
const optionalCode = (pattern: RegExp, message: string) =>
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => value.toUpperCase() || null),
      v.nullable(v.pipe(v.string(), v.regex(pattern, message))),
    ),
  );

/** One row of "bulk add banks". */
export const bankRowSchema = v.object({
  entity_id: v.pipe(v.string('Pick an entity'), v.uuid('Pick an entity')),
  bank_name: text(200),
  account_name: text(200),
  account_number: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('This field may not be blank.'),
    v.regex(/^[0-9A-Za-z -]{4,34}$/, 'Must be 4 to 34 letters or digits'),
    v.transform((value) => value.replace(/[ -]/g, '')),
  ),
  aba_routing_number: optionalCode(/^\d{9}$/, 'Must be 9 digits'),
  swift_code: optionalCode(
    /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
    'Must be a SWIFT/BIC code of 8 or 11 characters',
  ),
});

/** One row of "bulk add contacts". */
export const contactRowSchema = v.object({
  entity_id: v.pipe(v.string('Pick an entity'), v.uuid('Pick an entity')),
  name: text(200),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('This field may not be blank.'),
    v.email('Must be valid email'),
  ),
  is_primary: v.boolean(),
});

/** One row of "bulk add external IDs". */
export const externalIdRowSchema = v.object({
  entity_id: v.pipe(v.string('Pick an entity'), v.uuid('Pick an entity')),
  type: v.picklist(externalIdTypes, 'Invalid'),
  value: text(100),
  fund_family_id: v.nullable(uuidSchema),
});

const rows = <T extends v.GenericSchema>(row: T) =>
  v.pipe(
    v.array(row),
    v.minLength(1, 'Add at least one row'),
    v.maxLength(1000, 'At most 1000 rows at once'),
  );

/** POST /global-entity/bulk: every row is saved, or none is. */
export const globalEntityBulkSchema = v.variant('kind', [
  v.object({ kind: v.literal('banks'), rows: rows(bankRowSchema) }),
  v.object({ kind: v.literal('contacts'), rows: rows(contactRowSchema) }),
  v.object({ kind: v.literal('external_ids'), rows: rows(externalIdRowSchema) }),
]);
export type GlobalEntityBulk = v.InferOutput<typeof globalEntityBulkSchema>;
export type GlobalEntityBulkKind = GlobalEntityBulk['kind'];
