import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { humanize } from '../../api/humanize';
import type { Table } from '../../api/table-data';
import {
  waterfallConfigurationSchema,
  waterfallTierTypeLabels,
  type WaterfallTierInput,
} from '../../api/waterfall';
import type { AppEnv } from '../app-env';
import { fund_entities } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { getWaterfallConfiguration, upsertWaterfallConfiguration } from './waterfall-configuration';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { readJson, uuidQuery } from '../validate';

/** What a partner's share must clear before the tier pays on, in words (hurdles are per partner at run time). */
function hurdleOf(tier: WaterfallTierInput): string {
  switch (tier.type) {
    case 'return_of_capital':
      return 'Capital contributed';
    case 'preferred_return':
      return `${tier.rate_percent}% a year, compounded ${tier.compounding ?? 'annually'}`;
    case 'gp_catch_up':
      return `Carry partner reaches ${tier.carry_percent}% of profits`;
    case 'final_split':
      return 'None';
  }
}

const percentCell = (value: string | null) => cell.percent(value === null ? null : Number(value));

/** Spec §7 "Waterfall": the fund family's default waterfall configuration. */
export const waterfallRoutes = new Hono<AppEnv>()
  .get('/waterfall/configuration/', requirePermission('read'), async (c) =>
    c.json(
      await getWaterfallConfiguration(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidQuery(c, 'fund_family_id'),
      ),
    ),
  )
  .post('/waterfall/configuration/', requirePermission('config'), async (c) => {
    const input = await readJson(c, waterfallConfigurationSchema);
    const scope = { customerId: c.get('customerId') };
    const saved = await c.get('deps').handle.db.transaction(async (tx) => {
      const { before, after } = await upsertWaterfallConfiguration(tx, scope, input);
      await recordAudit(tx, c, {
        action: before ? 'edit' : 'create',
        target_type: 'waterfall_configuration',
        target_id: after.id,
        data: { before, after: input },
      });
      return after;
    });
    return c.json(saved);
  })
  .get('/waterfall/is-hybrid/', requirePermission('read'), async (c) => {
    const configuration = await getWaterfallConfiguration(
      c.get('deps').handle.db,
      { customerId: c.get('customerId') },
      uuidQuery(c, 'fund_family_id'),
    );
    return c.json({ is_hybrid: configuration?.waterfall_type === 'hybrid' });
  })
  .get('/waterfall/config-table/', requirePermission('read'), async (c) => {
    const { db } = c.get('deps').handle;
    const configuration = await getWaterfallConfiguration(
      db,
      { customerId: c.get('customerId') },
      uuidQuery(c, 'fund_family_id'),
    );
    const [carryPartner] = configuration?.carry_partner_entity_id
      ? await db
          .select({ name: fund_entities.name })
          .from(fund_entities)
          .where(eq(fund_entities.id, configuration.carry_partner_entity_id))
      : [];
    const tiers = (configuration?.tiers ?? []).map((tier, index) => ({ ...tier, index }));
    const table = buildTable(tiers, {
      columns: [
        { id: 'order', title: '#', cell_value_type: 'integer' },
        { id: 'name', title: 'Tier', cell_value_type: 'text', is_pinned: true },
        { id: 'type', title: 'Type', cell_value_type: 'text' },
        { id: 'hurdle', title: 'Hurdle', cell_value_type: 'text' },
        { id: 'rate', title: 'Preferred return', cell_value_type: 'percent' },
        { id: 'compounding', title: 'Compounding', cell_value_type: 'text' },
        { id: 'catch_up', title: 'Catch up', cell_value_type: 'percent' },
        { id: 'carry', title: 'Carry', cell_value_type: 'percent' },
        { id: 'carry_partner', title: 'Carry partner', cell_value_type: 'text' },
      ],
      rowId: (tier) => `${tier.index}`,
      cells: (tier) => ({
        order: cell.integer(tier.index + 1),
        name: cell.text(tier.name),
        type: cell.text(waterfallTierTypeLabels[tier.type]),
        hurdle: cell.text(hurdleOf(tier)),
        rate: percentCell(tier.rate_percent),
        compounding: cell.text(tier.compounding ? humanize(tier.compounding) : null),
        catch_up: percentCell(tier.catch_up_percent),
        carry: percentCell(tier.carry_percent),
        carry_partner: cell.text(
          tier.type === 'gp_catch_up' || tier.type === 'final_split'
            ? (carryPartner?.name ?? null)
            : null,
        ),
      }),
    });
    return c.json<Table>(table);
  });
