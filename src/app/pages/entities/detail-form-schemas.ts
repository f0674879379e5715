import * as v from 'valibot';
import { externalIdTypes } from '../../../api/investors';
import '../../../api/validation-messages';

const blank = 'This field may not be blank.';
const required = () => v.pipe(v.string(), v.trim(), v.nonEmpty(blank));

/**
 * An entity's details as a person types them (spec §3). The formats (account number, ABA,
 * SWIFT) and the rules spanning fields are the API's schemas, run again on submit.
 */
export const contactFormSchema = v.object({
  name: required(),
  email: v.pipe(required(), v.email()),
  is_primary: v.boolean(),
});

/** An empty fund family means the ID holds for every fund. */
export const externalIdFormSchema = v.object({
  type: v.picklist(externalIdTypes),
  value: required(),
  fund_family_id: v.string(),
});

/** An empty account number keeps the stored one: the page only ever sees it masked. */
export const bankAccountFormSchema = v.object({
  bank_name: required(),
  account_name: required(),
  account_number: v.pipe(v.string(), v.trim()),
  aba_routing_number: v.pipe(v.string(), v.trim()),
  swift_code: v.pipe(v.string(), v.trim()),
});
