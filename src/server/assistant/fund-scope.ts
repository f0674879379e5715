import { and, asc, eq, ne } from 'drizzle-orm';
import { fund_families } from '../db/schema';
import { bestNamed } from './format';
import { ToolInputError, type ToolContext } from './tool-types';

export type FundFamilyRow = typeof fund_families.$inferSelect;

/** The customer's fund families (deleted ones are gone from every list). */
export async function customerFundFamilies(ctx: ToolContext): Promise<FundFamilyRow[]> {
  return ctx.db
    .select()
    .from(fund_families)
    .where(and(eq(fund_families.customer_id, ctx.customerId), ne(fund_families.state, 'deleted')))
    .orderBy(asc(fund_families.name));
}

/**
 * The fund family a tool works on: the one the argument names, else the route's, else the
 * customer's only one. Null when the customer has several and none is named: the caller then
 * answers at customer level.
 */
export async function resolveFundFamily(
  ctx: ToolContext,
  named: string | null,
): Promise<FundFamilyRow | null> {
  const families = await customerFundFamilies(ctx);
  if (named) {
    const byId = families.find((f) => f.id === named);
    const found = byId ?? bestNamed(named, families, (f) => [f.name]);
    if (!found) {
      const list = families.map((f) => f.name).join(', ') || 'none yet';
      throw new ToolInputError(`No fund family matches "${named}". Fund families: ${list}.`);
    }
    return found;
  }
  if (ctx.fundFamilyId) {
    const current = families.find((f) => f.id === ctx.fundFamilyId);
    if (current) return current;
  }
  return families.length === 1 ? families[0]! : null;
}

/** Like resolveFundFamily, for tools that need one: says which to name when it is ambiguous. */
export async function requireFundFamily(
  ctx: ToolContext,
  named: string | null,
): Promise<FundFamilyRow> {
  const family = await resolveFundFamily(ctx, named);
  if (family) return family;
  const families = await customerFundFamilies(ctx);
  if (families.length === 0) throw new ToolInputError('This customer has no fund families yet.');
  throw new ToolInputError(
    `Which fund family? Name one of: ${families.map((f) => f.name).join(', ')}.`,
  );
}

export const fundFamilyParameter = {
  type: 'string',
  description:
    "The fund family's name (as the user wrote it) or id; omit it for the fund family of the current page.",
} as const;
