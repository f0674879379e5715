import * as v from 'valibot';
import { capitalCallUseInputSchema, type CapitalCallUse } from './capital-call';
import type { CorrectionPreview } from './event-correction';
import { isoDateSchema, requiredText } from './money-input';

/**
 * Issue 21, cancel-correct of a finalized capital call (spec §3 event type cancel_correct and
 * cancel correct types): one new event of type cancel_correct reverses the call's postings row for
 * row and posts the corrected call, both on the correction's posting date:
 * - life_to_date: the original call's due date, as if the call had been right from the start;
 * - go_forward: today, the original standing until then (what was reported stays reported);
 * - custom_date: a date the user picks, never before the original call's due date.
 * The corrected call is allocated as of the original's due date either way (the same LPs, classes
 * and rules as the call it corrects); only the posting date moves.
 */
export const cancelCorrectTypes = ['custom_date', 'go_forward', 'life_to_date'] as const;
export type CancelCorrectType = (typeof cancelCorrectTypes)[number];

export const cancelCorrectTypeLabels = {
  life_to_date: 'Life to date (posted on the original due date)',
  go_forward: 'Go forward (posted today)',
  custom_date: 'Custom date (posted on a date you choose)',
} as const satisfies Record<CancelCorrectType, string>;

export const postingDateRequired = 'Choose the date the correction posts on.';
export const postingDateOnlyForCustom = 'Only a custom date correction takes a posting date.';
export const postingDateBeforeOriginal =
  "A correction cannot post before the original call's due date.";
export const alreadyCancelCorrected = 'This capital call has already been cancel-corrected.';
export const onlyFinalizedCallsCancelCorrect =
  'Only a finalized capital call can be cancel-corrected.';
export const equalizationNotCancelCorrected =
  'A call that settles closing equalization cannot be cancel-corrected yet: roll it back instead.';

const correctionEntries = {
  correction_type: v.picklist(cancelCorrectTypes, 'Invalid'),
  posting_date: v.optional(v.nullable(isoDateSchema), null),
  /** Null keeps the original's name followed by "(corrected)". */
  name: v.optional(v.nullable(requiredText(200)), null),
  uses: v.pipe(
    v.array(capitalCallUseInputSchema),
    v.minLength(1, 'At least 1 items'),
    v.maxLength(50, 'At most 50 items'),
  ),
};

type Dated = { correction_type: CancelCorrectType; posting_date: string | null };

/** A posting date for custom_date, and only for it (an issue on posting_date). */
const postingDateRule = <T extends Dated>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { correction_type, posting_date } = dataset.value;
    const message =
      correction_type === 'custom_date'
        ? posting_date
          ? null
          : postingDateRequired
        : posting_date
          ? postingDateOnlyForCustom
          : null;
    if (message)
      addIssue({
        message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: 'posting_date',
            value: posting_date,
          },
        ],
      });
  });

/**
 * POST …/fund-family-event/{eventId}/cancel-correct-preview/: the correction's type, its posting
 * date (custom_date only) and the call's lines as corrected (amounts, per-LP overrides), checked
 * as a draft's lines are.
 */
export const cancelCorrectPreviewRequestSchema = v.pipe(
  v.object(correctionEntries),
  postingDateRule(),
);
export type CancelCorrectPreviewRequest = v.InferOutput<typeof cancelCorrectPreviewRequestSchema>;

/** POST …/cancel-correct/: the same, with the token of the preview the user confirmed. */
export const cancelCorrectRequestSchema = v.pipe(
  v.object({
    ...correctionEntries,
    token: v.pipe(v.string(), v.nonEmpty('Required'), v.maxLength(100)),
  }),
  postingDateRule(),
);
export type CancelCorrectRequest = v.InferOutput<typeof cancelCorrectRequestSchema>;

/**
 * What a cancel-correct would do, nothing posted: the rollback preview's shape (per LP and code
 * before, change, after; the events; the LPs whose notices change), with its dates.
 */
export type CancelCorrectPreview = Omit<CorrectionPreview, 'kind'> & {
  kind: 'cancel_correct';
  original_event_id: string;
  correction_type: CancelCorrectType;
  /** The reversal's and the corrected rows' effective date. */
  posting_date: string;
};

/** A cancel-correct as recorded: the original call, the event that corrected it, its dates. */
export type CancelCorrection = {
  event_id: string;
  event_name: string;
  original_event_id: string;
  correction_type: CancelCorrectType;
  posting_date: string;
  created_by: string;
  created_at: string;
  totals: { before_cents: number; change_cents: number; after_cents: number };
};

/**
 * GET …/fund-family-event/{eventId}/cancel-correct/: whether the call may be cancel-corrected
 * (null reason) and, when it was, by which event; its lines to start the correction from.
 */
export type CancelCorrectState = {
  event_id: string;
  event_name: string;
  due_date: string;
  /** Why it cannot be cancel-corrected now; null when it can. */
  blocked_reason: string | null;
  corrected_by: CancelCorrection | null;
  /** When this event is itself a correction: the call it corrected. */
  corrects: CancelCorrection | null;
  uses: CapitalCallUse[];
};

/** POST …/cancel-correct/ answers the recorded correction and the preview it confirmed. */
export type CancelCorrectConfirmed = {
  correction: CancelCorrection;
  preview: CancelCorrectPreview;
};
