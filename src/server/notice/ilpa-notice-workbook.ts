import ExcelJS from 'exceljs';
import { ILPA_CAPITAL_CALL_LINES, ILPA_COMMITMENT_LINES } from '../../api/ilpa-notice';
import { centsToDollars } from '../../domain/money';
import type { IlpaNoticeFigures } from './ilpa-notice';

/**
 * The ILPA Capital Call & Distribution Notice as an xlsx (issue 19 item 4): a "Summary" sheet
 * with one row per LP and the fund's total row, then one sheet per LP laid out as ILPA's
 * template is (the notice's particulars, then each line item with the fund's total and the
 * LP's share, then the commitment summary). Amounts are numbers in the fund currency with two
 * decimals, each made from integer cents (sums are added in cents, never as floats).
 */

const moneyFormat = '#,##0.00;-#,##0.00';
/** The number a cell holds: the exact decimal of the cents, read as a number. */
const amount = (cents: number) => Number(centsToDollars(cents));

const lines = [...ILPA_CAPITAL_CALL_LINES, ...ILPA_COMMITMENT_LINES];
type LineKey = (typeof lines)[number][0];
const bold = { bold: true } as const;
/** Lines the template shows as totals. */
const totalLines = new Set<LineKey>(['total_capital_called', 'net_amount_due']);

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

type Figures = IlpaNoticeFigures['notices'][number];
const cents = (f: { call: Figures['call']; commitment: Figures['commitment'] }, key: LineKey) =>
  key in f.call
    ? f.call[key as keyof Figures['call']]
    : f.commitment[key as keyof Figures['commitment']];

function summarySheet(workbook: ExcelJS.Workbook, figures: IlpaNoticeFigures) {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [
    { header: 'Limited Partner', width: 40 },
    { header: 'Fund Entity', width: 32 },
    ...lines.map(([, label]) => ({ header: label, width: 22, style: { numFmt: moneyFormat } })),
  ];
  sheet.getRow(1).font = bold;
  for (const notice of figures.notices)
    sheet.addRow([
      notice.content.lp,
      notice.content.fund_entity_name,
      ...lines.map(([key]) => amount(cents(notice, key))),
    ]);
  const total = sheet.addRow([
    'Fund Total',
    '',
    ...lines.map(([key]) => amount(cents(figures.fund_totals, key))),
  ]);
  total.font = bold;
  sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 1 }];
}

function noticeSheet(
  workbook: ExcelJS.Workbook,
  figures: IlpaNoticeFigures,
  notice: Figures,
  name: string,
) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 48 }, { width: 22 }, { width: 22 }];
  sheet.addRow(['Capital Call & Distribution Notice']).font = { bold: true, size: 14 };
  sheet.addRow(['ILPA Capital Call & Distribution Notice template']);
  sheet.addRow([]);
  const particulars: [string, string][] = [
    ['Fund', notice.content.fund_family_name],
    ['Fund Entity', notice.content.fund_entity_name],
    ['Limited Partner', notice.content.lp],
    ['Notice', notice.content.event_name],
    ['Notice Date', notice.content.notice_date],
    ['Due Date', notice.content.due_date],
    ['Currency', notice.content.currency],
  ];
  for (const [label, value] of particulars) sheet.addRow([label, value]).getCell(1).font = bold;
  sheet.addRow([]);
  const section = (title: string, keys: readonly (readonly [LineKey, string])[]) => {
    const header = sheet.addRow([title, 'Fund Total', 'LP Share']);
    header.font = bold;
    for (const [key, label] of keys) {
      const row = sheet.addRow([
        label,
        amount(cents(figures.fund_totals, key)),
        amount(cents(notice, key)),
      ]);
      row.getCell(2).numFmt = moneyFormat;
      row.getCell(3).numFmt = moneyFormat;
      if (totalLines.has(key)) row.font = bold;
    }
    sheet.addRow([]);
  };
  section('Capital Call', ILPA_CAPITAL_CALL_LINES);
  section('Commitment Summary', ILPA_COMMITMENT_LINES);
  sheet.addRow(['Percent of Commitment Called', '', `${notice.content.percent_called}%`]);
}

/** The workbook's bytes. */
export async function ilpaNoticeWorkbook(figures: IlpaNoticeFigures): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Fundline';
  summarySheet(workbook, figures);
  const used = new Set(['summary']);
  for (const notice of figures.notices)
    noticeSheet(workbook, figures, notice, sheetName(notice.content.lp, used));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
