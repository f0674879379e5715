import { Hono, type Context } from 'hono';
import type { InvestorPerformance } from '../../api/investor-performance';
import type { Table } from '../../api/table-data';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { performanceOfEntities } from './investor-performance';
import { getInvestorDetail, loadInvestorEntity } from './investor-service';
import { ledgerActivityTable } from '../ledger/ledger-activity-table';
import { uuidParam } from '../validate';
import { todayOf } from '../today';

/** Today at the edge of the app: the domain is given the date, it never reads a clock. */

/** The fund family and the investor entity of the path, both this customer's, or a 404. */
async function familyEntity(c: Context<AppEnv>) {
  const { db } = c.get('deps').handle;
  const scope = { customerId: c.get('customerId') };
  const fund = await loadFundFamily(db, scope.customerId, uuidParam(c, 'fundFamilyId'));
  const entity = await loadInvestorEntity(db, scope, uuidParam(c, 'investorEntityId'));
  return { db, scope, fund, entity };
}

/**
 * The investor Performance tab (spec §2 "performance (hypothetical performance)") and the
 * fund family investor entity page (spec §2 investor-entities/{investorEntityId}).
 */
export const investorPerformanceRoutes = new Hono<AppEnv>()
  .get('/investor/:investorId/performance/', requirePermission('read'), async (c) => {
    const { db } = c.get('deps').handle;
    const scope = { customerId: c.get('customerId') };
    const investor = await getInvestorDetail(db, scope, uuidParam(c, 'investorId'));
    const performance = await performanceOfEntities(db, scope, {
      investorEntityIds: investor.entities.map((e) => e.id),
      asOf: todayOf(c),
    });
    return c.json<InvestorPerformance>(performance);
  })
  .get(
    '/fund-family/:fundFamilyId/investor-entities/:investorEntityId/performance/',
    requirePermission('read'),
    async (c) => {
      const { db, scope, fund, entity } = await familyEntity(c);
      const performance = await performanceOfEntities(db, scope, {
        investorEntityIds: [entity.id],
        fundFamilyId: fund.id,
        asOf: todayOf(c),
      });
      return c.json<InvestorPerformance>(performance);
    },
  )
  .get(
    '/fund-family/:fundFamilyId/investor-entities/:investorEntityId/activity-table-data/',
    requirePermission('read'),
    async (c) => {
      const { db, scope, fund, entity } = await familyEntity(c);
      const table = await ledgerActivityTable(db, scope, {
        investorEntityIds: [entity.id],
        fundFamilyId: fund.id,
      });
      return c.json<Table>(table);
    },
  );
