import {
  cancelCorrectPreviewRequestSchema,
  cancelCorrectRequestSchema,
} from '../../cancel-correct';
import { op, type Operation } from './operation';

const call = '/api/fund-family/:fundFamilyId/fund-family-event/:eventId';

/** Cancel-correct of a finalized capital call (issue 21; spec §3 cancel_correct). */
export const cancelCorrectOperations: Operation[] = [
  op(
    'GET',
    `${call}/cancel-correct`,
    "A call's cancel-correct: whether it may be, which event corrected it, its lines",
  ),
  op(
    'POST',
    `${call}/cancel-correct-preview`,
    'What cancel-correcting a finalized call would post, per LP and code (nothing posts)',
    { body: cancelCorrectPreviewRequestSchema },
  ),
  op(
    'POST',
    `${call}/cancel-correct`,
    'Cancel-correct a finalized call: reverse its rows, post the corrected call (the preview token)',
    { body: cancelCorrectRequestSchema },
  ),
];
