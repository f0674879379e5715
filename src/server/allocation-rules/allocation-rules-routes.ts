import { Hono } from 'hono';
import { allocationRuleGraphSchema, allocationsPlaygroundSchema } from '../../api/allocation-rules';
import { invalid } from '../api-error';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import {
  createGraph,
  editGraph,
  getGraph,
  listGraphs,
  loadGraph,
  previewEdit,
  versionOn,
} from './allocation-rule-graphs';
import { defaultRules } from './allocation-structure';
import { allocateForPlayground } from './allocations-playground';
import { recordAudit } from '../audit/audit';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { ruleGraphEngineInput } from './rule-graph-engine-input';
import { loadStructureContext } from '../fund-family/structure-context';
import { readJson, uuidParam } from '../validate';
import { formatDate } from '../../domain/date-display';

const base = '/fund-family/:fundFamilyId/allocation-rule-graphs';

/** Spec §2 "structure: allocation rule graphs", rule create and edit, and the playground. */
export const allocationRuleRoutes = new Hono<AppEnv>()
  .get(`${base}/`, requirePermission('read'), async (c) =>
    c.json(
      await listGraphs(c.get('deps').handle.db, c.get('customerId'), uuidParam(c, 'fundFamilyId')),
    ),
  )
  .post(`${base}/`, requirePermission('config'), async (c) => {
    const body = await readJson(c, allocationRuleGraphSchema);
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const graph = await c.get('deps').handle.db.transaction(async (tx) => {
      const created = await createGraph(tx, c.get('customerId'), fundFamilyId, body);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'allocation_rule_graph',
        target_id: created.id,
        data: body,
      });
      return created;
    });
    return c.json(graph, 201);
  })
  .get(`${base}/:graphId/`, requirePermission('read'), async (c) =>
    c.json(
      await getGraph(
        c.get('deps').handle.db,
        c.get('customerId'),
        uuidParam(c, 'fundFamilyId'),
        uuidParam(c, 'graphId'),
      ),
    ),
  )
  .post(`${base}/:graphId/preview-edit/`, requirePermission('read'), async (c) => {
    const body = await readJson(c, allocationRuleGraphSchema);
    return c.json(
      await previewEdit(
        c.get('deps').handle.db,
        c.get('customerId'),
        uuidParam(c, 'fundFamilyId'),
        uuidParam(c, 'graphId'),
        body,
      ),
    );
  })
  .put(`${base}/:graphId/`, requirePermission('config'), async (c) => {
    const body = await readJson(c, allocationRuleGraphSchema);
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const graphId = uuidParam(c, 'graphId');
    const saved = await c.get('deps').handle.db.transaction(async (tx) => {
      const before = await getGraph(tx, c.get('customerId'), fundFamilyId, graphId);
      const edited = await editGraph(tx, c.get('customerId'), fundFamilyId, graphId, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'allocation_rule_graph',
        target_id: graphId,
        data: {
          before: { name: before.name, effective_date: before.effective_date, rules: before.rules },
          after: body,
          deemed_equalization_rows: edited.postedRows,
        },
      });
      return edited;
    });
    return c.json(saved.graph);
  })
  .post(
    '/fund-family/:fundFamilyId/allocations-playground/',
    requirePermission('read'),
    async (c) => {
      const body = await readJson(c, allocationsPlaygroundSchema);
      const { db } = c.get('deps').handle;
      const fund = await loadFundFamily(db, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
      const context = await loadStructureContext(db, fund, body.date);
      let rules = defaultRules(context);
      if (body.allocation_rule_graph_id) {
        const { graph, versions } = await loadGraph(db, fund, body.allocation_rule_graph_id);
        const version = await versionOn(db, graph.id, body.date);
        if (!version) {
          const message = `The rules take effect on ${formatDate(versions[0]!.effective_date)}`;
          throw invalid({ date: [message] }, message);
        }
        rules = version.rules;
      }
      const engine = await ruleGraphEngineInput(db, fund, body.date, context, rules);
      return c.json(allocateForPlayground(context, engine, body.amount_cents));
    },
  );
