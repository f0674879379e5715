import * as v from 'valibot';
import { assistantRequestSchema } from '../../assistant';
import { op, type Operation } from './operation';

/** The AI host's websocket signs in through its query string (a browser cannot set headers). */
const chatQuery = v.object({
  auth_token: v.string(),
  customer_id: v.pipe(v.string(), v.uuid()),
  conversation_id: v.optional(v.pipe(v.string(), v.uuid())),
});

export const assistantOperations: Operation[] = [
  op('GET', '/api/models', "The assistant's models"),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/agent',
    'Example questions for the assistant in the fund family',
  ),
  op('POST', '/api/fund-family/:fundFamilyId/agent', 'Ask the assistant', {
    body: assistantRequestSchema,
  }),
  op('GET', '/ai/chat/conversations/', "The signed-in user's assistant conversations"),
  op('GET', '/ai/chat/', "The assistant's chat (websocket)", {
    public: true,
    query: chatQuery,
    note: 'A websocket (spec §7 AI host): it signs in with the auth_token query parameter, not the Authorization header.',
  }),
];
