import { featureFlagNames } from '../../api/feature-flags';
import { hashPassword } from '../auth/password';
import type { Database } from './database';
import { demoTotpSecret, demoUsers } from './demo-data';
import { seedDemoFund } from './demo-fund';
import { seedDemoGeneralLedger } from './demo-general-ledger';
import {
  customers,
  feature_flag_customer_overrides,
  feature_flags,
  totps,
  user_customer_relations,
  users,
} from './schema';

/** Flags described once here; every flag starts off, customers opt in by override. */
const flagDescriptions: Record<string, string> = {
  general_ledger: 'General ledger integration and its header button.',
  report_builder: 'The Report Builder navigation item and pages.',
  transaction_register: 'The Transaction Register in the settings menu.',
  mxl_with_subcalcs: 'Calculations with sub-calculations (two tabs, Flat/Hierarchy).',
  custom_fields: 'The custom-fields settings tab.',
  fundline_assistant:
    'The AI assistant sidebar (HTTP variant on fund family pages) and the models list.',
  fundline_ai_websockets:
    'The assistant as a websocket chat with stored conversations (needs fundline_assistant).',
};

/** Flags a demo customer opts into: Demo Capital gets the chat and the general ledger, Beacon the HTTP assistant only. */
const demoFlagOverrides = {
  demo: ['fundline_assistant', 'fundline_ai_websockets', 'general_ledger'],
  beacon: ['fundline_assistant'],
} as const;

/** Loads the demo customers, users and flags into an empty database; a no-op otherwise. */
export async function seedDemoData(
  db: Database,
  options: { subdomainBase?: string | null } = {},
): Promise<{ seeded: boolean }> {
  // With subdomains each demo customer is served on its own web domain under the base.
  const webDomain = (label: string) =>
    options.subdomainBase ? `${label}.${options.subdomainBase}` : null;
  const existing = await db.select({ id: customers.id }).from(customers).limit(1);
  if (existing.length > 0) return { seeded: false };
  const hashes = await Promise.all(demoUsers.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    const [demo, beacon] = await tx
      .insert(customers)
      .values([
        { name: 'Demo Capital', is_live: true, web_domain: webDomain('demo-capital') },
        {
          name: 'Beacon Partners',
          web_domain: webDomain('beacon-partners'),
          is_live: false,
          is_long_lived_integration_testing_customer: true,
        },
      ])
      .returning({ id: customers.id });
    if (!demo || !beacon) throw new Error('customer insert returned nothing');
    const ids = { demo: demo.id, beacon: beacon.id };
    for (const [i, demoUser] of demoUsers.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demoUser.email,
          first_name: demoUser.first_name,
          last_name: demoUser.last_name,
          password_hash: hashes[i],
          permission_types: demoUser.permission_types,
          role_types: demoUser.role_types,
          default_customer_id: ids[demoUser.customers[0] ?? 'demo'],
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx
        .insert(user_customer_relations)
        .values(demoUser.customers.map((key) => ({ user_id: user.id, customer_id: ids[key] })));
      if (demoUser.authenticator !== false) {
        await tx.insert(totps).values({ user_id: user.id, secret: demoTotpSecret, verified: true });
      }
    }
    await seedDemoFund(tx, demo.id);
    const flags = await tx
      .insert(feature_flags)
      .values(
        featureFlagNames.map((name) => ({
          name,
          description: flagDescriptions[name] ?? '',
          status: 'custom' as const,
        })),
      )
      .returning({ id: feature_flags.id, name: feature_flags.name });
    await tx.insert(feature_flag_customer_overrides).values(
      (['demo', 'beacon'] as const).flatMap((key) =>
        demoFlagOverrides[key].map((name) => ({
          feature_flag_id: flags.find((f) => f.name === name)!.id,
          customer_id: ids[key],
          enabled: true,
        })),
      ),
    );
    await seedDemoGeneralLedger(tx, demo.id);
  });
  return { seeded: true };
}
