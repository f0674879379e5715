import {
  customerEventAdminQuerySchema,
  eventRefreshPreviewRequestSchema,
  eventRefreshRequestSchema,
  rollbackPreviewRequestSchema,
  rollbackRequestSchema,
} from '../../event-correction';
import { op, type Operation } from './operation';

/** Spec §7 customer-event-admin (issue 21): the Events admin's rollback and refresh. */
export const eventCorrectionsOperations: Operation[] = [
  op(
    'GET',
    '/api/customer-event-admin/',
    "A fund family's events oldest to newest, and its corrections",
    {
      query: customerEventAdminQuerySchema,
    },
  ),
  op(
    'GET',
    '/api/customer-event-admin/:customerEventId/',
    'One event with its create-data (stored inputs)',
  ),
  op(
    'POST',
    '/api/customer-event-admin/rollback-preview/',
    'What a soft or hard rollback from an event would do, per LP and code',
    {
      body: rollbackPreviewRequestSchema,
    },
  ),
  op(
    'POST',
    '/api/customer-event-admin/',
    'Roll back from an event, confirming the preview by its token',
    {
      body: rollbackRequestSchema,
    },
  ),
  op(
    'POST',
    '/api/customer-event-admin/refresh-preview/',
    'What refreshing the out-of-date events would do, per LP and code',
    {
      body: eventRefreshPreviewRequestSchema,
    },
  ),
  op(
    'POST',
    '/api/customer-event-admin/refresh/',
    'Refresh the out-of-date events oldest to newest, confirming the preview by its token',
    {
      body: eventRefreshRequestSchema,
    },
  ),
];
