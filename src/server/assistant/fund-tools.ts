import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AssistantSource } from '../../api/assistant';
import type { SummaryFigure } from '../../api/commitment-stats';
import { closing_commitments, closings, fund_entities } from '../db/schema';
import { listCommitmentFigures } from '../commitment/commitment-information';
import { commitmentStats } from '../commitment/commitment-stats';
import { countOf, formatMoney, formatShare } from './format';
import {
  customerFundFamilies,
  fundFamilyParameter,
  requireFundFamily,
  resolveFundFamily,
  type FundFamilyRow,
} from './fund-scope';
import { stringArg, type AssistantTool, type ToolContext, type ToolResult } from './tool-types';

/** The fund family summary's headline figure, as the summary page computes it. */
async function headline(ctx: ToolContext, family: FundFamilyRow) {
  const stats = await commitmentStats(ctx.db, { customerId: ctx.customerId }, family.id);
  const figure = (id: string): SummaryFigure => stats.figures.find((f) => f.id === id)!;
  const money = (id: string) => Number(figure(id).value ?? 0);
  return { stats, figure, money };
}

const source = (
  tool: string,
  label: string,
  value: string,
  how: string,
  today: string,
): AssistantSource => ({ tool, label, value, how: `${how} As of ${today}.` });

const fundFamilies: AssistantTool = {
  name: 'fund_families',
  display_name: 'Fund families',
  description:
    "List the customer's fund families with state, currency and total commitments. Use it when no fund family is in context.",
  parameters: {},
  run: async (ctx) => {
    const families = await customerFundFamilies(ctx);
    if (families.length === 0)
      return { text: 'This customer has no fund families yet.', sources: [] };
    const lines: string[] = [];
    const sources: AssistantSource[] = [];
    for (const family of families) {
      const { money, figure } = await headline(ctx, family);
      const committed = formatMoney(money('committed'), family.currency);
      lines.push(
        `- ${family.name} (${family.state}, ${family.currency}): ${committed} committed by ${countOf(money('investors'), 'investor')}`,
      );
      sources.push(
        source(
          'fund_families',
          `${family.name}: total committed`,
          committed,
          figure('committed').explanation,
          ctx.today,
        ),
      );
    }
    return { text: `Fund families (${families.length}):\n${lines.join('\n')}`, sources };
  },
};

const overview: AssistantTool = {
  name: 'fund_family_overview',
  display_name: 'Fund family overview',
  description:
    'Overview of a fund family: its entities, currency, state, phase, first close date, target raise, closings and total commitments.',
  parameters: { fund_family: fundFamilyParameter },
  run: async (ctx, args) => {
    const family = await resolveFundFamily(ctx, stringArg(args, 'fund_family'));
    if (!family) return fundFamilies.run(ctx, {});
    const [{ money, figure }, entities, closingRows] = await Promise.all([
      headline(ctx, family),
      ctx.db
        .select({ name: fund_entities.name, type: fund_entities.functional_type })
        .from(fund_entities)
        .where(
          and(
            eq(fund_entities.customer_id, ctx.customerId),
            eq(fund_entities.fund_family_id, family.id),
          ),
        )
        .orderBy(asc(fund_entities.name)),
      ctx.db
        .select({ state: closings.state })
        .from(closings)
        .where(
          and(eq(closings.customer_id, ctx.customerId), eq(closings.fund_family_id, family.id)),
        ),
    ]);
    const finalized = closingRows.filter((c) => c.state === 'finalized').length;
    const cur = family.currency;
    const committed = formatMoney(money('committed'), cur);
    const target = family.target_raise_cents;
    const lines = [
      `${family.name} is ${family.state}${family.phase ? ` (phase: ${family.phase})` : ''}, in ${cur}.`,
      `First closed: ${family.first_closed_on ?? 'not yet'}. Closings: ${closingRows.length} (${finalized} finalized).`,
      `Total committed: ${committed} by ${countOf(money('investors'), 'investor')}` +
        (target
          ? `, ${formatShare(money('committed'), target)} of the ${formatMoney(target, cur)} target raise.`
          : '.'),
      `Entities (${entities.length}):`,
      ...entities.map((e) => `- ${e.name} (${e.type.replace(/_/g, ' ')})`),
    ];
    return {
      text: lines.join('\n'),
      sources: [
        source(
          'fund_family_overview',
          'Total committed',
          committed,
          figure('committed').explanation,
          ctx.today,
        ),
        source(
          'fund_family_overview',
          'Closings',
          String(closingRows.length),
          `Count of the fund family's closings in any state; ${finalized} finalized.`,
          ctx.today,
        ),
      ],
    };
  },
};

/** Committed, contributed and unfunded per fund entity, summed from the same figures as the summary page. */
async function byEntity(ctx: ToolContext, family: FundFamilyRow) {
  const figures = await listCommitmentFigures(
    ctx.db,
    { customerId: ctx.customerId },
    { fundFamilyId: family.id },
  );
  const entities = new Map<
    string,
    {
      name: string;
      committed: number;
      contributed: number;
      unfunded: number;
      commitments: number;
      investors: Set<string>;
    }
  >();
  for (const f of figures) {
    const entry = entities.get(f.owning_entity_id) ?? {
      name: f.owning_entity_name,
      committed: 0,
      contributed: 0,
      unfunded: 0,
      commitments: 0,
      investors: new Set<string>(),
    };
    entry.committed += f.committed_cents;
    entry.contributed += f.contributed_cents;
    entry.unfunded += f.unfunded_cents;
    entry.commitments += 1;
    entry.investors.add(f.investor_id);
    entities.set(f.owning_entity_id, entry);
  }
  return [...entities.values()].sort(
    (a, b) => b.committed - a.committed || a.name.localeCompare(b.name),
  );
}

const commitmentTotals: AssistantTool = {
  name: 'commitment_totals',
  display_name: 'Commitment totals',
  description:
    'Total commitments of a fund family, per fund entity and in total, with the investor count.',
  parameters: { fund_family: fundFamilyParameter },
  run: async (ctx, args): Promise<ToolResult> => {
    const family = await requireFundFamily(ctx, stringArg(args, 'fund_family'));
    const [{ money, figure }, entities] = await Promise.all([
      headline(ctx, family),
      byEntity(ctx, family),
    ]);
    const cur = family.currency;
    const total = money('committed');
    const lines = [
      `${family.name}: ${formatMoney(total, cur)} committed by ${countOf(money('investors'), 'investor')}.`,
      ...entities.map(
        (e) =>
          `- ${e.name}: ${formatMoney(e.committed, cur)} (${formatShare(e.committed, total)}, ${countOf(e.commitments, 'commitment')})`,
      ),
    ];
    return {
      text: lines.join('\n'),
      sources: [
        source(
          'commitment_totals',
          'Total committed',
          formatMoney(total, cur),
          figure('committed').explanation,
          ctx.today,
        ),
        source(
          'commitment_totals',
          'Investors',
          String(money('investors')),
          figure('investors').explanation,
          ctx.today,
        ),
        ...entities.map((e) =>
          source(
            'commitment_totals',
            `${e.name}: committed`,
            formatMoney(e.committed, cur),
            `Sum of the posted commitment rows of its ${countOf(e.commitments, 'commitment')}.`,
            ctx.today,
          ),
        ),
      ],
    };
  },
};

const unfunded: AssistantTool = {
  name: 'unfunded_commitment',
  display_name: 'Unfunded commitment',
  description:
    'Committed, contributed (paid-in) and unfunded commitment of a fund family, per fund entity and in total.',
  parameters: { fund_family: fundFamilyParameter },
  run: async (ctx, args) => {
    const family = await requireFundFamily(ctx, stringArg(args, 'fund_family'));
    const [{ money, figure }, entities] = await Promise.all([
      headline(ctx, family),
      byEntity(ctx, family),
    ]);
    const cur = family.currency;
    const lines = [
      `${family.name}: unfunded commitment ${formatMoney(money('unfunded'), cur)} (committed ${formatMoney(money('committed'), cur)}, contributed ${formatMoney(money('contributed'), cur)}).`,
      ...entities.map(
        (e) =>
          `- ${e.name}: unfunded ${formatMoney(e.unfunded, cur)} of ${formatMoney(e.committed, cur)} committed`,
      ),
    ];
    return {
      text: lines.join('\n'),
      sources: [
        source(
          'unfunded_commitment',
          'Contributed',
          formatMoney(money('contributed'), cur),
          figure('contributed').explanation,
          ctx.today,
        ),
        source(
          'unfunded_commitment',
          'Unfunded',
          formatMoney(money('unfunded'), cur),
          figure('unfunded').explanation,
          ctx.today,
        ),
      ],
    };
  },
};

const closingList: AssistantTool = {
  name: 'closings',
  display_name: 'Closings',
  description:
    'The closings of a fund family: name, closing date, state and how many commitments each admits.',
  parameters: { fund_family: fundFamilyParameter },
  run: async (ctx, args) => {
    const family = await requireFundFamily(ctx, stringArg(args, 'fund_family'));
    const rows = await ctx.db
      .select({
        id: closings.id,
        name: closings.name,
        date: closings.closing_date,
        state: closings.state,
      })
      .from(closings)
      .where(and(eq(closings.customer_id, ctx.customerId), eq(closings.fund_family_id, family.id)))
      .orderBy(asc(closings.closing_date), asc(closings.created_at));
    const admitted =
      rows.length === 0
        ? []
        : await ctx.db
            .select({ id: closing_commitments.closing_id, n: count() })
            .from(closing_commitments)
            .where(
              inArray(
                closing_commitments.closing_id,
                rows.map((r) => r.id),
              ),
            )
            .groupBy(closing_commitments.closing_id);
    const countFor = (id: string) => Number(admitted.find((a) => a.id === id)?.n ?? 0);
    if (rows.length === 0) return { text: `${family.name} has no closings yet.`, sources: [] };
    return {
      text: [
        `${family.name} has ${countOf(rows.length, 'closing')}:`,
        ...rows.map(
          (r) =>
            `- ${r.name}: ${r.date}, ${r.state.replace(/_/g, ' ')}, ${countOf(countFor(r.id), 'commitment')}`,
        ),
      ].join('\n'),
      sources: rows.map((r) =>
        source(
          'closings',
          `${r.name}: commitments`,
          String(countFor(r.id)),
          `Commitments on the closing (${r.state.replace(/_/g, ' ')}, ${r.date}).`,
          ctx.today,
        ),
      ),
    };
  },
};

export const fundTools = [fundFamilies, overview, commitmentTotals, unfunded, closingList];
