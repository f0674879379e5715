import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recentMail } from '../mail/mail-outbox';

/** GET /api/internal/mailbox/: recent outgoing mail, for setups without a mail server. */
export const authMailboxRoutes = new Hono<AppEnv>().get(
  '/internal/mailbox/',
  requirePermission('internal'),
  async (c) => c.json(await recentMail(c.get('deps'))),
);
