import { and, asc, eq } from 'drizzle-orm';
import type { CommitmentStats, SummaryFigure } from '../../api/commitment-stats';
import { explainFigure, figureLedgerRows, kindedRows } from '../../domain/ledger-figures';
import type { Database } from '../db/database';
import { closings, fund_entities } from '../db/schema';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { figureLedgerRowsAction, type LedgerFigure } from '../../api/figure-ledger-rows';
import { figureRowsByCommitment, listCommitmentFigures } from './commitment-information';
import { loadFundFamily } from '../fund-family/fund-family-service';

const formatCount = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The fund family summary: every number summed from posted ledger rows, with its explanation. */
export async function commitmentStats(
  db: Database,
  scope: { customerId: string },
  fundFamilyId: string,
): Promise<CommitmentStats> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const currency = fund.currency;
  const [figures, entities, closingRows] = await Promise.all([
    listCommitmentFigures(db, scope, { fundFamilyId: fund.id }),
    db
      .select()
      .from(fund_entities)
      .where(
        and(
          eq(fund_entities.customer_id, scope.customerId),
          eq(fund_entities.fund_family_id, fund.id),
        ),
      )
      .orderBy(asc(fund_entities.name)),
    db
      .select({
        id: closings.id,
        name: closings.name,
        closing_date: closings.closing_date,
        event_id: closings.fund_family_event_id,
      })
      .from(closings)
      .where(
        and(
          eq(closings.customer_id, scope.customerId),
          eq(closings.fund_family_id, fund.id),
          eq(closings.state, 'finalized'),
        ),
      )
      .orderBy(asc(closings.closing_date), asc(closings.created_at)),
  ]);

  const sum = (pick: (f: (typeof figures)[number]) => number) =>
    figures.reduce((total, f) => total + pick(f), 0);
  const committed = sum((f) => f.committed_cents);
  const contributed = sum((f) => f.contributed_cents);
  // The sum of the commitments' own unfunded: one definition, so the total always adds up.
  const unfunded = sum((f) => f.unfunded_cents);
  const investorCount = new Set(figures.map((f) => f.investor_id)).size;
  const target = fund.target_raise_cents;
  // Percent to two decimals, computed in integers so it never drifts.
  const percentOfTarget = target ? Math.round((committed * 10_000) / target) / 100 : null;

  const ledger = await figureRowsByCommitment(
    db,
    scope,
    figures.map((f) => f.commitment_id),
  );
  // Worded by the function that words the drill-down panel (each commitment's rows behind the
  // figure, added term by term), so a card and the rows it opens say the same.
  const explain = (figure: LedgerFigure) =>
    explainFigure(
      figure,
      [...ledger.values()].flatMap((rows) => figureLedgerRows(figure, rows)),
    ).explanation;

  const headline: SummaryFigure[] = [
    {
      id: 'committed',
      label: 'Total committed',
      kind: 'money',
      value: committed,
      explanation: `From ${formatCount(figures.length, 'commitment')}: ${explain('committed')}`,
    },
    {
      id: 'target_raise',
      label: 'Target raise',
      kind: 'money',
      value: target,
      explanation: 'From the fund profile settings.',
    },
    {
      id: 'percent_of_target',
      label: 'Of target raised',
      kind: 'percent',
      value: percentOfTarget,
      explanation: target
        ? 'Total committed ÷ target raise × 100, to two decimals.'
        : 'No target raise is set in the fund profile.',
    },
    {
      id: 'contributed',
      label: 'Contributed',
      kind: 'money',
      value: contributed,
      explanation: explain('contributed'),
    },
    {
      id: 'unfunded',
      label: 'Unfunded',
      kind: 'money',
      value: unfunded,
      explanation: explain('unfunded'),
    },
    {
      id: 'investors',
      label: 'Investors',
      kind: 'integer',
      value: investorCount,
      explanation: 'Distinct investors whose entities hold a posted commitment.',
    },
  ];

  const byEntity = buildTable(entities, {
    columns: [
      { id: 'entity', title: 'Fund entity', cell_value_type: 'text', is_pinned: true },
      { id: 'functional_type', title: 'Functional type', cell_value_type: 'text' },
      { id: 'commitments', title: 'Commitments', cell_value_type: 'integer' },
      { id: 'committed', title: 'Committed', cell_value_type: 'money', aggregatable: true },
      { id: 'share', title: 'Share of fund family', cell_value_type: 'percent' },
      { id: 'contributed', title: 'Contributed', cell_value_type: 'money', aggregatable: true },
      { id: 'unfunded', title: 'Unfunded', cell_value_type: 'money', aggregatable: true },
    ],
    rowId: (entity) => entity.id,
    cells: (entity) => {
      // Each money cell opens the ledger rows behind it, the entity's commitments' rows.
      const opensRows = (figure: LedgerFigure) => ({
        link: {
          type: 'onclick' as const,
          action: figureLedgerRowsAction({
            fundFamilyId: fund.id,
            query: { figure, fund_entity_id: entity.id },
          }),
        },
      });
      const own = figures.filter((f) => f.owning_entity_id === entity.id);
      const entityCommitted = own.reduce((t, f) => t + f.committed_cents, 0);
      const entityContributed = own.reduce((t, f) => t + f.contributed_cents, 0);
      const entityUnfunded = own.reduce((t, f) => t + f.unfunded_cents, 0);
      const rows = own.reduce((t, f) => t + f.committed_rows, 0);
      return {
        entity: cell.text(entity.name),
        functional_type: cell.text(entity.functional_type.replace(/_/g, ' ')),
        commitments: cell.integer(own.length),
        committed: cell.money(entityCommitted, currency, {
          ...opensRows('committed'),
          tooltip: {
            message: `Sum of ${formatCount(rows, 'posted commitment ledger row')} to ${entity.name}.`,
          },
        }),
        share: cell.percent(
          committed ? Math.round((entityCommitted * 10_000) / committed) / 100 : null,
          { tooltip: { message: `${entity.name} committed ÷ fund family committed × 100.` } },
        ),
        contributed: cell.money(entityContributed, currency, {
          ...opensRows('contributed'),
          tooltip: {
            message: `Sum of the posted contribution ledger rows of ${formatCount(own.length, 'commitment')}.`,
          },
        }),
        unfunded: cell.money(entityUnfunded, currency, {
          ...opensRows('unfunded'),
          tooltip: {
            message: 'Sum of its commitments’ unfunded (committed − contributed + recallable).',
          },
        }),
      };
    },
  });

  // Per closing event: what it admitted and the capital equalization its admitted partners owe,
  // by the rows' kinds (the domain's one reading of the ledger), not by code names.
  const byEvent = new Map<string, { amount: number; rows: number; outstandingRows: number }>();
  const tally = (key: string, amount: number, isDraft: boolean) => {
    const t = byEvent.get(key) ?? { amount: 0, rows: 0, outstandingRows: 0 };
    byEvent.set(key, {
      amount: t.amount + amount,
      rows: t.rows + 1,
      outstandingRows: t.outstandingRows + (isDraft ? 1 : 0),
    });
  };
  for (const rows of ledger.values())
    for (const { row, kind } of kindedRows(rows)) {
      if (kind === 'commitment' && !row.isDraft)
        tally(`${row.eventId}|commitment`, row.amount, false);
      if (kind === 'equalization_paid')
        tally(`${row.eventId}|equalization`, row.amount, row.isDraft);
    }
  const postedBy = (eventId: string | null, what: 'commitment' | 'equalization') =>
    byEvent.get(`${eventId}|${what}`) ?? { amount: 0, rows: 0, outstandingRows: 0 };
  let cumulative = 0;
  const closingTable = buildTable(
    closingRows.map((closing) => {
      const admitted = postedBy(closing.event_id, 'commitment');
      cumulative += admitted.amount;
      return { ...closing, admitted, cumulative };
    }),
    {
      columns: [
        { id: 'name', title: 'Closing', cell_value_type: 'text', is_pinned: true },
        { id: 'closing_date', title: 'Closing date', cell_value_type: 'date' },
        { id: 'commitments', title: 'Commitments admitted', cell_value_type: 'integer' },
        {
          id: 'admitted',
          title: 'Committed at close',
          cell_value_type: 'money',
          aggregatable: true,
        },
        { id: 'cumulative', title: 'Committed after close', cell_value_type: 'money' },
        {
          id: 'equalization',
          title: 'Equalization owed',
          subtitle: 'by admitted partners',
          cell_value_type: 'money',
          aggregatable: true,
        },
      ],
      rowId: (row) => row.id,
      cells: (row) => {
        const equalization = postedBy(row.event_id, 'equalization');
        return {
          name: cell.link(row.name, {
            type: 'generic',
            to: `/fund-family/${fund.id}/closing/${row.id}/view/commitments`,
          }),
          closing_date: cell.date(row.closing_date),
          commitments: cell.integer(row.admitted.rows),
          admitted: cell.money(row.admitted.amount, currency, {
            tooltip: {
              message: `Sum of the ${formatCount(row.admitted.rows, 'commitment ledger row')} this closing posted.`,
            },
          }),
          cumulative: cell.money(row.cumulative, currency, {
            tooltip: { message: 'Committed at this close plus every earlier finalized close.' },
          }),
          equalization: cell.money(equalization.amount, currency, {
            tooltip: {
              message: `Sum of the ${formatCount(equalization.rows, 'capital equalization row')} the admitted partners are to pay at this closing (interest apart); ${equalization.outstandingRows} still outstanding until a capital event settles them.`,
            },
          }),
        };
      },
    },
  );

  return { currency, figures: headline, by_entity: byEntity, closings: closingTable };
}
