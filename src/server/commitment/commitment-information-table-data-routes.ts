import { Hono } from 'hono';
import * as v from 'valibot';
import type { Table } from '../../api/table-data';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { listCommitmentFigures, type CommitmentFigures } from './commitment-information';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { getInvestorDetail, loadInvestorEntity } from '../investor/investor-service';
import { buildTable } from '../table-data/build-table';
import { cachedTableJson } from '../table-data/table-cache';
import { cell } from '../table-data/cell';
import { figureLedgerRowsAction, type LedgerFigure } from '../../api/figure-ledger-rows';

/** A money cell opens the ledger rows behind its figure (the page's side panel). */
const opensRows = (row: CommitmentFigures, figure: LedgerFigure) => ({
  link: {
    type: 'onclick' as const,
    action: figureLedgerRowsAction({
      fundFamilyId: row.fund_family_id,
      query: { figure, commitment_id: row.commitment_id },
    }),
  },
});

const optionalUuid = v.optional(v.pipe(v.string(), v.uuid()));

const explain = (rows: number, what: string) => `Sum of ${rows} posted ledger row(s) ${what}.`;

/** Outstanding equalization columns: each positive, labelled by which way it goes (like rows only). */
const outstandingColumns = [
  ['equalization_to_pay', 'Equalization to pay'],
  ['equalization_to_receive', 'Equalization to receive'],
  ['equalization_interest_to_pay', 'Equalization interest to pay'],
  ['equalization_interest_to_receive', 'Equalization interest to receive'],
] as const;

function outstandingCells(row: CommitmentFigures) {
  const amounts = {
    equalization_to_pay: row.equalization.toPay,
    equalization_to_receive: row.equalization.toReceive,
    equalization_interest_to_pay: row.equalization_interest.toPay,
    equalization_interest_to_receive: row.equalization_interest.toReceive,
  };
  const message =
    'Written at a closing and not yet settled by a capital event; interest is not capital.';
  return Object.fromEntries(
    outstandingColumns.map(([id]) => [
      id,
      cell.money(amounts[id], row.currency, { tooltip: { message }, ...opensRows(row, id) }),
    ]),
  );
}

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
    const key = `commitment-information-table-data ${fundFamilyId ?? ''} ${investorId ?? ''} ${investorEntityId ?? ''}`;
    return cachedTableJson(c, key, async (): Promise<Table> => {
      const rows = (await listCommitmentFigures(db, scope, { fundFamilyId, investorId })).filter(
        (row) => !investorEntityId || row.investor_entity_id === investorEntityId,
      );
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
          { id: 'distributed', title: 'Distributed', cell_value_type: 'money', aggregatable: true },
          { id: 'unfunded', title: 'Unfunded', cell_value_type: 'money', aggregatable: true },
          ...outstandingColumns.map(([id, title]) => ({
            id,
            title,
            subtitle: 'outstanding',
            cell_value_type: 'money' as const,
            aggregatable: true,
          })),
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
            ...opensRows(row, 'committed'),
            tooltip: { message: explain(row.committed_rows, 'of codes classified commitment') },
          }),
          contributed: cell.money(row.contributed_cents, row.currency, {
            ...opensRows(row, 'contributed'),
            tooltip: {
              message: explain(
                row.contributed_rows,
                'of capital called (codes flagged "should get equalized") and settled capital equalization',
              ),
            },
          }),
          distributed: cell.money(row.distributed_cents, row.currency, {
            ...opensRows(row, 'distributed'),
            tooltip: { message: explain(row.distributed_rows, 'of codes classified proceeds') },
          }),
          unfunded: cell.money(row.unfunded_cents, row.currency, {
            ...opensRows(row, 'unfunded'),
            tooltip: {
              message: 'Committed − contributed + recallable distributions (the card’s Unfunded).',
            },
          }),
          ...outstandingCells(row),
        }),
      });
      return table;
    });
  },
);
