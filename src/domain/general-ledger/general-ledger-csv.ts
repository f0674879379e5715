import Papa from 'papaparse';
import { parseDecimalCents } from './decimal-cents';

export const GENERAL_LEDGER_TYPES = ['investran', 'yardi'] as const;
export type GeneralLedgerType = (typeof GENERAL_LEDGER_TYPES)[number];

/**
 * One journal-entry line as the product keeps it, whichever ledger it came from: the text of
 * the file (or of the grid), read and resolved later against the integration's mappings, so a
 * mapping fixed after the upload takes effect without uploading again. `amount` is signed: a
 * positive amount adds to the partner's balance under the mapped code (a credit to capital).
 */
export type LedgerEntryInput = {
  date: string;
  gl_account: string;
  gl_investor_id: string;
  gl_entity_id: string;
  amount: string;
  description: string;
  reference: string;
  /** A problem found while reading the line itself (e.g. both Debit and Credit filled). */
  source_problem: string | null;
};

type Field = keyof Omit<LedgerEntryInput, 'source_problem'>;

/** The columns each ledger's journal-entry export has, in its own words; the page lists them. */
export const generalLedgerColumns = {
  investran: [
    { title: 'Trans Date', field: 'date', required: true },
    { title: 'GL Account', field: 'gl_account', required: true },
    { title: 'Investor ID', field: 'gl_investor_id', required: true },
    { title: 'Legal Entity', field: 'gl_entity_id', required: true },
    { title: 'Amount', field: 'amount', required: true },
    { title: 'Description', field: 'description', required: false },
    { title: 'Batch', field: 'reference', required: false },
  ],
  yardi: [
    { title: 'Date', field: 'date', required: true },
    { title: 'Account', field: 'gl_account', required: true },
    { title: 'Investor', field: 'gl_investor_id', required: true },
    { title: 'Entity', field: 'gl_entity_id', required: true },
    { title: 'Debit', field: 'debit', required: true },
    { title: 'Credit', field: 'credit', required: true },
    { title: 'Memo', field: 'description', required: false },
    { title: 'Reference', field: 'reference', required: false },
  ],
} as const satisfies Record<
  GeneralLedgerType,
  readonly { title: string; field: Field | 'debit' | 'credit'; required: boolean }[]
>;

export type CsvReading = { ok: true; entries: LedgerEntryInput[] } | { ok: false; problem: string };

const normal = (text: string) => text.trim().toLowerCase();

/**
 * Yardi writes a debit and a credit column; the product's signed amount is credit − debit.
 * The sign is flipped on the text, not on a number, so nothing is lost before cents are read.
 */
function yardiAmount(debit: string, credit: string): { amount: string; problem: string | null } {
  const d = debit.trim();
  const c = credit.trim();
  const zero = (text: string) => {
    const reading = parseDecimalCents(text);
    return reading.ok && reading.cents === 0;
  };
  if ((d === '' || zero(d)) && c !== '') return { amount: c, problem: null };
  if (d !== '' && (c === '' || zero(c))) {
    const negated = d.startsWith('-') ? d.slice(1) : d.startsWith('(') ? d : `-${d}`;
    return { amount: d.startsWith('(') ? d.slice(1, -1) : negated, problem: null };
  }
  if (d === '' && c === '') return { amount: '', problem: 'Fill Debit or Credit.' };
  return { amount: '', problem: 'Fill Debit or Credit, not both.' };
}

/** Reads a journal-entry export of the given ledger; a missing column refuses the whole file. */
export function parseGeneralLedgerCsv(text: string, type: GeneralLedgerType): CsvReading {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...lines] = parsed.data;
  if (!header) return { ok: false, problem: 'The file is empty.' };
  const columns = generalLedgerColumns[type];
  const index = new Map(header.map((title, i) => [normal(title), i]));
  const missing = columns.filter((c) => c.required && !index.has(normal(c.title)));
  if (missing.length > 0)
    return {
      ok: false,
      problem: `The file lacks the ${type === 'investran' ? 'Investran' : 'Yardi'} column(s) ${missing
        .map((c) => `"${c.title}"`)
        .join(', ')}.`,
    };
  if (lines.length === 0) return { ok: false, problem: 'The file has no entries.' };
  const entries = lines.map((line) => {
    const read = (title: string) => {
      const at = index.get(normal(title));
      return at === undefined ? '' : (line[at] ?? '').trim();
    };
    const entry: LedgerEntryInput = {
      date: '',
      gl_account: '',
      gl_investor_id: '',
      gl_entity_id: '',
      amount: '',
      description: '',
      reference: '',
      source_problem: null,
    };
    for (const column of columns)
      if (column.field !== 'debit' && column.field !== 'credit')
        entry[column.field] = read(column.title);
    if (type === 'yardi') {
      const { amount, problem } = yardiAmount(read('Debit'), read('Credit'));
      entry.amount = amount;
      entry.source_problem = problem;
    }
    return entry;
  });
  return { ok: true, entries };
}
