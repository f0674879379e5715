import { Hono } from 'hono';
import { figureLedgerRowsQuerySchema, type FigureLedgerRows } from '../../api/figure-ledger-rows';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { getFigureLedgerRows } from './figure-ledger-rows';
import { readQuery, uuidParam } from '../validate';

/**
 * GET /fund-family/{id}/figure-ledger-rows/?figure=&commitment_id=&fund_entity_id=: the ledger
 * rows behind a figure (DESIGN "every money figure opens the ledger rows behind it"). Spec §7
 * names no path for it; it sits with the fund family's other reads.
 */
export const figureLedgerRowsRoutes = new Hono<AppEnv>().get(
  '/fund-family/:fundFamilyId/figure-ledger-rows/',
  requirePermission('read'),
  async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const query = readQuery(c, figureLedgerRowsQuerySchema);
    return c.json<FigureLedgerRows>(
      await getFigureLedgerRows(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        fundFamilyId,
        query,
      ),
    );
  },
);
