import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './database';
import {
  fund_entities,
  fund_families,
  investor_entities,
  investors,
  transaction_codes,
} from './schema';
import { createImportEvent } from '../general-ledger/general-ledger-import-events';
import { parseGeneralLedgerCsv } from '../../domain/general-ledger';
import {
  createIntegration,
  loadIntegration,
  updateIntegration,
} from '../general-ledger/general-ledger-integrations';

/**
 * The demo's Investran export: a fund-expense call at year end for three investors whom no e2e
 * spec asserts figures of, after every other demo event, so the demo's checked numbers stay.
 */
export const demoInvestranCsv = [
  'Trans Date,GL Account,Investor ID,Legal Entity,Amount,Description,Batch',
  '12/31/2025,3150,INV-002,HCP-IV,"12,500.00",Year-end audit fees,JE-2025-118',
  '12/31/2025,3150,INV-005,HCP-IV-OFF,"8,750.25",Year-end audit fees,JE-2025-118',
  '12/31/2025,3150,INV-006,HCP-IV,"15,000.10",Year-end audit fees,JE-2025-118',
].join('\n');

/**
 * (The general_ledger flag is turned on for the demo customer in seed.ts.) Gives every demo investor entity an
 * Investran id (the investor's HCP-nnn as INV-nnn) and sets up one integration of the
 * demo fund with its mappings and one draft import ready to post, through the same services as
 * the API. Left as a draft: posting it would change the demo's hand-worked figures (contributed,
 * unfunded, the capital-activity tables) that the guides and e2e specs rely on.
 */
export async function seedDemoGeneralLedger(tx: Database, customerId: string) {
  const [fund] = await tx
    .select({ id: fund_families.id })
    .from(fund_families)
    .where(eq(fund_families.customer_id, customerId));
  if (!fund) return;
  const entities = await tx
    .select({ id: investor_entities.id, investor_external_id: investors.external_id })
    .from(investor_entities)
    .innerJoin(investors, eq(investors.id, investor_entities.investor_id))
    .where(eq(investor_entities.customer_id, customerId));
  for (const entity of entities) {
    if (!entity.investor_external_id) continue;
    const value = entity.investor_external_id.replace(/^HCP-/, 'INV-');
    await tx
      .update(investor_entities)
      .set({
        profile: sql`jsonb_set(${investor_entities.profile}, '{external_ids}', ${JSON.stringify([
          { type: 'investran', value, fund_family_id: null },
        ])}::jsonb)`,
      })
      .where(eq(investor_entities.id, entity.id));
  }
  const scope = { customerId };
  const integrationId = await createIntegration(tx, scope, {
    name: 'Investran — Harborview IV',
    fund_family_id: fund.id,
    general_ledger_type: 'investran',
    ingestion_type: 'upload',
  });
  const codes = await tx
    .select({ id: transaction_codes.id, name: transaction_codes.name })
    .from(transaction_codes)
    .where(
      and(
        eq(transaction_codes.fund_family_id, fund.id),
        inArray(transaction_codes.name, ['contribution_investment', 'contribution_expenses']),
      ),
    );
  const funds = await tx
    .select({ id: fund_entities.id, type: fund_entities.functional_type })
    .from(fund_entities)
    .where(eq(fund_entities.fund_family_id, fund.id));
  const code = (name: string) => codes.find((c) => c.name === name)!.id;
  const entity = (type: string) => funds.find((f) => f.type === type)!.id;
  await updateIntegration(tx, scope, integrationId, {
    name: 'Investran — Harborview IV',
    general_ledger_type: 'investran',
    ingestion_type: 'upload',
    account_mappings: [
      { gl_account: '3100', transaction_code_id: code('contribution_investment') },
      { gl_account: '3150', transaction_code_id: code('contribution_expenses') },
    ],
    investor_mappings: [],
    entity_mappings: [
      { gl_entity_id: 'HCP-IV', fund_entity_id: entity('main_fund') },
      { gl_entity_id: 'HCP-IV-A', fund_entity_id: entity('parallel_fund') },
      { gl_entity_id: 'HCP-IV-OFF', fund_entity_id: entity('feeder_fund') },
    ],
  });
  const reading = parseGeneralLedgerCsv(demoInvestranCsv, 'investran');
  if (!reading.ok) throw new Error(reading.problem);
  const integration = await loadIntegration(tx, scope, integrationId);
  await createImportEvent(tx, scope, integration, {
    filename: 'investran-je-2025-12.csv',
    sha256: null,
    entries: reading.entries,
    userId: null,
  });
}
