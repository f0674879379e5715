import { createMiddleware } from 'hono/factory';
import { hasPermission, type PermissionType } from '../../api/permissions';
import { forbidden } from '../api-error';
import type { AppEnv } from '../app-env';

export const requirePermission = (permission: PermissionType) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!hasPermission(c.get('user'), permission)) {
      throw forbidden(`Requires the ${permission} permission`);
    }
    await next();
  });
