import * as v from 'valibot';
import { legalTypes } from '../../../api/fund-structure';
import {
  countries,
  externalIdTypes,
  investorEntityFlags,
  type InvestorEntityDetail,
  type InvestorEntityProfile,
} from '../../../api/investors';
import '../../../api/validation-messages';

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
  street_lines: v.string(),
  city: v.string(),
  state: v.string(),
  postal_code: v.string(),
  country: v.picklist(['', ...countries]),
  contacts: v.array(
    v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty(blank)),
      email: v.pipe(v.string(), v.trim(), v.nonEmpty(blank), v.email()),
      is_primary: v.boolean(),
    }),
  ),
  external_ids: v.array(
    v.object({
      type: v.picklist(externalIdTypes),
      value: v.pipe(v.string(), v.trim(), v.nonEmpty(blank)),
      fund_family_id: v.string(),
    }),
  ),
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
  street_lines: entity.address.street_lines.join('\n'),
  city: entity.address.city ?? '',
  state: entity.address.state ?? '',
  postal_code: entity.address.postal_code ?? '',
  country: entity.address.country ?? '',
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
  address: {
    street_lines: input.street_lines
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    city: input.city.trim() || null,
    state: input.state.trim() || null,
    postal_code: input.postal_code.trim() || null,
    country: input.country || null,
  },
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
  if (parts[0] === 'address') {
    const field = parts[1];
    // Every address field is a top-level input here; street lines are one text area.
    return typeof field === 'string' && field in investorEntityFormSchema.entries ? [field] : null;
  }
  return typeof parts[0] === 'string' && parts[0] in investorEntityFormSchema.entries
    ? parts
    : null;
}
