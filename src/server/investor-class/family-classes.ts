import { and, asc, eq } from 'drizzle-orm';
import { invalid } from '../api-error';
import type { Database } from '../db/database';
import { investor_classes } from '../db/schema';

type Scope = { customerId: string };

/** A fund family's commitment classes, by name. */
export async function familyClasses(db: Database, scope: Scope, fundFamilyId: string) {
  return db
    .select()
    .from(investor_classes)
    .where(
      and(
        eq(investor_classes.customer_id, scope.customerId),
        eq(investor_classes.fund_family_id, fundFamilyId),
      ),
    )
    .orderBy(asc(investor_classes.name));
}

/** Refuses, on the investor_class_id field, a class that is not this fund family's. */
export async function checkFamilyClass(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  investorClassId: string,
): Promise<void> {
  const [found] = await db
    .select({ id: investor_classes.id })
    .from(investor_classes)
    .where(
      and(
        eq(investor_classes.id, investorClassId),
        eq(investor_classes.customer_id, scope.customerId),
        eq(investor_classes.fund_family_id, fundFamilyId),
      ),
    );
  if (!found) throw invalid({ investor_class_id: ['Invalid'] });
}
