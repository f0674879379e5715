import {
  noticeConfigInputSchema,
  noticeConfigSchema,
  noticeDocumentsStatusSchema,
  noticeDocumentsTableSchema,
  noticeGenerateAnswerSchema,
  noticeSinglePdfInputSchema,
  noticeTemplateInputSchema,
  noticeTemplateQuerySchema,
  noticeTemplateSchema,
} from '../../notice';
import { ilpaNoticeDataSchema } from '../../ilpa-notice';
import { op, type Operation } from './operation';

const family = '/api/fund-family/:fundFamilyId';
const event = `${family}/fund-family-event/:eventId`;

/**
 * Issue 19, spec §7 "Capital call and notices": configuration, templates, and a call's or a
 * distribution's notices.
 */
export const noticesOperations: Operation[] = [
  op('GET', `${family}/notice-config/`, "The fund family's notice configuration", {
    response: noticeConfigSchema,
  }),
  op('POST', `${family}/notice-config/`, 'Save the notice configuration (service staff)', {
    body: noticeConfigInputSchema,
    response: noticeConfigSchema,
  }),
  op('GET', `${family}/notice-document-template/`, 'The notice template of an event type', {
    query: noticeTemplateQuerySchema,
    response: noticeTemplateSchema,
  }),
  op('POST', `${family}/notice-document-template/`, 'Save a notice template (service staff)', {
    query: noticeTemplateQuerySchema,
    body: noticeTemplateInputSchema,
    response: noticeTemplateSchema,
  }),
  op(
    'POST',
    `${family}/notice-document-template/preview/`,
    'A template as typed, rendered as a PDF on a real LP of the latest event of its type',
    { query: noticeTemplateQuerySchema, body: noticeTemplateInputSchema },
  ),
  op(
    'POST',
    `${event}/notice/`,
    "Generate a call's or distribution's notices, one per LP (a background job)",
    {
      response: noticeGenerateAnswerSchema,
      note: 'Refused (409, nothing changed) while they generate, and for a finalized event unless a change left its notices out of date or their generation failed: none are added once it is finalized (spec §4).',
    },
  ),
  op('GET', `${event}/notice-documents-status/`, "The event's notices' status", {
    response: noticeDocumentsStatusSchema,
  }),
  op('GET', `${event}/notice-documents-table/`, "The event's notices", {
    response: noticeDocumentsTableSchema,
  }),
  op('POST', `${event}/notice-download-single-pdf/`, "One LP's notice as a PDF", {
    body: noticeSinglePdfInputSchema,
  }),
  op('POST', `${event}/notice-download/`, "All the event's notices as one zip of PDFs"),
  op('DELETE', `${event}/notice-delete/`, "Delete the event's notices"),
  op(
    'POST',
    `${event}/ilpa-notice-workbook/`,
    "A call's or distribution's ILPA Capital Call & Distribution Notice as an xlsx: a summary row and a sheet per LP",
    { note: 'Answers the xlsx file; docs/ilpa-notice.md lists its line items.' },
  ),
  op(
    'GET',
    `${event}/ilpa-notice-data/`,
    "A call's or distribution's ILPA notice per LP as JSON with ILPA's field names (docs/ilpa-notice.schema.json)",
    { response: ilpaNoticeDataSchema },
  ),
];
