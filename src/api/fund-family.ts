import * as v from 'valibot';
import { isoDateSchema } from './money-input';

export const fundFamilyStates = ['draft', 'fundraising', 'active', 'dissolved', 'deleted'] as const;
export type FundFamilyState = (typeof fundFamilyStates)[number];

/** Fund family (spec §3), as listed. */
export type FundFamily = {
  id: string;
  name: string;
  state: FundFamilyState;
  config: { fees_enabled: boolean };
};

export const createFundFamilySchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('This field may not be blank.'),
    v.maxLength(200, 'Length at most 200'),
  ),
});
export type CreateFundFamily = v.InferOutput<typeof createFundFamilySchema>;

/** PATCH /api/fund-family/{id}/fundraise/: start the fundraise; the first closing's date (today if absent). */
export const fundraiseSchema = v.object({ first_closing_date: v.optional(isoDateSchema) });
