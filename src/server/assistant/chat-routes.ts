import { upgradeWebSocket } from '@hono/node-server';
import { Hono } from 'hono';
import type { WSContext } from 'hono/ws';
import { chatCloseCodes, type ChatServerEvent, type Conversation } from '../../api/assistant';
import { hasPermission } from '../../api/permissions';
import { ApiError } from '../api-error';
import type { AppEnv, Deps } from '../app-env';
import { requestContext } from '../middleware/request-context';
import { requirePermission } from '../middleware/require-permission';
import { requireUser } from '../middleware/require-user';
import { assistantFlag, flagsOn, websocketFlag } from './assistant-access';
import { openChatSession } from './chat-session';
import { findConversation, listConversations } from './chat-store';
import { recordAudit } from '../audit/audit';
import { authenticate } from '../auth/session-service';

const chatFlags = [assistantFlag, websocketFlag] as const;
const chatOffMessage = 'The assistant chat is not turned on for this customer.';

/** Events of a socket refused after the handshake: browsers only see close codes, not statuses. */
const refuse = (code: number, reason: string) => ({
  onOpen: (_event: Event, ws: WSContext) => ws.close(code, reason),
});

/**
 * The AI host (spec §7 "Separate AI host"), served by this server under aiBasePath: the
 * conversation list over HTTP and the chat over a websocket. The socket authenticates with
 * its query (browsers cannot set headers on a websocket) exactly as the bearer middleware.
 */
export function createChatRoutes(deps: Deps) {
  return new Hono<AppEnv>({ strict: true })
    .use(requestContext(deps))
    .get('/chat/conversations/', requireUser, requirePermission('read'), async (c) => {
      const customerId = c.get('customerId');
      if (!(await flagsOn(deps.handle.db, customerId, chatFlags))) {
        throw new ApiError({ status: 403, code: 'forbidden', message: chatOffMessage });
      }
      const owner = { customerId, userId: c.get('user').id };
      return c.json<Conversation[]>(await listConversations(deps.handle.db, owner));
    })
    .get(
      '/chat/',
      upgradeWebSocket(async (c) => {
        const { db } = deps.handle;
        const user = await authenticate(deps, c.req.query('auth_token') || undefined).catch(
          () => null,
        );
        if (!user) return refuse(chatCloseCodes.unauthorized, 'Login required.');
        const customerId = c.req.query('customer_id') ?? '';
        if (!user.customer_ids.includes(customerId) || !hasPermission(user, 'read')) {
          return refuse(chatCloseCodes.forbidden, 'Forbidden');
        }
        if (!(await flagsOn(db, customerId, chatFlags))) {
          return refuse(chatCloseCodes.forbidden, chatOffMessage);
        }
        const owner = { customerId, userId: user.id };
        const asked = c.req.query('conversation_id');
        const conversation = asked ? await findConversation(db, owner, asked) : null;
        if (asked && !conversation) return refuse(chatCloseCodes.notFound, 'No such conversation');
        c.set('user', user);
        c.set('customerId', customerId);

        let session: ReturnType<typeof openChatSession> | null = null;
        let ready: Promise<void> = Promise.resolve();
        return {
          onOpen: (_event, ws) => {
            const send = (event: ChatServerEvent) => {
              if (ws.readyState === 1) ws.send(JSON.stringify(event));
            };
            session = openChatSession({
              deps,
              owner,
              conversation,
              send,
              close: (code, reason) => ws.close(code, reason),
              auditCreate: (tx, id) =>
                recordAudit(tx, c, {
                  action: 'chat_conversation.create',
                  target_type: 'chat_conversation',
                  target_id: id,
                }),
            });
            ready = session.start().catch((error: unknown) => {
              deps.log({ level: 'error', msg: 'chat start failed', error: String(error) });
              ws.close(chatCloseCodes.errorThreshold, 'Something went wrong');
            });
          },
          onMessage: (event, ws) => {
            if (typeof event.data !== 'string') {
              ws.send(
                JSON.stringify({ type: 'error', code: 'invalid', message: 'Send JSON text.' }),
              );
              return;
            }
            const data = event.data;
            void ready.then(() => session?.receive(data));
          },
          onClose: () => session?.stop(),
        };
      }),
    );
}
