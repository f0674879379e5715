import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { uuidParam } from '../validate';
import { ilpaNoticeData, ilpaNoticeFigures } from './ilpa-notice';
import { ilpaNoticeWorkbook } from './ilpa-notice-workbook';

const eventBase = '/fund-family/:fundFamilyId/fund-family-event/:eventId';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The figures of the event the path names. */
const figuresOf = (c: Context<AppEnv>) =>
  ilpaNoticeFigures(
    c.get('deps').handle.db,
    scopeOf(c),
    uuidParam(c, 'fundFamilyId'),
    uuidParam(c, 'eventId'),
  );

/**
 * A capital call's or a distribution's ILPA Capital Call & Distribution Notice (issue 19 item 4,
 * spec §7 "Capital call and notices"): the workbook (POST ilpa-notice-workbook/, as the spec
 * names it) and the same figures as JSON with ILPA's field names (GET ilpa-notice-data/,
 * docs/ilpa-notice.md). Anyone who reads the fund may have them; another customer's event, or
 * one that is neither, is a 404 (loadNoticeEvent); a distribution without a current waterfall
 * run is a 409, as for its PDF notices.
 */
export const ilpaNoticeRoutes = new Hono<AppEnv>()
  .get(`${eventBase}/ilpa-notice-data/`, requirePermission('read'), async (c) =>
    c.json(ilpaNoticeData(await figuresOf(c))),
  )
  .post(`${eventBase}/ilpa-notice-workbook/`, requirePermission('read'), async (c) => {
    const figures = await figuresOf(c);
    const bytes = await ilpaNoticeWorkbook(figures);
    const filename = `${figures.notice_name} ILPA notice.xlsx`;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': xlsxType,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
    });
  });
