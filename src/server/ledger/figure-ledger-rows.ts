import { and, eq, type SQL } from 'drizzle-orm';
import type { FigureLedgerRows, FigureLedgerRowsQuery } from '../../api/figure-ledger-rows';
import type { LinkInfo } from '../../api/table-data';
import { explainFigure, figureLedgerRows, ROW_KIND_LABELS } from '../../domain/ledger-figures';
import { formatCents } from '../../domain/money';
import { notFound } from '../api-error';
import type { Scope } from '../scope';
import type { Database } from '../db/database';
import {
  closings,
  commitments,
  fund_entities,
  fund_family_events,
  general_ledger_import_events,
  investor_entities,
  investor_transfers,
  transactions,
} from '../db/schema';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { figureRow } from './ledger-figure-rows';
import { ledgerRowsWhere, type CommitmentLedgerRow } from '../commitment/commitment-ledger';
import { formatDate } from '../../domain/date-display';

/** The names the panel shows beside each commitment's rows (of the commitments `where` picks). */
async function commitmentNames(db: Database, scope: Scope, fundFamilyId: string, where: SQL[]) {
  const rows = await db
    .select({
      id: commitments.id,
      fund_entity_name: fund_entities.name,
      investor_entity_name: investor_entities.full_name,
    })
    .from(commitments)
    .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .where(
      and(
        eq(commitments.customer_id, scope.customerId),
        eq(commitments.fund_family_id, fundFamilyId),
        ...where,
      ),
    );
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** What wrote each event of the fund family: a closing, a general ledger import, a transfer. */
async function eventSources(db: Database, scope: Scope, fundFamilyId: string) {
  const rows = await db
    .select({
      event_id: fund_family_events.id,
      closing_id: closings.id,
      import_id: general_ledger_import_events.id,
      import_integration_id: general_ledger_import_events.integration_id,
      transfer_id: investor_transfers.id,
    })
    .from(fund_family_events)
    .leftJoin(closings, eq(closings.fund_family_event_id, fund_family_events.id))
    .leftJoin(
      general_ledger_import_events,
      eq(general_ledger_import_events.fund_family_event_id, fund_family_events.id),
    )
    .leftJoin(
      investor_transfers,
      eq(investor_transfers.fund_family_event_id, fund_family_events.id),
    )
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fundFamilyId),
      ),
    );
  return new Map(rows.map((row) => [row.event_id, row]));
}

type EventSource =
  Awaited<ReturnType<typeof eventSources>> extends Map<string, infer T> ? T : never;

/** The page that shows the event that wrote a row, where the app has one. */
function eventLink(fundFamilyId: string, row: EventSource | undefined): LinkInfo | undefined {
  if (!row) return undefined;
  if (row.closing_id)
    return {
      type: 'generic',
      to: `/fund-family/${fundFamilyId}/closing/${row.closing_id}/view/commitments`,
    };
  if (row.import_id && row.import_integration_id)
    return {
      type: 'generic',
      to: `/general-ledger/import-event/${row.import_integration_id}/${row.import_id}`,
    };
  if (row.transfer_id)
    return {
      type: 'generic',
      to: `/fund-family/${fundFamilyId}/investor-transfers/view/${row.transfer_id}`,
    };
  return undefined;
}

/** Who the figure belongs to, in words; another customer's or another fund's id is a 404. */
async function scopeOf(
  db: Database,
  scope: Scope,
  fund: { id: string; name: string },
  query: FigureLedgerRowsQuery,
): Promise<{ label: string; where: SQL[] }> {
  const where: SQL[] = [];
  const labels: string[] = [];
  if (query.commitment_id) {
    const one = eq(commitments.id, query.commitment_id);
    const [commitment] = (await commitmentNames(db, scope, fund.id, [one])).values();
    if (!commitment) throw notFound('No such commitment in this fund family');
    where.push(one);
    labels.push(`${commitment.investor_entity_name} — ${commitment.fund_entity_name}`);
  }
  if (query.fund_entity_id) {
    const [entity] = await db
      .select({ name: fund_entities.name })
      .from(fund_entities)
      .where(
        and(
          eq(fund_entities.id, query.fund_entity_id),
          eq(fund_entities.customer_id, scope.customerId),
          eq(fund_entities.fund_family_id, fund.id),
        ),
      );
    if (!entity) throw notFound('No such fund entity in this fund family');
    where.push(eq(commitments.owning_entity_id, query.fund_entity_id));
    if (!query.commitment_id) labels.push(entity.name);
  }
  return { label: labels[0] ?? fund.name, where };
}

/**
 * The ledger rows behind one figure of a fund family, of one commitment or of one fund entity's
 * commitments. Each commitment's rows are read against that commitment's own rows (which events
 * admitted it), exactly as its figure is, so the rows always add up to the figure shown.
 */
export async function getFigureLedgerRows(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  query: FigureLedgerRowsQuery,
): Promise<FigureLedgerRows> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const { label: scopeLabel, where } = await scopeOf(db, scope, fund, query);
  const rows = await ledgerRowsWhere(db, scope, [
    eq(transactions.fund_family_id, fund.id),
    ...where,
  ]);
  const names = await commitmentNames(db, scope, fund.id, where);
  const events = await eventSources(db, scope, fund.id);
  const byCommitment = new Map<string, CommitmentLedgerRow[]>();
  for (const row of rows)
    byCommitment.set(row.commitment_id, [...(byCommitment.get(row.commitment_id) ?? []), row]);
  const behind = [...byCommitment.values()].flatMap((own) =>
    figureLedgerRows(
      query.figure,
      own.map((row) => ({ ...figureRow(row), source: row })),
    ),
  );
  // Back in ledger order (effective date, event sequence, row id) across commitments.
  const order = new Map(rows.map((row, i) => [row.id, i]));
  behind.sort((a, b) => order.get(a.row.source.id)! - order.get(b.row.source.id)!);
  // A running balance: the rows up to its row, kinds still read against all the commitment's.
  const through = query.through_row_id === undefined ? undefined : order.get(query.through_row_id);
  if (query.through_row_id !== undefined && through === undefined)
    throw notFound('No such ledger row of this commitment');
  const shown =
    through === undefined ? behind : behind.filter((r) => order.get(r.row.source.id)! <= through);
  const explained = explainFigure(query.figure, shown);
  const currency = fund.currency;
  const table = buildTable(shown, {
    columns: [
      { id: 'effective_date', title: 'Date', cell_value_type: 'date' },
      { id: 'transaction_code', title: 'Transaction code', cell_value_type: 'text' },
      // One commitment's rows are all of one fund entity and investor: the panel's subtitle.
      {
        id: 'fund_entity',
        title: 'Fund entity',
        cell_value_type: 'text',
        filter_type: 'set',
        initial_hide: Boolean(query.commitment_id),
      },
      {
        id: 'investor_entity',
        title: 'Investor entity',
        cell_value_type: 'text',
        initial_hide: Boolean(query.commitment_id),
      },
      {
        id: 'amount',
        title: 'Amount',
        subtitle: `as ${explained.label.toLowerCase()} counts it`,
        cell_value_type: 'money',
        aggregatable: true,
      },
      { id: 'event', title: 'Event', cell_value_type: 'text' },
    ],
    rowId: (r) => String(r.row.source.id),
    cells: ({ row: { source }, kind, signedAmount }) => {
      const link = eventLink(fund.id, events.get(source.event_id));
      const named = names.get(source.commitment_id)!;
      return {
        effective_date: cell.date(source.effective_date),
        transaction_code: cell.text(source.code_display_name),
        fund_entity: cell.text(named.fund_entity_name),
        investor_entity: cell.text(named.investor_entity_name),
        // A row counted against its stored direction says so (a contribution lowers unfunded).
        amount: cell.money(signedAmount, currency, {
          tooltip: {
            message: `${ROW_KIND_LABELS[kind]} of ${formatCents(source.amount_cents)}${source.is_draft ? ', outstanding' : ''}: ${explained.label} counts it ${signedAmount === source.amount_cents ? 'as stored' : 'the other way'}.`,
          },
        }),
        event: link ? cell.link(source.event_name, link) : cell.text(source.event_name),
      };
    },
  });
  return {
    figure: query.figure,
    label: explained.label,
    scope:
      through === undefined
        ? scopeLabel
        : `${scopeLabel}, up to the ${formatDate(rows[through]!.effective_date)} row of ${rows[through]!.event_name}`,
    currency,
    total_cents: explained.total,
    terms: explained.terms,
    explanation: explained.explanation,
    rows: table,
  };
}
