import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { NoticeTemplateSection } from '../../api/notice';
import { formatDate } from '../../domain/date-display';
import { formatCents } from '../../domain/money';
import type { DistributionNoticeContent } from './distribution-notice-content';
import type { CallNoticeContent, NoticeAddressee } from './notice-content';
import { fillSection } from './notice-content';

// The PDF standard fonts need no font files: the only "local files" pdfmake may open are their
// names, and it may fetch no URL (a template's text never reaches the network or the disk).
const standardFonts = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'];
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path: string) => standardFonts.includes(path));
pdfmake.setFonts({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
});

/** What a notice is made of besides the LP's figures: the fund family's configuration. */
export type NoticeLayout = {
  letterhead: string;
  signatory: string;
  title: string;
  sections: NoticeTemplateSection[];
  /** The receiving fund entity's wire instructions (empty when none are configured). */
  wireInstructions: string;
};

const money = (currency: string, cents: number) => `${currency} ${formatCents(cents)}`;
const day = (iso: string) => formatDate(iso, 'MM/dd/yyyy');

const row = (label: string, value: string, bold = false): Content[] => [
  { text: label, bold },
  { text: value, alignment: 'right', bold },
];
const table = (rows: Content[][]): Content => ({
  table: { widths: ['*', 'auto'], body: rows },
  layout: 'lightHorizontalLines',
  margin: [0, 4, 0, 12],
});

/** Who and what a notice is about, as its heading says it. */
type NoticeSubject = Pick<
  NoticeAddressee,
  'lp' | 'fund_family_name' | 'fund_entity_name' | 'event_name'
> & {
  /** The dates under the heading ("Notice date: 01/05/2026"). */
  dates: string;
};

/**
 * One LP's notice (pdfmake): letterhead, title, the template's sections with their placeholders
 * filled, then the event's own tables and the closing lines.
 */
function noticeDocument(
  layout: NoticeLayout,
  subject: NoticeSubject,
  placeholders: Parameters<typeof fillSection>[1],
  body: Content[],
): TDocumentDefinitions {
  return {
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    info: { title: `${layout.title} ${subject.lp}` },
    content: [
      { text: layout.letterhead, fontSize: 9, color: '#444444', margin: [0, 0, 0, 16] },
      { text: layout.title, fontSize: 16, bold: true },
      {
        text: `${subject.fund_family_name} · ${subject.fund_entity_name} · ${subject.event_name}`,
        margin: [0, 2, 0, 2],
      },
      { text: `Investor: ${subject.lp}    ${subject.dates}`, margin: [0, 0, 0, 12] },
      ...layout.sections.flatMap((section): Content[] => {
        const filled = fillSection(section, placeholders);
        return [
          { text: filled.title, bold: true, margin: [0, 4, 0, 2] },
          { text: filled.body, margin: [0, 0, 0, 8] },
        ];
      }),
      ...body,
      { text: 'Sincerely,', margin: [0, 8, 0, 2] },
      { text: layout.signatory },
    ],
  };
}

/** The document of one LP's call notice: the call by use, the commitment, the wire instructions. */
export function callNoticeDocument(
  content: CallNoticeContent,
  layout: NoticeLayout,
): TDocumentDefinitions {
  const m = (cents: number) => money(content.currency, cents);
  return noticeDocument(
    layout,
    {
      ...content,
      dates: `Notice date: ${day(content.notice_date)}    Due date: ${day(content.due_date)}`,
    },
    {
      lp: content.lp,
      fund_family: content.fund_family_name,
      fund_entity: content.fund_entity_name,
      event_name: content.event_name,
      notice_date: day(content.notice_date),
      due_date: day(content.due_date),
      amount_due: m(content.called_cents),
    },
    [
      { text: 'This call', bold: true, margin: [0, 6, 0, 0] },
      table([
        ...content.lines.map((line) => row(line.label, m(line.cents))),
        row('Total due', m(content.called_cents), true),
      ]),
      { text: 'Your commitment', bold: true },
      table([
        row('Commitment', m(content.committed_cents)),
        row('This call as a percent of commitment', `${content.percent_called}%`),
        row('Contributed before this call', m(content.contributed_before_cents)),
        row('Contributed after this call (cumulative)', m(content.contributed_after_cents)),
        row('Distributed (cumulative)', m(content.distributed_cents)),
        row('Unfunded commitment before this call', m(content.unfunded_before_cents)),
        row('Unfunded commitment after this call', m(content.unfunded_after_cents), true),
      ]),
      { text: `Wire instructions: ${content.fund_entity_name}`, bold: true },
      {
        text: layout.wireInstructions || 'No wire instructions are configured for this entity.',
        margin: [0, 2, 0, 16],
      },
    ],
  );
}

/**
 * The document of one LP's distribution notice: each proceeds line's share and what was taken
 * from it, then the commitment with distributed and unfunded before and after.
 */
export function distributionNoticeDocument(
  content: DistributionNoticeContent,
  layout: NoticeLayout,
): TDocumentDefinitions {
  const m = (cents: number) => money(content.currency, cents);
  const date = day(content.distribution_date);
  return noticeDocument(
    layout,
    { ...content, dates: `Distribution date: ${date}` },
    {
      lp: content.lp,
      fund_family: content.fund_family_name,
      fund_entity: content.fund_entity_name,
      event_name: content.event_name,
      notice_date: date,
      due_date: date,
      amount_due: m(content.distributed_cents),
    },
    [
      { text: 'This distribution', bold: true, margin: [0, 6, 0, 0] },
      table([
        ...content.lines.map((line) => row(line.label, m(line.cents))),
        row('Total distributed to you', m(content.distributed_cents), true),
        ...(content.recallable_cents !== 0
          ? [row('Of which recallable (may be called again)', m(content.recallable_cents))]
          : []),
      ]),
      { text: 'Your commitment', bold: true },
      table([
        row('Commitment', m(content.committed_cents)),
        row('Contributed (cumulative)', m(content.contributed_cents)),
        row('Distributed before this distribution', m(content.distributed_before_cents)),
        row('Distributed after this distribution (cumulative)', m(content.distributed_after_cents)),
        row('Unfunded commitment before this distribution', m(content.unfunded_before_cents)),
        row('Unfunded commitment after this distribution', m(content.unfunded_after_cents), true),
      ]),
    ],
  );
}

/** The PDF bytes of a document definition. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Uint8Array> {
  const buffer: Buffer = await pdfmake.createPdf(document).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
