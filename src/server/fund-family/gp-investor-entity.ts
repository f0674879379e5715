import { and, eq } from 'drizzle-orm';
import { gpFunctionalTypes } from '../../api/fund-structure';
import type { InvestorEntityDetail } from '../../api/investors';
import { invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { fund_entities, investor_entities, investors } from '../db/schema';
import { loadFundFamily } from './fund-family-service';
import { toInvestorEntityDetail } from '../investor/investor-service';

/**
 * The investor entity through which a fund's own GP entity holds the GP commitment: found when
 * it exists, else created once (an investor and its entity, both named as the GP entity, the
 * entity flagged GP affiliated and tied to the fund entity), so a GP commitment is an ordinary
 * commitment of an investor entity. Runs inside the caller's transaction.
 */
export async function gpInvestorEntity(
  tx: Database,
  input: { customerId: string; fundFamilyId: string; fundEntityId: string },
): Promise<{ entity: InvestorEntityDetail; created: boolean }> {
  const fund = await loadFundFamily(tx, input.customerId, input.fundFamilyId);
  const [gp] = await tx
    .select()
    .from(fund_entities)
    .where(
      and(
        eq(fund_entities.id, input.fundEntityId),
        eq(fund_entities.customer_id, input.customerId),
        eq(fund_entities.fund_family_id, fund.id),
      ),
    )
    // Two requests at once: the second waits here and then finds the first one's record.
    .for('update');
  if (!gp) throw notFound('No such fund entity in this fund family');
  if (!gpFunctionalTypes.includes(gp.functional_type))
    throw invalid(
      { fund_entity_id: ['Only a general partner fund entity can hold the GP commitment'] },
      'Not a general partner',
    );
  const [existing] = await tx
    .select()
    .from(investor_entities)
    .where(
      and(
        eq(investor_entities.gp_fund_entity_id, gp.id),
        eq(investor_entities.customer_id, input.customerId),
      ),
    );
  if (existing) return { entity: toInvestorEntityDetail(existing), created: false };
  const [investor] = await tx
    .insert(investors)
    .values({ customer_id: input.customerId, name: gp.name })
    .returning({ id: investors.id });
  const [created] = await tx
    .insert(investor_entities)
    .values({
      customer_id: input.customerId,
      investor_id: investor!.id,
      full_name: gp.name,
      short_name: gp.short_name,
      legal_type: gp.legal_type,
      profile: { is_gp_affiliated: true },
      gp_fund_entity_id: gp.id,
    })
    .returning();
  return { entity: toInvestorEntityDetail(created!), created: true };
}
