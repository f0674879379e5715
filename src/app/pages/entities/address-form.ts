import * as v from 'valibot';
import { countries } from '../../../api/investors';
import type { InvestorEntityProfile } from '../../../api/investors';

type Address = InvestorEntityProfile['address'];

/**
 * An address as a person types it: street lines in one text area, every other part a string.
 * The API's address schema holds the rule that spans fields (a US address names a US state).
 */
export const addressFormEntries = {
  street_lines: v.string(),
  city: v.string(),
  state: v.string(),
  postal_code: v.string(),
  country: v.picklist(['', ...countries]),
};
type AddressInput = {
  [K in keyof typeof addressFormEntries]: v.InferInput<(typeof addressFormEntries)[K]>;
};

export const toAddressInput = (address: Address): AddressInput => ({
  street_lines: address.street_lines.join('\n'),
  city: address.city ?? '',
  state: address.state ?? '',
  postal_code: address.postal_code ?? '',
  country: address.country ?? '',
});

export const toAddress = (input: AddressInput): Address => ({
  street_lines: input.street_lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  city: input.city.trim() || null,
  state: input.state.trim() || null,
  postal_code: input.postal_code.trim() || null,
  country: (input.country || null) as Address['country'],
});

/** Where an API error on the address ("address.state") shows: the form's own field. */
export function addressFieldOf(apiPath: string): string | null {
  const [head, field] = apiPath.split('.');
  return head === 'address' && field && field in addressFormEntries ? field : null;
}
