import { asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Table } from '../../api/table-data';
import type { AppEnv } from '../app-env';
import { investor_entities, investor_entity_relationships, investors } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import {
  listCommitmentFigures,
  type CommitmentFigures,
} from '../commitment/commitment-information';
import { getInvestorDetail } from './investor-service';
import { ledgerActivityTable } from '../ledger/ledger-activity-table';
import { buildTable } from '../table-data/build-table';
import { cachedTableJson } from '../table-data/table-cache';
import { cell } from '../table-data/cell';
import { uuidParam } from '../validate';
import { humanize } from '../../api/humanize';

/** One money cell per currency would mislead a sum: an investor's total is given only in one. */
function committedCell(figures: CommitmentFigures[]) {
  const currencies = [...new Set(figures.map((f) => f.currency))];
  if (currencies.length > 1) {
    return cell.money(null, 'USD', {
      tooltip: { message: `Committed in ${currencies.join(', ')}: see the investor's funds.` },
    });
  }
  const total = figures.reduce((sum, f) => sum + f.committed_cents, 0);
  const rows = figures.reduce((sum, f) => sum + f.committed_rows, 0);
  return cell.money(total, currencies[0] ?? 'USD', {
    tooltip: {
      message:
        figures.length === 0
          ? 'No posted commitments.'
          : `Sum of ${rows} posted commitment ledger row(s) over ${figures.length} commitment(s).`,
    },
  });
}

/**
 * The investor's entities: its own, then those linked to it through investor-entity
 * relationships, marked "(linked)". Each name is a set-filter value of its own, and the
 * column sorts by the first name, so filters, sort and search see the linked ones too.
 */
function entitiesCell(
  own: readonly { full_name: string }[],
  linked: readonly { full_name: string }[],
) {
  const names = [...own, ...linked].map((e) => e.full_name);
  const shown = [...own.map((e) => e.full_name), ...linked.map((e) => `${e.full_name} (linked)`)];
  return cell.text(shown.join(', '), {
    filter_values: names,
    sort_key: shown.join(', ').toLowerCase(),
    ...(linked.length > 0
      ? { tooltip: { message: `${linked.length} linked through investor-entity relationships` } }
      : {}),
  });
}

/** Spec §7 GET /investor-table-data: the investors list, with their commitments from the ledger. */
async function investorsTable(c: Context<AppEnv>): Promise<Table> {
  const { db } = c.get('deps').handle;
  const scope = { customerId: c.get('customerId') };
  const [rows, entities, links, figures] = await Promise.all([
    db
      .select()
      .from(investors)
      .where(eq(investors.customer_id, scope.customerId))
      .orderBy(asc(investors.name)),
    db
      .select()
      .from(investor_entities)
      .where(eq(investor_entities.customer_id, scope.customerId))
      .orderBy(asc(investor_entities.full_name)),
    db
      .select()
      .from(investor_entity_relationships)
      .where(eq(investor_entity_relationships.customer_id, scope.customerId)),
    listCommitmentFigures(db, scope, {}),
  ]);
  // Each investor's entities, links and commitments, grouped once: looking them up row by row
  // in the whole lists took seconds at 10,000 investors (issue 16's bench).
  const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const list = groups.get(key(item));
      if (list) list.push(item);
      else groups.set(key(item), [item]);
    }
    return groups;
  };
  const entitiesOf = groupBy(entities, (e) => e.investor_id);
  const entityById = new Map(entities.map((e) => [e.id, e]));
  const position = new Map(entities.map((e, i) => [e.id, i]));
  const linksOf = groupBy(links, (l) => l.investor_id);
  const figuresOf = groupBy(figures, (f) => f.investor_id);
  const table = buildTable(rows, {
    columns: [
      { id: 'name', title: 'Investor', cell_value_type: 'text', is_pinned: true },
      {
        id: 'investor_entities',
        title: 'Investor entities',
        subtitle: 'Own and linked',
        cell_value_type: 'text',
        filter_type: 'set',
      },
      {
        id: 'linked_entities',
        title: 'Linked entities',
        subtitle: 'Of other investors',
        cell_value_type: 'text',
        filter_type: 'set',
      },
      {
        id: 'legal_type',
        title: 'Legal type',
        cell_value_type: 'text',
        enable_row_group: true,
        filter_type: 'set',
      },
      { id: 'primary_contact_email', title: 'Primary contact', cell_value_type: 'text' },
      { id: 'external_id', title: 'External ID', cell_value_type: 'text', initial_hide: true },
      { id: 'fund_families', title: 'Fund families', cell_value_type: 'integer' },
      { id: 'commitments', title: 'Commitments', cell_value_type: 'integer' },
      { id: 'committed', title: 'Committed', cell_value_type: 'money', aggregatable: true },
    ],
    rowId: (row) => row.id,
    cells: (row) => {
      const own = entitiesOf.get(row.id) ?? [];
      const linkedIds = new Set((linksOf.get(row.id) ?? []).map((l) => l.investor_entity_id));
      // In the entities' order (by full name), as before.
      const linked = [...linkedIds]
        .map((id) => entityById.get(id))
        .filter((e) => e !== undefined)
        .sort((a, b) => position.get(a.id)! - position.get(b.id)!);
      const held = figuresOf.get(row.id) ?? [];
      return {
        name: cell.link(row.name, { type: 'generic', to: `/investors/${row.id}` }),
        investor_entities: entitiesCell(own, linked),
        linked_entities: cell.text(linked.map((e) => e.full_name).join(', ') || null, {
          filter_values: linked.map((e) => e.full_name),
        }),
        legal_type: cell.text([...new Set(own.map((e) => humanize(e.legal_type)))].join(', ')),
        primary_contact_email: cell.text(row.primary_contact_email),
        external_id: cell.text(row.external_id),
        fund_families: cell.integer(new Set(held.map((f) => f.fund_family_id)).size),
        commitments: cell.integer(held.length),
        committed: committedCell(held),
      };
    },
  });
  return table;
}

export const investorTableDataRoutes = new Hono<AppEnv>()
  .get('/investor-table-data', requirePermission('read'), (c) =>
    cachedTableJson(c, 'investor-table-data', () => investorsTable(c)),
  )
  /** The investor's activity tab: every posted ledger row of its entities, newest first. */
  .get('/investor/:investorId/activity-table-data/', requirePermission('read'), async (c) => {
    const { db } = c.get('deps').handle;
    const scope = { customerId: c.get('customerId') };
    const investor = await getInvestorDetail(db, scope, uuidParam(c, 'investorId'));
    // Its own entities and the ones linked to it.
    const table = await ledgerActivityTable(db, scope, {
      investorEntityIds: investor.entities.map((e) => e.id),
    });
    return c.json<Table>(table);
  });
