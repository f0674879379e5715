import { and, eq, inArray } from 'drizzle-orm';
import type { AssistantSource } from '../../api/assistant';
import { investor_entities, investors } from '../db/schema';
import { commitmentFigures } from '../commitment/commitment-figures';
import { listCommitmentFigures } from '../commitment/commitment-information';
import { commitmentLedgerRows } from '../commitment/commitment-ledger';
import { performanceOfEntities } from '../investor/investor-performance';
import { bestNamed, countOf, formatMoney, formatShare } from './format';
import { fundFamilyParameter, requireFundFamily, resolveFundFamily } from './fund-scope';
import {
  integerArg,
  stringArg,
  ToolInputError,
  type AssistantTool,
  type ToolContext,
} from './tool-types';

export type NamedInvestor = { id: string; name: string; entity_names: string[] };

/** The customer's investors with their entities' names, for finding one named in a question. */
export async function customerInvestors(ctx: ToolContext): Promise<NamedInvestor[]> {
  const rows = await ctx.db
    .select({ id: investors.id, name: investors.name, entity: investor_entities.full_name })
    .from(investors)
    .leftJoin(investor_entities, eq(investor_entities.investor_id, investors.id))
    .where(eq(investors.customer_id, ctx.customerId));
  const byId = new Map<string, NamedInvestor>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, name: row.name, entity_names: [] };
    if (row.entity) entry.entity_names.push(row.entity);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

const investorNamesOf = (i: NamedInvestor) => [i.name, ...i.entity_names];

/** Commitment per investor of a fund family, largest first, from the summary page's figures. */
export async function investorsByCommitment(ctx: ToolContext, fundFamilyId: string) {
  const figures = await listCommitmentFigures(
    ctx.db,
    { customerId: ctx.customerId },
    { fundFamilyId },
  );
  const totals = new Map<string, { investor_id: string; committed: number; commitments: number }>();
  for (const f of figures) {
    const entry = totals.get(f.investor_id) ?? {
      investor_id: f.investor_id,
      committed: 0,
      commitments: 0,
    };
    entry.committed += f.committed_cents;
    entry.commitments += 1;
    totals.set(f.investor_id, entry);
  }
  const ids = [...totals.keys()];
  const names =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: investors.id, name: investors.name })
          .from(investors)
          .where(and(eq(investors.customer_id, ctx.customerId), inArray(investors.id, ids)));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return [...totals.values()]
    .map((t) => ({ ...t, name: nameOf.get(t.investor_id) ?? t.investor_id }))
    .sort((a, b) => b.committed - a.committed || a.name.localeCompare(b.name));
}

const largestInvestors: AssistantTool = {
  name: 'largest_investors',
  display_name: 'Largest investors',
  description:
    'The largest investors of a fund family by commitment (top N, default 5), with their share of the total.',
  parameters: {
    fund_family: fundFamilyParameter,
    limit: { type: 'integer', description: 'How many investors to list (1 to 50, default 5).' },
  },
  run: async (ctx, args) => {
    const family = await requireFundFamily(ctx, stringArg(args, 'fund_family'));
    const limit = integerArg(args, 'limit', { min: 1, max: 50, fallback: 5 });
    const ranked = await investorsByCommitment(ctx, family.id);
    if (ranked.length === 0)
      return { text: `${family.name} has no posted commitments yet.`, sources: [] };
    const total = ranked.reduce((t, r) => t + r.committed, 0);
    const top = ranked.slice(0, limit);
    const cur = family.currency;
    return {
      text: [
        `The ${countOf(top.length, 'largest investor')} of ${family.name} by commitment (of ${ranked.length}):`,
        ...top.map(
          (r, i) =>
            `${i + 1}. ${r.name}: ${formatMoney(r.committed, cur)} (${formatShare(r.committed, total)})`,
        ),
      ].join('\n'),
      sources: top.map((r) => ({
        tool: 'largest_investors',
        label: `${r.name}: committed`,
        value: formatMoney(r.committed, cur),
        how: `Sum of the posted commitment rows of ${countOf(r.commitments, 'commitment')}; share of ${formatMoney(total, cur)} committed in total. As of ${ctx.today}.`,
      })),
    };
  },
};

const investorPosition: AssistantTool = {
  name: 'investor_position',
  display_name: 'Investor position',
  description:
    "An investor's capital account in a fund family: commitment, contributed, distributed, unfunded and NAV as of today.",
  parameters: {
    investor: {
      type: 'string',
      description: "The investor's or investor entity's name, as the user wrote it.",
    },
    fund_family: fundFamilyParameter,
  },
  run: async (ctx, args) => {
    const asked = stringArg(args, 'investor');
    if (!asked) throw new ToolInputError('Which investor? Give its name.');
    const all = await customerInvestors(ctx);
    const investor = bestNamed(asked, all, investorNamesOf);
    if (!investor) throw new ToolInputError(`No investor matches "${asked}".`);
    const family = await resolveFundFamily(ctx, stringArg(args, 'fund_family'));
    const scope = { customerId: ctx.customerId };
    const held = await listCommitmentFigures(ctx.db, scope, {
      investorId: investor.id,
      ...(family ? { fundFamilyId: family.id } : {}),
    });
    if (held.length === 0) {
      return {
        text: `${investor.name} has no posted commitments${family ? ` in ${family.name}` : ''}.`,
        sources: [],
      };
    }
    const lines: string[] = [];
    const sources: AssistantSource[] = [];
    const label = (what: string, f: (typeof held)[number]) =>
      held.length > 1 ? `${f.owning_entity_name}: ${what}` : what;
    for (const commitment of held) {
      const rows = await commitmentLedgerRows(ctx.db, scope, commitment.commitment_id);
      const figures = commitmentFigures(rows);
      const get = (id: string) => figures.find((f) => f.id === id)!;
      const cur = commitment.currency;
      lines.push(
        `${investor.name}${commitment.investor_entity_name === investor.name ? '' : ` (${commitment.investor_entity_name})`} in ${commitment.owning_entity_name}: ` +
          `commitment ${formatMoney(get('committed').value, cur)}, contributed ${formatMoney(get('paid_in').value, cur)}, ` +
          `distributed ${formatMoney(get('distributed').value, cur)}, unfunded ${formatMoney(get('unfunded').value, cur)}.`,
      );
      for (const [id, name] of [
        ['committed', 'Commitment'],
        ['paid_in', 'Contributed'],
        ['distributed', 'Distributed'],
        ['unfunded', 'Unfunded'],
      ] as const) {
        sources.push({
          tool: 'investor_position',
          label: label(name, commitment),
          value: formatMoney(get(id).value, cur),
          how: `${get(id).explanation} As of ${ctx.today}.`,
        });
      }
    }
    const entityIds = [...new Set(held.map((h) => h.investor_entity_id))];
    const performance = await performanceOfEntities(ctx.db, scope, {
      investorEntityIds: entityIds,
      ...(family ? { fundFamilyId: family.id } : {}),
      asOf: ctx.today,
    });
    for (const f of performance.fund_families) {
      const nav = f.nav_cents === null ? 'not available' : formatMoney(f.nav_cents, f.currency);
      lines.push(`NAV in ${f.fund_family_name} as of ${ctx.today}: ${nav}.`);
      const step = f.nav_steps[0];
      sources.push({
        tool: 'investor_position',
        label: performance.fund_families.length > 1 ? `${f.fund_family_name}: NAV` : 'NAV',
        value: nav,
        how: `${
          step
            ? `${step.formula}; ${Object.entries(step.inputs ?? {})
                .map(([k, v]) => `${k} ${String(v)}`)
                .join(', ')}`
            : 'No ledger row bears on NAV'
        }. As of ${ctx.today}.`,
      });
    }
    return { text: lines.join('\n'), sources };
  },
};

export const investorTools = [largestInvestors, investorPosition];
