import * as v from 'valibot';
import { legalTypes } from '../../../api/fund-structure';
import {
  investorEntityFlags,
  type InvestorEntityDetail,
  type InvestorEntityProfile,
} from '../../../api/investors';
import '../../../api/validation-messages';
import { contactFormSchema, externalIdFormSchema } from '../entities/detail-form-schemas';
import {
  addressFieldOf,
  addressFormEntries,
  toAddress,
  toAddressInput,
} from '../entities/address-form';

const blank = 'This field may not be blank.';

/**
 * The investor entity profile as a person types it (every input a string or a checkbox).
 * Rules that span fields (a US state for a US address, one primary contact) are checked by
 * the API's own schema on submit, so the browser and the server say the same thing.
 */
export const investorEntityFormSchema = v.object({
  full_name: v.pipe(v.string(), v.trim(), v.nonEmpty(blank), v.maxLength(200)),
  short_name: v.pipe(v.string(), v.trim(), v.maxLength(50)),
  legal_type: v.picklist(legalTypes),
  ...addressFormEntries,
  contacts: v.array(contactFormSchema),
  external_ids: v.array(externalIdFormSchema),
  is_erisa: v.boolean(),
  is_taxable: v.boolean(),
  is_foreign: v.boolean(),
  is_tax_exempt: v.boolean(),
  is_bank_holding: v.boolean(),
  is_gp_affiliated: v.boolean(),
  date_joined: v.union([v.literal(''), v.pipe(v.string(), v.isoDate('Must be valid date'))]),
});
export type InvestorEntityFormInput = v.InferInput<typeof investorEntityFormSchema>;
type FormOutput = v.InferOutput<typeof investorEntityFormSchema>;

export const flagLabels: Record<(typeof investorEntityFlags)[number], string> = {
  is_erisa: 'ERISA',
  is_taxable: 'Taxable',
  is_foreign: 'Foreign',
  is_tax_exempt: 'Tax exempt',
  is_bank_holding: 'Bank holding company',
  is_gp_affiliated: 'GP affiliated',
};

export const toFormInput = (entity: InvestorEntityDetail): InvestorEntityFormInput => ({
  full_name: entity.full_name,
  short_name: entity.short_name ?? '',
  legal_type: entity.legal_type,
  ...toAddressInput(entity.address),
  contacts: entity.contacts,
  external_ids: entity.external_ids.map((e) => ({ ...e, fund_family_id: e.fund_family_id ?? '' })),
  is_erisa: entity.is_erisa,
  is_taxable: entity.is_taxable,
  is_foreign: entity.is_foreign,
  is_tax_exempt: entity.is_tax_exempt,
  is_bank_holding: entity.is_bank_holding,
  is_gp_affiliated: entity.is_gp_affiliated,
  date_joined: entity.date_joined ?? '',
});

/** The PUT /investor-entity/{id}/ body, before the API's schema checks it. */
export const toProfilePayload = (input: FormOutput): InvestorEntityProfile => ({
  full_name: input.full_name,
  short_name: input.short_name || null,
  legal_type: input.legal_type,
  address: toAddress(input),
  contacts: input.contacts,
  external_ids: input.external_ids.map((e) => ({
    ...e,
    fund_family_id: e.fund_family_id || null,
  })),
  is_erisa: input.is_erisa,
  is_taxable: input.is_taxable,
  is_foreign: input.is_foreign,
  is_tax_exempt: input.is_tax_exempt,
  is_bank_holding: input.is_bank_holding,
  is_gp_affiliated: input.is_gp_affiliated,
  date_joined: input.date_joined || null,
});

/** Where an API error path ("address.state", "contacts.0.email") shows on this form. */
export function formPathOf(apiPath: string): (string | number)[] | null {
  const parts = apiPath.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const addressField = addressFieldOf(apiPath);
  // Every address field is a top-level input here; street lines are one text area.
  if (addressField) return [addressField];
  return typeof parts[0] === 'string' && parts[0] in investorEntityFormSchema.entries
    ? parts
    : null;
}
