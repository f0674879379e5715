import * as v from 'valibot';
import { dayOfTimings } from '../../../../api/investor-transfers';
import '../../../../api/validation-messages';

/** The details step: the transferor (when creating), the transfer date and the day-of timing. */
export const transferDetailsFormSchema = v.object({
  transferor_commitment_id: v.pipe(v.string(), v.nonEmpty('Required')),
  transfer_date: v.pipe(
    v.string(),
    v.nonEmpty('Required'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be valid date'),
  ),
  day_of_timing: v.picklist(dayOfTimings, 'Invalid'),
});
export type TransferDetailsOutput = v.InferOutput<typeof transferDetailsFormSchema>;

export const dayOfTimingOptions = [
  { value: 'beginning_of_day', label: 'Beginning of day (before other events that day)' },
  { value: 'end_of_day', label: 'End of day (after other events that day)' },
];
