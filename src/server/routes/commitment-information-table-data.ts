import { Hono } from 'hono';
import * as v from 'valibot';
import type { Table } from '../../api/table-data';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { commitmentFigureCodes, listCommitmentFigures } from '../services/commitment-information';
import { loadFundFamily } from '../services/fund-family-service';
import { getInvestorDetail, loadInvestorEntity } from '../services/investor-service';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';

const optionalUuid = v.optional(v.pipe(v.string(), v.uuid()));

const explain = (rows: number, codes: readonly string[]) =>
  `Sum of ${rows} posted ledger row(s) with code ${codes.join(' or ')}.`;

/**
 * Spec §7 GET /commitment-information-table-data/: commitments with their figures from the
 * ledger, for one fund family (`fund_family_id`) or one investor across funds (`investor_id`),
 * optionally narrowed to one investor entity (`investor_entity_id`).
 */
export const commitmentInformationTableDataRoutes = new Hono<AppEnv>().get(
  '/commitment-information-table-data/',
  requirePermission('read'),
  async (c) => {
    const fundFamilyId = c.req.query('fund_family_id');
    const investorId = c.req.query('investor_id');
    const investorEntityId = c.req.query('investor_entity_id');
    if (
      !v.is(optionalUuid, fundFamilyId) ||
      !v.is(optionalUuid, investorId) ||
      !v.is(optionalUuid, investorEntityId)
    ) {
      throw notFound('fund_family_id, investor_id and investor_entity_id must be ids');
    }
    if (!fundFamilyId && !investorId) throw notFound('fund_family_id or investor_id is required');
    const { db } = c.get('deps').handle;
    const scope = { customerId: c.get('customerId') };
    // Both answer 404 for another customer's id, before anything is listed.
    if (fundFamilyId) await loadFundFamily(db, scope.customerId, fundFamilyId);
    if (investorId) await getInvestorDetail(db, scope, investorId);
    if (investorEntityId) await loadInvestorEntity(db, scope, investorEntityId);
    const rows = (await listCommitmentFigures(db, scope, { fundFamilyId, investorId })).filter(
      (row) => !investorEntityId || row.investor_entity_id === investorEntityId,
    );
    const codes = commitmentFigureCodes;
    const table = buildTable(rows, {
      columns: [
        {
          id: 'fund_family',
          title: 'Fund family',
          cell_value_type: 'text',
          enable_row_group: true,
          initial_hide: Boolean(fundFamilyId),
        },
        {
          id: 'investor_entity',
          title: 'Investor entity',
          cell_value_type: 'text',
          is_pinned: true,
        },
        { id: 'detail', title: 'Commitment', cell_value_type: 'text' },
        {
          id: 'owning_entity',
          title: 'Fund entity',
          cell_value_type: 'text',
          enable_row_group: true,
          filter_type: 'set',
        },
        { id: 'closing', title: 'Closing', cell_value_type: 'text', enable_row_group: true },
        { id: 'is_gp', title: 'GP', cell_value_type: 'boolean', initial_hide: true },
        { id: 'committed', title: 'Committed', cell_value_type: 'money', aggregatable: true },
        { id: 'contributed', title: 'Contributed', cell_value_type: 'money', aggregatable: true },
        {
          id: 'equalization',
          title: 'Equalization',
          subtitle: 'paid less returned',
          cell_value_type: 'money',
          aggregatable: true,
        },
      ],
      rowId: (row) => row.commitment_id,
      cells: (row) => ({
        fund_family: cell.link(row.fund_family_name, {
          type: 'generic',
          to: `/fund-family/${row.fund_family_id}`,
        }),
        // Within a fund family the name opens the entity's page there; across funds, its investor.
        investor_entity: cell.link(row.investor_entity_name, {
          type: 'generic',
          to: fundFamilyId
            ? `/fund-family/${row.fund_family_id}/investor-entities/${row.investor_entity_id}`
            : `/investors/${row.investor_id}`,
        }),
        // Each row opens the commitment's detail (activity, performance, fees, profile).
        detail: cell.link('Open', {
          type: 'generic',
          to: `/fund-family/${row.fund_family_id}/commitments/${row.commitment_id}/activity`,
        }),
        owning_entity: cell.text(row.owning_entity_name),
        closing: cell.text(row.closing_name),
        is_gp: cell.boolean(row.is_gp),
        committed: cell.money(row.committed_cents, row.currency, {
          tooltip: { message: explain(row.committed_rows, codes.committed) },
        }),
        contributed: cell.money(row.contributed_cents, row.currency, {
          tooltip: { message: explain(row.contributed_rows, codes.contributed) },
        }),
        equalization: cell.money(row.equalization_cents, row.currency, {
          tooltip: {
            message: `${codes.equalizationPaid[0]} less ${codes.equalizationReturned[0]}, over ${row.equalization_rows} ledger row(s), outstanding ones included.`,
          },
        }),
      }),
    });
    return c.json<Table>(table);
  },
);
