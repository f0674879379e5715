import ExcelJS from 'exceljs';
import {
  ILPA_CAPITAL_CALL_LINES,
  ILPA_COMMITMENT_LINES,
  ILPA_DISTRIBUTION_LINES,
} from '../../api/ilpa-notice';
import { centsToDollars } from '../../domain/money';
import type { IlpaNoticeFigures } from './ilpa-notice';

/**
 * The ILPA Capital Call & Distribution Notice of a call or a distribution as an xlsx (issue 19
 * item 4): a "Summary" sheet with one row per LP and the fund's total row, then one sheet per LP
 * laid out as ILPA's template is (the notice's particulars, then each section's line items with
 * the fund's total and the LP's share: capital call, distribution, net amount due, commitment
 * summary). Amounts are numbers in the fund currency with two decimals, each made from integer
 * cents (sums are added in cents, never as floats).
 */

const moneyFormat = '#,##0.00;-#,##0.00';
/** The number a cell holds: the exact decimal of the cents, read as a number. */
const amount = (cents: number) => Number(centsToDollars(cents));

type Notice = IlpaNoticeFigures['notices'][number];
type Section = 'call' | 'distribution' | 'commitment';
/** One row of the workbook: an ILPA line item, the section of the figures it is read from. */
type Line = { section: Section; key: string; label: string };
const linesOf = (section: Section, lines: readonly (readonly [string, string])[]): Line[] =>
  lines.map(([key, label]) => ({ section, key, label }));

/**
 * The template's sections as the sheets show them: the capital call's lines, the
 * distribution's, the net amount due, the commitment summary. Total Distribution is shown once,
 * in the distribution section (the capital call section's is the same figure).
 */
const callLines = linesOf('call', ILPA_CAPITAL_CALL_LINES);
const sections: [string, Line[]][] = [
  [
    'Capital Call',
    callLines.filter((l) => !['total_distribution', 'net_amount_due'].includes(l.key)),
  ],
  ['Distribution', linesOf('distribution', ILPA_DISTRIBUTION_LINES)],
  ['Net Amount', callLines.filter((l) => l.key === 'net_amount_due')],
  ['Commitment Summary', linesOf('commitment', ILPA_COMMITMENT_LINES)],
];
const lines = sections.flatMap(([, sectionLines]) => sectionLines);
const bold = { bold: true } as const;
/** Lines the template shows as totals. */
const totalLines = new Set(['total_capital_called', 'total_distribution', 'net_amount_due']);

/** A line's cents in a notice (or the fund's totals). */
const cents = (notice: Omit<Notice, 'particulars'>, line: Line) =>
  (notice[line.section] as Record<string, number>)[line.key]!;

/** Excel's sheet names: at most 31 characters, none of []:*?/\, unique in the workbook. */
function sheetName(lp: string, used: Set<string>): string {
  const base =
    lp
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Limited Partner';
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  used.add(name.toLowerCase());
  return name;
}

function summarySheet(workbook: ExcelJS.Workbook, figures: IlpaNoticeFigures) {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [
    { header: 'Limited Partner', width: 40 },
    { header: 'Fund Entity', width: 32 },
    ...lines.map(({ label }) => ({ header: label, width: 22, style: { numFmt: moneyFormat } })),
  ];
  sheet.getRow(1).font = bold;
  for (const notice of figures.notices)
    sheet.addRow([
      notice.particulars.limited_partner,
      notice.particulars.fund_entity_name,
      ...lines.map((line) => amount(cents(notice, line))),
    ]);
  const total = sheet.addRow([
    'Fund Total',
    '',
    ...lines.map((line) => amount(cents(figures.fund_totals, line))),
  ]);
  total.font = bold;
  sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 1 }];
}

function noticeSheet(
  workbook: ExcelJS.Workbook,
  figures: IlpaNoticeFigures,
  notice: Notice,
  name: string,
) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 48 }, { width: 22 }, { width: 22 }];
  sheet.addRow(['Capital Call & Distribution Notice']).font = { bold: true, size: 14 };
  sheet.addRow(['ILPA Capital Call & Distribution Notice template']);
  sheet.addRow([]);
  const { particulars: p } = notice;
  const particulars: [string, string][] = [
    ['Fund', p.fund_name],
    ['Fund Entity', p.fund_entity_name],
    ['Limited Partner', p.limited_partner],
    ['Notice', p.notice_name],
    ['Notice Type', p.notice_type === 'capital_call' ? 'Capital Call' : 'Distribution'],
    ['Notice Date', p.notice_date],
    ['Due Date', p.due_date],
    ['Currency', p.currency],
  ];
  for (const [label, value] of particulars) sheet.addRow([label, value]).getCell(1).font = bold;
  sheet.addRow([]);
  for (const [title, sectionLines] of sections) {
    const header = sheet.addRow([title, 'Fund Total', 'LP Share']);
    header.font = bold;
    for (const line of sectionLines) {
      const row = sheet.addRow([
        line.label,
        amount(cents(figures.fund_totals, line)),
        amount(cents(notice, line)),
      ]);
      row.getCell(2).numFmt = moneyFormat;
      row.getCell(3).numFmt = moneyFormat;
      if (totalLines.has(line.key)) row.font = bold;
    }
    sheet.addRow([]);
  }
  sheet.addRow(['Percent of Commitment Called', '', `${p.percent_of_commitment_called}%`]);
}

/** The workbook's bytes. */
export async function ilpaNoticeWorkbook(figures: IlpaNoticeFigures): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Fundline';
  summarySheet(workbook, figures);
  const used = new Set(['summary']);
  for (const notice of figures.notices)
    noticeSheet(workbook, figures, notice, sheetName(notice.particulars.limited_partner, used));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
