import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { CompletedMxlExists } from '../../api/calculation-responses';
import {
  calculationContexts,
  calculationInputSchema,
  calculationPageCategories,
  type CalculationKind,
} from '../../api/calculations';
import { hasPermission } from '../../api/permissions';
import { forbidden, invalid } from '../api-error';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import {
  allCalculations,
  completedMxlExists,
  getCalculation,
  listCalculations,
} from './calculation-reading';
import { createCalculation, deleteCalculation, updateCalculation } from './calculation-service';
import { calculationsAndFees } from './calculations-and-fees';
import { readJson, uuidParam, uuidQuery } from '../validate';
import { flagsFor } from '../settings/feature-flags-routes';
import { scopeOf } from '../scope';
import { todayOf } from '../today';

/** Spec §6: MXL is for internal users, or everyone once mxl_enabled_for_external_users is on. */
const requireMxl = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasPermission(c.get('user'), 'internal')) {
    const [flag] = await flagsFor(
      c.get('deps').handle.db,
      c.get('customerId'),
      'mxl_enabled_for_external_users',
    );
    if (!flag?.enabled) throw forbidden('MXL calculations are for internal users');
  }
  await next();
});

/** `?unsafe=true` (spec route mxl/{id}/edit/{unsafe?}) rewrites history: internal users only. */
function unsafeOf(c: Context<AppEnv>): boolean {
  const unsafe = c.req.query('unsafe') === 'true';
  if (unsafe && !hasPermission(c.get('user'), 'internal')) {
    throw forbidden('Unsafe Edit is for internal users');
  }
  return unsafe;
}

function picked<T extends string>(
  list: readonly T[],
  value: string | undefined,
  name: string,
): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(list as readonly string[]).includes(value)) throw invalid({ [name]: ['Invalid'] });
  return value as T;
}

function queryOf(c: Context<AppEnv>) {
  const excluded = c.req.queries('contexts_to_exclude') ?? [];
  return {
    category: picked(calculationPageCategories, c.req.query('category'), 'category'),
    context: picked(calculationContexts, c.req.query('context'), 'context'),
    contextsToExclude: excluded
      .flatMap((value) => value.split(','))
      .map((value) => picked(calculationContexts, value, 'contexts_to_exclude')!),
  };
}

/** Create, read, edit and delete for one kind of calculation under one base path. */
function crudRoutes(kind: CalculationKind, basePath: string, idName: string) {
  const guard = kind === 'mxl' ? [requireMxl] : [];
  const target = kind === 'mxl' ? 'mxl_calculation' : 'transaction_calculation';
  return new Hono<AppEnv>()
    .get(`${basePath}/`, requirePermission('read'), async (c) =>
      c.json(
        await listCalculations(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
          todayOf(c),
          { kind },
        ),
      ),
    )
    .post(`${basePath}/`, requirePermission('config'), ...guard, async (c) => {
      const fundFamilyId = uuidParam(c, 'fundFamilyId');
      const body = await readJson(c, calculationInputSchema);
      const { db } = c.get('deps').handle;
      const id = await db.transaction(async (tx) => {
        const created = await createCalculation(tx, scopeOf(c), fundFamilyId, kind, body);
        await recordAudit(tx, c, {
          action: 'create',
          target_type: target,
          target_id: created,
          data: { fund_family_id: fundFamilyId, ...body },
        });
        return created;
      });
      return c.json(await getCalculation(db, scopeOf(c), fundFamilyId, id, todayOf(c)), 201);
    })
    .get(`${basePath}/:${idName}/`, requirePermission('read'), async (c) =>
      c.json(
        await getCalculation(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
          uuidParam(c, idName),
          todayOf(c),
          kind,
        ),
      ),
    )
    .put(`${basePath}/:${idName}/`, requirePermission('config'), ...guard, async (c) => {
      const fundFamilyId = uuidParam(c, 'fundFamilyId');
      const calculationId = uuidParam(c, idName);
      const unsafe = kind === 'mxl' && unsafeOf(c);
      const body = await readJson(c, calculationInputSchema);
      const { db } = c.get('deps').handle;
      await db.transaction(async (tx) => {
        const change = await updateCalculation(
          tx,
          scopeOf(c),
          fundFamilyId,
          calculationId,
          kind,
          body,
          { today: todayOf(c), unsafe },
        );
        await recordAudit(tx, c, {
          action: 'edit',
          target_type: target,
          target_id: calculationId,
          data: { ...change, unsafe },
        });
      });
      return c.json(await getCalculation(db, scopeOf(c), fundFamilyId, calculationId, todayOf(c)));
    })
    .delete(`${basePath}/:${idName}/`, requirePermission('config'), ...guard, async (c) => {
      const fundFamilyId = uuidParam(c, 'fundFamilyId');
      const calculationId = uuidParam(c, idName);
      const { db } = c.get('deps').handle;
      await db.transaction(async (tx) => {
        const removed = await deleteCalculation(tx, scopeOf(c), fundFamilyId, calculationId, kind);
        await recordAudit(tx, c, {
          action: 'delete',
          target_type: target,
          target_id: calculationId,
          data: removed,
        });
      });
      return c.body(null, 204);
    });
}

/** Spec §7 "Calculations and transactions". */
export const calculationRoutes = new Hono<AppEnv>()
  .route(
    '/',
    crudRoutes(
      'transaction',
      '/fund-family/:fundFamilyId/transactions/calculations',
      'transactionCalculationId',
    ),
  )
  .route('/', crudRoutes('mxl', '/fund-family/:fundFamilyId/calculations/mxl', 'calculationId'))
  .get('/fund-family/:fundFamilyId/calculations/', requirePermission('read'), async (c) =>
    c.json(
      await listCalculations(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'fundFamilyId'),
        todayOf(c),
        queryOf(c),
      ),
    ),
  )
  .get('/fund-family/:fundFamilyId/calculations/all', requirePermission('read'), async (c) =>
    c.json(
      await allCalculations(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'fundFamilyId'),
        todayOf(c),
        queryOf(c),
      ),
    ),
  )
  .get(
    '/fund-family/:fundFamilyId/transactions/calculations-and-fees/',
    requirePermission('read'),
    async (c) =>
      c.json(
        await calculationsAndFees(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
          todayOf(c),
        ),
      ),
  )
  .get('/calculations/completed-mxl-exists/', requirePermission('read'), async (c) => {
    const fundFamilyId = uuidQuery(c, 'fund_family_id');
    const state = c.req.query('state') ?? 'completed';
    if (state !== 'completed') throw invalid({ state: ['Invalid'] });
    const exists = await completedMxlExists(c.get('deps').handle.db, scopeOf(c), fundFamilyId);
    return c.json<CompletedMxlExists>({ exists });
  });
