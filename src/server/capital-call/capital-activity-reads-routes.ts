import { Hono } from 'hono';
import { subEventInputSchema } from '../../api/capital-activity-sub-events';
import { hasPermission } from '../../api/permissions';
import type { AppEnv } from '../app-env';
import { recordAudit } from '../audit/audit';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { todayOf } from '../today';
import { readJson, uuidParam } from '../validate';
import {
  getEqualizationAvailability,
  listCustomerCapitalActivity,
} from './capital-activity-customer-view';
import {
  fundFamilyEventOf,
  getCapitalActivityEdit,
  getOutstandingOffsets,
  getTransactionMap,
  loadFundFamilyEvent,
} from './capital-activity-event-view';
import { getFeesSummaryTable, getInvestorOverview } from './capital-activity-investors-view';
import { addSubEvent, firstSubEvent, listSubEvents } from './capital-activity-sub-events-view';

const event = '/fund-family/:fundFamilyId/fund-family-event/:eventId';

/**
 * Capital activity's read routes beside the capital call's own (issue 17; spec §7 "Fund family
 * and events"): across the customer's fund families, per fund family (investor overview, fees
 * summary, the edit page's data) and under any event (its polling shape, transaction map,
 * offsets, sub-events). Read permission (POST sub-event: write, in one transaction with its
 * audit entry); another customer's fund family or event is a 404 (loadFundFamily).
 *
 * Mounted before capitalCallRoutes: GET fund-family-event/{eventId} answers here for any event
 * that is not a capital call and hands a call on (next) to the call's own route and shape.
 */
export const capitalActivityReadsRoutes = new Hono<AppEnv>()
  .get('/capital-activity/', requirePermission('read'), async (c) =>
    c.json(await listCustomerCapitalActivity(c.get('deps').handle.db, scopeOf(c))),
  )
  .get('/capital-activity/equalization-availability', requirePermission('read'), async (c) =>
    c.json(await getEqualizationAvailability(c.get('deps').handle.db, scopeOf(c))),
  )
  .get('/fund-family/:fundFamilyId/investor-overview', requirePermission('read'), async (c) =>
    c.json(
      await getInvestorOverview(c.get('deps').handle.db, scopeOf(c), uuidParam(c, 'fundFamilyId')),
    ),
  )
  .get('/fund-family/:fundFamilyId/fees-summary-table/', requirePermission('read'), async (c) =>
    c.json(
      await getFeesSummaryTable(c.get('deps').handle.db, scopeOf(c), uuidParam(c, 'fundFamilyId')),
    ),
  )
  .get(
    '/fund-family/:fundFamilyId/capital-activity/:eventId/edit',
    requirePermission('read'),
    async (c) =>
      c.json(
        await getCapitalActivityEdit(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
          uuidParam(c, 'eventId'),
          { id: c.get('user').id, mayApprove: hasPermission(c.get('user'), 'approve') },
          todayOf(c),
        ),
      ),
  )
  .get(event, requirePermission('read'), async (c, next) => {
    const loaded = await loadFundFamilyEvent(
      c.get('deps').handle.db,
      scopeOf(c),
      uuidParam(c, 'fundFamilyId'),
      uuidParam(c, 'eventId'),
    );
    if (loaded.isCapitalCall) return next();
    return c.json(fundFamilyEventOf(loaded.event));
  })
  .get(`${event}/transaction-map`, requirePermission('read'), async (c) =>
    c.json(
      await getTransactionMap(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'fundFamilyId'),
        uuidParam(c, 'eventId'),
      ),
    ),
  )
  .get(`${event}/outstanding-offsets-to-call`, requirePermission('read'), async (c) =>
    c.json(
      await getOutstandingOffsets(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'fundFamilyId'),
        uuidParam(c, 'eventId'),
      ),
    ),
  )
  .get(`${event}/fund-family-sub-events`, requirePermission('read'), async (c) =>
    c.json(
      await listSubEvents(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'fundFamilyId'),
        uuidParam(c, 'eventId'),
      ),
    ),
  )
  .get(`${event}/fund-family-sub-events/first`, requirePermission('read'), async (c) =>
    c.json(
      await firstSubEvent(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'fundFamilyId'),
        uuidParam(c, 'eventId'),
      ),
    ),
  )
  .post(`${event}/sub-event`, requirePermission('write'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const eventId = uuidParam(c, 'eventId');
    const body = await readJson(c, subEventInputSchema);
    const id = await c.get('deps').handle.db.transaction(async (tx) => {
      const subEventId = await addSubEvent(
        tx,
        scopeOf(c),
        fundFamilyId,
        eventId,
        body,
        c.get('user').id,
      );
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'fund_family_sub_event',
        target_id: subEventId,
        data: { fund_family_id: fundFamilyId, fund_family_event_id: eventId, ...body },
      });
      return subEventId;
    });
    const { sub_events } = await listSubEvents(
      c.get('deps').handle.db,
      scopeOf(c),
      fundFamilyId,
      eventId,
    );
    return c.json(
      sub_events.find((s) => s.id === id)!,
      201,
    );
  });
