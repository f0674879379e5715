import { Hono } from 'hono';
import { versionUpdateSchema, type VersionResponse } from '../../api/frontend';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { readSetting, writeSetting } from '../settings/app-settings';
import { readJson } from '../validate';
import { recordAudit } from '../audit/audit';

const maintenanceKey = 'is_maintenance_mode';

export const versionRoutes = new Hono<AppEnv>()
  .get('/version/', async (c) =>
    c.json<VersionResponse>({
      is_maintenance_mode: await readSetting(c.get('deps').handle.db, maintenanceKey, false),
    }),
  )
  .put('/version/', requirePermission('internal'), async (c) => {
    const body = await readJson(c, versionUpdateSchema);
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      await writeSetting(tx, maintenanceKey, body.is_maintenance_mode);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'maintenance_mode',
        data: body,
      });
    });
    return c.json<VersionResponse>(body);
  });
