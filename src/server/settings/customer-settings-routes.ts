import { Hono } from 'hono';
import { updateCustomerSettingsSchema, type CustomerSettings } from '../../api/customer-settings';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { readCustomerSettings, updateCustomerSettings } from './customer-settings';
import { readJson } from '../validate';

/** The selected customer's settings: anyone of the customer reads them, its admins change them. */
export const customerSettingsRoutes = new Hono<AppEnv>()
  .get('/customer-settings/', requirePermission('read'), async (c) =>
    c.json<CustomerSettings>(
      await readCustomerSettings(c.get('deps').handle.db, c.get('customerId')),
    ),
  )
  .patch('/customer-settings/', requirePermission('admin'), async (c) => {
    const body = await readJson(c, updateCustomerSettingsSchema);
    const customerId = c.get('customerId');
    const settings = await c.get('deps').handle.db.transaction(async (tx) => {
      const before = await readCustomerSettings(tx, customerId);
      const after = await updateCustomerSettings(tx, customerId, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'customer_settings',
        target_id: customerId,
        data: { before, after },
      });
      return after;
    });
    return c.json<CustomerSettings>(settings);
  });
