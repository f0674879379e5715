import * as v from 'valibot';
import { createInvestorSchema, legalTypes } from './fund-structure';
import { isoDateSchema, requiredText, uuidSchema } from './money-input';

/** External ID types (spec §3 Enumerations). */
export const externalIdTypes = ['investran', 'juniper_square', 'other', 'yardi'] as const;

/** The countries an address may name (spec §3: 20 listed). */
export const countries = [
  'USA',
  'Canada',
  'Cayman Islands',
  'British Virgin Islands',
  'Luxembourg',
  'United Kingdom',
  'Ireland',
  'Germany',
  'France',
  'Netherlands',
  'Switzerland',
  'Jersey',
  'Guernsey',
  'Bermuda',
  'Singapore',
  'Hong Kong',
  'Japan',
  'Australia',
  'United Arab Emirates',
  'Saudi Arabia',
] as const;

/** US state codes, territories included (spec §3 Enumerations). */
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN',
  'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH',
  'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT',
  'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM',
] as const; // prettier-ignore

const optionalText = (max: number) =>
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max),
      v.transform((text) => text || null),
    ),
  );

/** Investor edit (spec §7 PUT /investor/{id}): the investor's own fields, not its entities. */
export const updateInvestorSchema = v.omit(createInvestorSchema, ['entity']);
export type UpdateInvestor = v.InferOutput<typeof updateInvestorSchema>;

export const investorEntityFlags = [
  'is_erisa',
  'is_taxable',
  'is_foreign',
  'is_tax_exempt',
  'is_bank_holding',
  'is_gp_affiliated',
] as const;
export type InvestorEntityFlag = (typeof investorEntityFlags)[number];

/** An entity's address; a US address names a US state code. */
export const addressSchema = v.pipe(
  v.object({
    street_lines: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.maxLength(200))), v.maxLength(4)),
    city: optionalText(100),
    state: optionalText(50),
    postal_code: optionalText(20),
    country: v.nullable(v.picklist(countries, 'Invalid')),
  }),
  v.forward(
    v.check(
      (address) =>
        address.country !== 'USA' ||
        address.state === null ||
        (usStateCodes as readonly string[]).includes(address.state),
      'Must be valid US state code',
    ),
    ['state'],
  ),
);

export const contactSchema = v.object({
  name: requiredText(),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('This field may not be blank.'), v.email()),
  is_primary: v.boolean(),
});

export const externalIdSchema = v.object({
  type: v.picklist(externalIdTypes, 'Invalid'),
  value: requiredText(100),
  /** The fund family the id belongs to; null means it holds for every fund. */
  fund_family_id: v.nullable(uuidSchema),
});

export const atMostOnePrimaryMessage = 'At most 1 primary contact';

/** Every profile field of an investor entity (spec §3 "Investor entity"). */
export const investorEntityProfileSchema = v.object({
  full_name: requiredText(),
  short_name: optionalText(50),
  legal_type: v.picklist(legalTypes, 'Invalid'),
  address: addressSchema,
  contacts: v.pipe(
    v.array(contactSchema),
    v.check(
      (contacts) => contacts.filter((c) => c.is_primary).length <= 1,
      atMostOnePrimaryMessage,
    ),
  ),
  external_ids: v.array(externalIdSchema),
  is_erisa: v.boolean(),
  is_taxable: v.boolean(),
  is_foreign: v.boolean(),
  is_tax_exempt: v.boolean(),
  is_bank_holding: v.boolean(),
  is_gp_affiliated: v.boolean(),
  date_joined: v.nullable(isoDateSchema),
});
export type InvestorEntityProfile = v.InferOutput<typeof investorEntityProfileSchema>;

export type InvestorEntityDetail = InvestorEntityProfile & { id: string; investor_id: string };

export type InvestorDetail = {
  id: string;
  name: string;
  external_id: string | null;
  primary_contact_email: string | null;
  entities: InvestorEntityDetail[];
  /** Entities linked to the investor besides its own (they can be unlinked). */
  linked_entity_ids: string[];
  /** Commitments of its entities in any fund family: while there are some it cannot be deleted. */
  commitment_count: number;
};

/** Refusal of DELETE /investor/{id} while the investor still has commitments. */
export const investorHasCommitmentsMessage =
  'This investor has commitments and cannot be deleted. Remove its commitments first.';

/** One row of POST /investor/bulk-create/: an investor and the entity it commits through. */
export const investorBulkRowSchema = v.object({
  name: requiredText(),
  external_id: optionalText(100),
  primary_contact_email: v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('This field may not be blank.'),
      v.email('Must be valid email'),
    ),
  ),
  entity_full_name: requiredText(),
  entity_legal_type: v.picklist(legalTypes, 'Invalid'),
});
export type InvestorBulkRow = v.InferOutput<typeof investorBulkRowSchema>;

/** POST /investor/bulk-create/: every investor is created, or none is. */
export const investorBulkCreateSchema = v.object({
  rows: v.pipe(
    v.array(investorBulkRowSchema),
    v.minLength(1, 'Add at least one row'),
    v.maxLength(1000, 'At most 1000 rows at once'),
  ),
});

/** POST and DELETE /investor/{id}/investor-entity-relationships/. */
export const investorEntityRelationshipSchema = v.object({ investor_entity_id: uuidSchema });

/** Refusal to unlink an entity that holds commitments (they would be left without this investor). */
export const entityHasCommitmentsMessage = (entityName: string, count: number) =>
  `${entityName} has ${count} commitment(s) under this investor and cannot be unlinked. Transfer or remove the commitments first.`;

/** Refusal to unlink the entity an investor was created with. */
export const ownEntityMessage = (entityName: string) =>
  `${entityName} is this investor's own entity (it was created with the investor) and cannot be unlinked.`;
