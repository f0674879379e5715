import * as v from 'valibot';

/**
 * The HTTP contract of investor notices (issue 19, spec §2 capital-activity {eventId} notices and
 * configuration notices, §3, §4 notice status, §7 "Capital call and notices"): a fund family's
 * notice configuration and one template per event type (service staff edit them), and the
 * notices generated for a capital event, one PDF per LP.
 */

/** Spec §3. Only pdf_markdown is built (pdf_custom_html and pdf_fill are refused, named). */
export const NOTICE_GENERATION_TYPES = ['pdf_markdown', 'pdf_custom_html', 'pdf_fill'] as const;
export type NoticeGenerationType = (typeof NOTICE_GENERATION_TYPES)[number];
export const BUILT_NOTICE_GENERATION_TYPES = ['pdf_markdown'] as const;
export const noticeGenerationTypeNotBuilt =
  'Only pdf_markdown notices are generated here; pdf_custom_html and pdf_fill are not built yet.';

/** Spec §3: notice custom templates. */
export const NOTICE_CUSTOM_TEMPLATES = ['default', 'gauge', 'gtis', 'meadow', 'mrc'] as const;

/** Spec §3: a template per fund family, by event type. */
export const NOTICE_EVENT_TYPES = ['capital_call', 'distribution'] as const;
export type NoticeEventType = (typeof NOTICE_EVENT_TYPES)[number];

/** Spec §4 notice status, with the labels it gives two of them. */
export const NOTICE_STATUSES = [
  'not_started',
  'generating',
  'successful_generation',
  'failed_generation',
  'out_of_date',
] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const noticeStatusLabels = {
  not_started: 'Not started',
  generating: 'Generating',
  successful_generation: 'Done',
  failed_generation: 'Incomplete',
  out_of_date: 'Out of date',
} as const satisfies Record<NoticeStatus, string>;

/** Spec §8 product messages. */
export const noticesBlockFinalizeMessage =
  'Notices out of date or failed: cannot finalize the capital event.';
export const noticeGenerationFailedMessage =
  'Something went wrong while generating notices. Please contact your administrator.';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `Length at most ${max}`));

/** Wire instructions of one receiving fund entity (the commitments made to it pay there). */
export const noticeWireInstructionsSchema = v.object({
  fund_entity_id: v.pipe(v.string(), v.uuid('Invalid')),
  instructions: text(2000),
});

/** POST notice-config/ (JSON upsert) body and GET answer's editable part. */
export const noticeConfigInputSchema = v.object({
  letterhead: text(2000),
  signatory: text(500),
  generation_type: v.picklist(NOTICE_GENERATION_TYPES, 'Invalid'),
  custom_template: v.optional(v.picklist(NOTICE_CUSTOM_TEMPLATES, 'Invalid'), 'default'),
  wire_instructions: v.pipe(
    v.array(noticeWireInstructionsSchema),
    v.maxLength(200, 'At most 200 items'),
  ),
});
export type NoticeConfigInput = v.InferOutput<typeof noticeConfigInputSchema>;

export const noticeConfigSchema = v.object({
  fund_family_id: v.string(),
  ...noticeConfigInputSchema.entries,
  /** The fund entities LPs commit to, so each can get its wire instructions. */
  fund_entities: v.array(v.object({ id: v.string(), name: v.string() })),
  updated_at: v.nullable(v.string()),
});
export type NoticeConfig = v.InferOutput<typeof noticeConfigSchema>;

/** One section of a notice template: a heading and a body with {placeholders}. */
export const noticeTemplateSectionSchema = v.object({
  title: text(200),
  body: text(5000),
});
export type NoticeTemplateSection = v.InferOutput<typeof noticeTemplateSectionSchema>;

export const noticeTemplateQuerySchema = v.object({
  event_type: v.picklist(NOTICE_EVENT_TYPES, 'Invalid'),
});

/** POST notice-document-template/?event_type=… (JSON upsert). */
export const noticeTemplateInputSchema = v.object({
  title: text(200),
  sections: v.pipe(v.array(noticeTemplateSectionSchema), v.maxLength(30, 'At most 30 items')),
});
export type NoticeTemplateInput = v.InferOutput<typeof noticeTemplateInputSchema>;

export const noticeTemplateSchema = v.object({
  fund_family_id: v.string(),
  event_type: v.picklist(NOTICE_EVENT_TYPES),
  ...noticeTemplateInputSchema.entries,
  /** The placeholders a section body may use, each with what it stands for. */
  placeholders: v.array(v.object({ name: v.string(), description: v.string() })),
  updated_at: v.nullable(v.string()),
});
export type NoticeTemplate = v.InferOutput<typeof noticeTemplateSchema>;

/** GET notice-documents-status/: the event's notices in one status (the tab polls it). */
export const noticeDocumentsStatusSchema = v.object({
  event_id: v.string(),
  status: v.picklist(NOTICE_STATUSES),
  label: v.string(),
  counts: v.record(v.string(), v.number()),
  total: v.number(),
  /** The spec's failure message while any notice failed, else null. */
  message: v.nullable(v.string()),
  /** Whether finalizing is blocked by the notices (out of date or failed). */
  blocks_finalize: v.boolean(),
});
export type NoticeDocumentsStatus = v.InferOutput<typeof noticeDocumentsStatusSchema>;

/** One row of notice-documents-table/. */
export const noticeDocumentSchema = v.object({
  id: v.string(),
  commitment_id: v.string(),
  lp: v.string(),
  fund_entity_name: v.string(),
  status: v.picklist(NOTICE_STATUSES),
  filename: v.string(),
  size: v.nullable(v.number()),
  generated_at: v.nullable(v.string()),
});
export type NoticeDocument = v.InferOutput<typeof noticeDocumentSchema>;
export const noticeDocumentsTableSchema = v.object({
  event_id: v.string(),
  notices: v.array(noticeDocumentSchema),
});
export type NoticeDocumentsTable = v.InferOutput<typeof noticeDocumentsTableSchema>;

/** POST notice-download-single-pdf/ body. */
export const noticeSinglePdfInputSchema = v.object({
  notice_id: v.pipe(v.string(), v.uuid('Invalid')),
});

/** POST notice/ answer. */
export const noticeGenerateAnswerSchema = v.object({
  event_id: v.string(),
  queued: v.number(),
});

/** POST notice/ refused (409): the notices' job runs (the notice machine). */
export const noticesGeneratingMessage = 'Notices are being generated; wait until they finish.';
/** POST notice/ refused (409): spec §4, notices cannot be added to a finalized event. */
export const noticesNotAddedAfterFinalizeMessage =
  'Notices cannot be added after the capital event is finalized.';
/** POST notice/ refused (409): a finalized event's notices say what it says; none made over them. */
export const finalizedNoticesCurrentMessage =
  'The notices of a finalized capital event are generated again only once a change leaves them out of date or their generation fails.';

/** A distribution's notices come from its waterfall run of the distribution as it is (409 else). */
export const noticesNeedCurrentRunMessage =
  'Run the waterfall for the distribution as it is before generating its notices.';

/** POST notice-document-template/preview/: nothing of the kind to render the template on (409). */
export const noticePreviewUnavailableMessage: Record<NoticeEventType, string> = {
  capital_call: 'The fund family has no capital call to preview the template on.',
  distribution:
    'The fund family has no distribution with a waterfall run of it as it is to preview the template on.',
};
