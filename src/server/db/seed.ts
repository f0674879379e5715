import { featureFlagNames } from '../../api/feature-flags';
import { hashPassword } from '../services/password';
import type { Database } from './database';
import { demoTotpSecret, demoUsers } from './demo-data';
import { seedDemoFund } from './demo-fund';
import { customers, feature_flags, totps, user_customer_relations, users } from './schema';

/** Flags described once here; every flag starts off, customers opt in by override. */
const flagDescriptions: Record<string, string> = {
  general_ledger: 'General ledger integration and its header button.',
  report_builder: 'The Report Builder navigation item and pages.',
  transaction_register: 'The Transaction Register in the settings menu.',
  mxl_with_subcalcs: 'Calculations with sub-calculations (two tabs, Flat/Hierarchy).',
  custom_fields: 'The custom-fields settings tab.',
};

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
    await tx.insert(feature_flags).values(
      featureFlagNames.map((name) => ({
        name,
        description: flagDescriptions[name] ?? '',
        status: 'custom' as const,
      })),
    );
  });
  return { seeded: true };
}
