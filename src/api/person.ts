import * as v from 'valibot';

/** Who drafted, finalized or ran an event; null for events made before that was recorded. */
export const personSchema = v.nullable(v.object({ user_id: v.string(), name: v.string() }));
