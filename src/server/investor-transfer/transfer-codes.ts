import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { transaction_codes } from '../db/schema';

const PREFIX = 'transfer_';

/**
 * A transfer moves each balance under a twin of its code: classification `transfer` (spec §3),
 * the same flags as the code it moves, so NAV, IRR and equalization read it like the original
 * while reports can still tell a transfer from a call or a distribution.
 */
export const transferCodeName = (code: string) => `${PREFIX}${code}`;

/** The code a row counts towards: a transfer twin counts towards the code it moved. */
export const baseCodeName = (code: string) =>
  code.startsWith(PREFIX) ? code.slice(PREFIX.length) : code;

/** A list of codes with their transfer twins, for sums that must follow balances across transfers. */
export const withTransferTwins = <T extends string>(codes: readonly T[]) => [
  ...codes,
  ...codes.map(transferCodeName),
];

/** The ids of the twins of `baseCodes`, created (with the originals' flags) where missing. */
export async function ensureTransferCodes(
  tx: Database,
  scope: { customerId: string; fundFamilyId: string },
  baseCodes: readonly string[],
): Promise<Map<string, string>> {
  const names = [...new Set(baseCodes)];
  const family = and(
    eq(transaction_codes.customer_id, scope.customerId),
    eq(transaction_codes.fund_family_id, scope.fundFamilyId),
  );
  const existing = await tx
    .select()
    .from(transaction_codes)
    .where(and(family, inArray(transaction_codes.name, withTransferTwins(names))));
  const byName = new Map(existing.map((code) => [code.name, code]));
  const missing = names
    .filter((name) => !byName.has(transferCodeName(name)) && byName.has(name))
    .map((name) => {
      const { id: _id, created_at: _created, ...original } = byName.get(name)!;
      return {
        ...original,
        name: transferCodeName(name),
        display_name: `Transfer — ${original.display_name}`,
        classification: 'transfer',
      };
    });
  if (missing.length > 0) {
    const created = await tx.insert(transaction_codes).values(missing).returning();
    created.forEach((code) => byName.set(code.name, code));
  }
  return new Map(
    names.flatMap((name) => {
      const twin = byName.get(transferCodeName(name));
      return twin ? [[name, twin.id] as const] : [];
    }),
  );
}

/**
 * The classification a row counts under: its base code's (a transfer twin's classification is
 * `transfer`; it counts as the code it moved). Loaded once per fund family.
 */
export async function baseClassifications(
  db: Database,
  scope: { customerId: string },
  fundFamilyIds: readonly string[],
): Promise<(row: { fund_family_id: string; code: string; classification: string }) => string> {
  const codes =
    fundFamilyIds.length === 0
      ? []
      : await db
          .select({
            fund_family_id: transaction_codes.fund_family_id,
            name: transaction_codes.name,
            classification: transaction_codes.classification,
          })
          .from(transaction_codes)
          .where(
            and(
              eq(transaction_codes.customer_id, scope.customerId),
              inArray(transaction_codes.fund_family_id, [...new Set(fundFamilyIds)]),
            ),
          );
  const byName = new Map(codes.map((c) => [`${c.fund_family_id}|${c.name}`, c.classification]));
  return (row) =>
    byName.get(`${row.fund_family_id}|${baseCodeName(row.code)}`) ?? row.classification;
}
