import { and, asc, eq } from 'drizzle-orm';
import type {
  NoticeConfig,
  NoticeConfigInput,
  NoticeEventType,
  NoticeTemplate,
  NoticeTemplateInput,
} from '../../api/notice';
import { noticeGenerationTypeNotBuilt } from '../../api/notice';
import { ApiError, invalid } from '../api-error';
import type { Database } from '../db/database';
import { fund_entities, notice_configs, notice_document_templates } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { noticePlaceholdersFor } from './notice-content';
import type { NoticeLayout } from './notice-pdf';

/** What a fund family's notices say before anyone configured them. */
const defaultConfig = {
  letterhead: '',
  signatory: '',
  generation_type: 'pdf_markdown',
  custom_template: 'default',
  wire_instructions: [],
} as const satisfies NoticeConfigInput;

/** The template an event type starts with: one section the administrator can rewrite. */
export const defaultTemplates: Record<NoticeEventType, NoticeTemplateInput> = {
  capital_call: {
    title: 'Capital Call Notice',
    sections: [
      {
        title: 'Notice of capital call',
        body: 'Dear {lp}, in accordance with the partnership agreement of {fund_family}, you are called to contribute {amount_due} to {fund_entity} by {due_date}. The amount is broken down by use below.',
      },
    ],
  },
  distribution: {
    title: 'Distribution Notice',
    sections: [
      {
        title: 'Notice of distribution',
        body: 'Dear {lp}, {fund_family} will distribute to you as set out below.',
      },
    ],
  },
};

async function fundEntitiesOf(db: Database, scope: Scope, fundFamilyId: string) {
  return db
    .select({ id: fund_entities.id, name: fund_entities.name })
    .from(fund_entities)
    .where(
      and(
        eq(fund_entities.customer_id, scope.customerId),
        eq(fund_entities.fund_family_id, fundFamilyId),
      ),
    )
    .orderBy(asc(fund_entities.name));
}

/** The stored configuration, or the defaults. */
export async function readNoticeConfig(db: Database, scope: Scope, fundFamilyId: string) {
  const [row] = await db
    .select()
    .from(notice_configs)
    .where(
      and(
        eq(notice_configs.customer_id, scope.customerId),
        eq(notice_configs.fund_family_id, fundFamilyId),
      ),
    );
  return row ?? { ...defaultConfig, updated_at: null };
}

/** GET notice-config/. */
export async function getNoticeConfig(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<NoticeConfig> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const config = await readNoticeConfig(db, scope, fund.id);
  return {
    fund_family_id: fund.id,
    letterhead: config.letterhead,
    signatory: config.signatory,
    generation_type: config.generation_type,
    custom_template: config.custom_template,
    wire_instructions: config.wire_instructions,
    fund_entities: await fundEntitiesOf(db, scope, fund.id),
    updated_at: config.updated_at?.toISOString() ?? null,
  };
}

/**
 * POST notice-config/ (JSON upsert, service staff): wire instructions only for the fund family's
 * own entities, once each (a 400 on the field); a generation type not built is a 409 naming it.
 */
export async function saveNoticeConfig(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  input: NoticeConfigInput,
  userId: string,
): Promise<void> {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  if (input.generation_type !== 'pdf_markdown')
    throw new ApiError({ status: 409, code: 'conflict', message: noticeGenerationTypeNotBuilt });
  const own = new Set((await fundEntitiesOf(tx, scope, fund.id)).map((e) => e.id));
  const seen = new Set<string>();
  const errors: Record<string, string[]> = {};
  input.wire_instructions.forEach((w, i) => {
    if (!own.has(w.fund_entity_id)) errors[`wire_instructions.${i}.fund_entity_id`] = ['Invalid'];
    else if (seen.has(w.fund_entity_id))
      errors[`wire_instructions.${i}.fund_entity_id`] = ['Named twice'];
    seen.add(w.fund_entity_id);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const values = { ...input, updated_by: userId, updated_at: new Date() };
  await tx
    .insert(notice_configs)
    .values({ customer_id: scope.customerId, fund_family_id: fund.id, ...values })
    .onConflictDoUpdate({ target: notice_configs.fund_family_id, set: values });
}

/** The stored template of an event type, or its default. */
export async function readNoticeTemplate(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventType: NoticeEventType,
) {
  const [row] = await db
    .select()
    .from(notice_document_templates)
    .where(
      and(
        eq(notice_document_templates.customer_id, scope.customerId),
        eq(notice_document_templates.fund_family_id, fundFamilyId),
        eq(notice_document_templates.event_type, eventType),
      ),
    );
  return row ?? { ...defaultTemplates[eventType], updated_at: null };
}

/** GET notice-document-template/?event_type=…. */
export async function getNoticeTemplate(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventType: NoticeEventType,
): Promise<NoticeTemplate> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const template = await readNoticeTemplate(db, scope, fund.id, eventType);
  return {
    fund_family_id: fund.id,
    event_type: eventType,
    title: template.title,
    sections: template.sections,
    placeholders: noticePlaceholdersFor(eventType),
    updated_at: template.updated_at?.toISOString() ?? null,
  };
}

/** POST notice-document-template/?event_type=… (JSON upsert, service staff). */
export async function saveNoticeTemplate(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventType: NoticeEventType,
  input: NoticeTemplateInput,
  userId: string,
): Promise<void> {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  const values = { ...input, updated_by: userId, updated_at: new Date() };
  await tx
    .insert(notice_document_templates)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fund.id,
      event_type: eventType,
      ...values,
    })
    .onConflictDoUpdate({
      target: [notice_document_templates.fund_family_id, notice_document_templates.event_type],
      set: values,
    });
}

/**
 * Each LP's notice layout from the fund's configuration and a template: letterhead, signatory,
 * the template's title and sections, and the wire instructions of the LP's fund entity.
 */
export const noticeLayouts =
  (config: Awaited<ReturnType<typeof readNoticeConfig>>, template: NoticeTemplateInput) =>
  (fundEntityId: string): NoticeLayout => ({
    letterhead: config.letterhead,
    signatory: config.signatory,
    title: template.title,
    sections: template.sections,
    wireInstructions:
      config.wire_instructions.find((w) => w.fund_entity_id === fundEntityId)?.instructions ?? '',
  });
