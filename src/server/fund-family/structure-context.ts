import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EntityFunctionalType } from '../../domain/allocation-graph';
import type { Database } from '../db/database';
import { postedAsOf } from '../ledger/posted-ledger';
import { withTransferTwins } from '../investor-transfer/transfer-codes';
import {
  commitments,
  fund_entities,
  fund_families,
  fund_family_events,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import type { StructureContext } from '../allocation-rules/allocation-structure';

/**
 * The fund family's entities and its commitments as the ledger has them on `date` (posted
 * commitment rows up to that day), plus `extra` commitments not yet posted, such as those of
 * a draft closing.
 */
export async function loadStructureContext(
  db: Database,
  fund: typeof fund_families.$inferSelect,
  date: string,
  extra: StructureContext['commitments'] = [],
): Promise<StructureContext> {
  const entities = await db
    .select({
      id: fund_entities.id,
      name: fund_entities.name,
      functional_type: fund_entities.functional_type,
    })
    .from(fund_entities)
    .where(
      and(
        eq(fund_entities.customer_id, fund.customer_id),
        eq(fund_entities.fund_family_id, fund.id),
      ),
    )
    .orderBy(asc(fund_entities.name));
  const committed = await db
    .select({
      id: commitments.id,
      owning_entity_id: commitments.owning_entity_id,
      name: investor_entities.full_name,
      is_gp: commitments.is_gp,
      amount: sql<number>`sum(${transactions.amount_cents})::bigint`,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .innerJoin(commitments, eq(commitments.id, transactions.commitment_id))
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .where(
      and(
        postedAsOf({ customerId: fund.customer_id, fundFamilyId: fund.id, asOf: date }),
        // Commitments moved by investor transfers weigh where they now are.
        inArray(transaction_codes.name, withTransferTwins(['commitment'])),
      ),
    )
    .groupBy(
      commitments.id,
      commitments.owning_entity_id,
      investor_entities.full_name,
      commitments.is_gp,
    )
    .orderBy(asc(investor_entities.full_name));
  return {
    fundFamily: {
      id: fund.id,
      name: fund.name,
      rounding: { rounding: fund.rounding_methodology, ordering: fund.rounding_partner_ordering },
    },
    entities: entities.map((e) => ({
      ...e,
      functional_type: e.functional_type as EntityFunctionalType,
    })),
    commitments: [...committed.map((c) => ({ ...c, amount: Number(c.amount) })), ...extra],
  };
}
