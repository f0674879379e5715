import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { NoticeTemplateSection } from '../../api/notice';
import { formatDate } from '../../domain/date-display';
import { formatCents } from '../../domain/money';
import type { CallNoticeContent } from './notice-content';
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

/** The document of one LP's call notice (pdfmake): letterhead, sections, figures, wire, signature. */
export function callNoticeDocument(
  content: CallNoticeContent,
  layout: NoticeLayout,
): TDocumentDefinitions {
  const m = (cents: number) => money(content.currency, cents);
  const values = {
    lp: content.lp,
    fund_family: content.fund_family_name,
    fund_entity: content.fund_entity_name,
    event_name: content.event_name,
    notice_date: day(content.notice_date),
    due_date: day(content.due_date),
    amount_due: m(content.called_cents),
  };
  const row = (label: string, value: string, bold = false): Content[] => [
    { text: label, bold },
    { text: value, alignment: 'right', bold },
  ];
  const table = (rows: Content[][]): Content => ({
    table: { widths: ['*', 'auto'], body: rows },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 12],
  });
  return {
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    info: { title: `${layout.title} ${content.lp}` },
    content: [
      { text: layout.letterhead, fontSize: 9, color: '#444444', margin: [0, 0, 0, 16] },
      { text: layout.title, fontSize: 16, bold: true },
      {
        text: `${content.fund_family_name} · ${content.fund_entity_name} · ${content.event_name}`,
        margin: [0, 2, 0, 2],
      },
      {
        text: `Investor: ${content.lp}    Notice date: ${day(content.notice_date)}    Due date: ${day(content.due_date)}`,
        margin: [0, 0, 0, 12],
      },
      ...layout.sections.flatMap((section): Content[] => {
        const filled = fillSection(section, values);
        return [
          { text: filled.title, bold: true, margin: [0, 4, 0, 2] },
          { text: filled.body, margin: [0, 0, 0, 8] },
        ];
      }),
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
      { text: 'Sincerely,', margin: [0, 8, 0, 2] },
      { text: layout.signatory },
    ],
  };
}

/** The PDF bytes of a document definition. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Uint8Array> {
  const buffer: Buffer = await pdfmake.createPdf(document).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
