import { Hono } from 'hono';
import type { BootstrapResponse } from '../../api/frontend';
import type { AppEnv } from '../app-env';

export const frontendRoutes = new Hono<AppEnv>()
  .get('/frontend/bootstrap', (c) =>
    c.json<BootstrapResponse>({
      environment: c.get('deps').config.appEnv,
      subdomain_base: c.get('deps').config.subdomainBase,
    }),
  )
  .get('/frontend/ping', (c) => c.json({ ok: true }));
