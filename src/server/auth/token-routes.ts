import { Hono } from 'hono';
import { passwordSignInSchema, refreshRequestSchema } from '../../api/auth';
import type { AppEnv } from '../app-env';
import { signInWithPassword } from './password-sign-in';
import { revokeSession, rotateRefreshToken } from './session-service';
import { readJson } from '../validate';

export const tokenRoutes = new Hono<AppEnv>()
  .post('/token/', async (c) => {
    return c.json(await signInWithPassword(c, await readJson(c, passwordSignInSchema)));
  })
  .post('/token/refresh/', async (c) => {
    const body = await readJson(c, refreshRequestSchema);
    return c.json(await rotateRefreshToken(c.get('deps'), body.refresh));
  })
  .post('/token/logout/', async (c) => {
    await revokeSession(c.get('deps'), c.get('user').sessionId);
    return c.body(null, 204);
  });
