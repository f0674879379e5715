import { capitalCallUseKindLabels, type CapitalCallUseKind } from '../../api/capital-call';
import type { NoticeEventType, NoticeTemplateSection } from '../../api/notice';
import { commitmentLedgerFigures } from '../../domain/ledger-figures';
import { getCapitalCallBreakdown } from '../capital-call/capital-call-view';
import { loadCall } from '../capital-call/capital-call-service';
import { figureTotalsByCommitment } from '../commitment/commitment-information';
import { correctionOf } from '../corrections/cancel-correct';
import type { Database } from '../db/database';
import type { Scope } from '../scope';

/**
 * One line of the notice's "this call" table: a use, never a lump sum. The kind lets the ILPA
 * notice (ilpa-notice.ts) put each line under the template's line item.
 */
export type NoticeLine = {
  label: string;
  cents: number;
  kind: CapitalCallUseKind | 'equalization_interest';
};

/** Whose notice it is and of what: every notice, a call's or a distribution's, begins so. */
export type NoticeAddressee = {
  commitment_id: string;
  lp: string;
  fund_entity_id: string;
  fund_entity_name: string;
  fund_family_name: string;
  currency: string;
  event_name: string;
};

/**
 * What one LP's call notice says (issue 19 §3). Every figure is taken from the function that
 * gives it elsewhere: the call's breakdown rows (review, drawdown table) for the commitment, the
 * call by use, paid-in and unfunded before and after; the commitment figures for what was
 * distributed. Nothing is recomputed here.
 */
export type CallNoticeContent = NoticeAddressee & {
  notice_date: string;
  due_date: string;
  committed_cents: number;
  lines: NoticeLine[];
  called_cents: number;
  contributed_before_cents: number;
  contributed_after_cents: number;
  distributed_cents: number;
  unfunded_before_cents: number;
  unfunded_after_cents: number;
  percent_called: string;
};

/**
 * The call's notices, one per LP of its breakdown (fund entity and LP order kept). A call that
 * was cancel-corrected is noticed as corrected: its notices, generated again once the correction
 * made them out of date, carry the corrected call's uses and cents per LP under its name
 * ("Capital call 1 (corrected)"), what the ledger now says the LP was called.
 */
export async function callNoticeContents(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<CallNoticeContent[]> {
  const posted = (await correctionOf(db, scope, eventId))?.fund_family_event_id ?? eventId;
  const loaded = await loadCall(db, scope, fundFamilyId, posted);
  const breakdown = await getCapitalCallBreakdown(db, scope, fundFamilyId, posted, undefined);
  const ledger = await figureTotalsByCommitment(
    db,
    scope,
    breakdown.rows.map((r) => r.commitment_id),
  );
  return breakdown.rows.map((row) => {
    const lines: NoticeLine[] = breakdown.uses.map((use) => ({
      label: `${capitalCallUseKindLabels[use.kind]}: ${use.description}`,
      cents: row.by_use[use.id] ?? 0,
      kind: use.kind,
    }));
    // Settled closing equalization interest is not a contribution: a line of its own.
    if (row.equalization_interest_cents)
      lines.push({
        label: 'Equalization interest (not a contribution)',
        cents: row.equalization_interest_cents,
        kind: 'equalization_interest',
      });
    return {
      commitment_id: row.commitment_id,
      lp: row.lp,
      fund_entity_id: row.fund_entity_id,
      fund_entity_name: row.fund_entity_name,
      fund_family_name: loaded.fund.name,
      currency: loaded.fund.currency,
      event_name: loaded.event.name,
      notice_date: loaded.call.notice_date,
      due_date: loaded.call.due_date,
      committed_cents: row.committed_cents,
      lines,
      called_cents: row.called_cents,
      contributed_before_cents: row.contributed_before_cents,
      contributed_after_cents: row.contributed_after_cents,
      distributed_cents: commitmentLedgerFigures(ledger.get(row.commitment_id) ?? []).distributed
        .cents,
      unfunded_before_cents: row.unfunded_before_cents,
      unfunded_after_cents: row.unfunded_after_cents,
      percent_called: row.percent_called,
    };
  });
}

/** The placeholders a template section may use, each with what it stands for. */
export const noticePlaceholders = [
  { name: 'lp', description: 'the LP’s name' },
  { name: 'fund_family', description: 'the fund family’s name' },
  { name: 'fund_entity', description: 'the fund entity the LP committed to' },
  { name: 'event_name', description: 'the capital event’s name' },
  { name: 'notice_date', description: 'the notice date (MM/dd/yyyy)' },
  { name: 'due_date', description: 'the due date (MM/dd/yyyy)' },
  { name: 'amount_due', description: 'what this call asks of the LP, in the fund currency' },
] as const;

/** What the placeholders stand for on a distribution's notice (same names, one template engine). */
const distributionMeaning: Partial<Record<(typeof noticePlaceholders)[number]['name'], string>> = {
  notice_date: 'the distribution date (MM/dd/yyyy)',
  due_date: 'the distribution date (MM/dd/yyyy)',
  amount_due: 'what the LP receives from this distribution, in the fund currency',
};

/** The placeholders of an event type's template, described as that event's notice fills them. */
export const noticePlaceholdersFor = (eventType: NoticeEventType) =>
  noticePlaceholders.map((p) => ({
    name: p.name,
    description:
      eventType === 'distribution' ? (distributionMeaning[p.name] ?? p.description) : p.description,
  }));

/** A section's text with its {placeholders} filled; an unknown one is left as typed. */
export function fillSection(
  section: NoticeTemplateSection,
  values: Record<(typeof noticePlaceholders)[number]['name'], string>,
): NoticeTemplateSection {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? values[name as keyof typeof values] : whole,
    );
  return { title: fill(section.title), body: fill(section.body) };
}
