import {
  customerEventAdminQuerySchema,
  eventRefreshPreviewRequestSchema,
  eventCorrectionRunSchema,
  eventRefreshRequestSchema,
  refreshStartedSchema,
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
    'Start the refresh of the out-of-date events, confirming the preview by its token (202)',
    {
      body: eventRefreshRequestSchema,
      response: refreshStartedSchema,
      note: 'Answers 202 with the correction, running: a background job refreshes the events oldest to newest, each in its own transaction. Poll GET /api/customer-event-admin/event-correction/{eventCorrectionId}/ for done_count and the outcome (done, or failed with "Unable to refresh event." and the event it stopped at). 409 while another correction of the fund family is running.',
    },
  ),
  op(
    'GET',
    '/api/customer-event-admin/event-correction/:eventCorrectionId/',
    'One rollback or refresh run: its state and progress (polled while a refresh runs)',
    {
      response: eventCorrectionRunSchema,
    },
  ),
];
