import {
  capitalCallReallocationCreateSchema,
  capitalCallReallocationDeletedSchema,
  capitalCallReallocationListSchema,
  capitalCallReallocationSchema,
  capitalCallReallocationUpdateSchema,
} from '../../capital-call-reallocation';
import { op, type Operation } from './operation';

const reallocation = '/api/fund-family/:fundFamilyId/capital-call-reallocation/:eventId';

/** Capital call reallocations (issue 17 item 6): a finalized call re-split among its LPs. */
export const capitalCallReallocationOperations: Operation[] = [
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/capital-call/:eventId/reallocations',
    "A capital call's reallocations (drafts too), oldest first",
    { response: capitalCallReallocationListSchema },
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/capital-call/:eventId/reallocation',
    'Draft a reallocation of a finalized capital call (its own event, effective today unless given)',
    { body: capitalCallReallocationCreateSchema, response: capitalCallReallocationSchema },
  ),
  op(
    'GET',
    reallocation,
    'A reallocation: per LP and use before, after and difference, with its checks',
    { response: capitalCallReallocationSchema },
  ),
  op('PUT', reallocation, "Change a draft reallocation's effective date and new amounts", {
    body: capitalCallReallocationUpdateSchema,
    response: capitalCallReallocationSchema,
  }),
  op('DELETE', reallocation, 'Delete a draft reallocation', {
    response: capitalCallReallocationDeletedSchema,
  }),
  op(
    'PATCH',
    `${reallocation}/finalize`,
    'Finalize a reallocation: prove its checks and post only the differences under its own event',
    { response: capitalCallReallocationSchema },
  ),
];
