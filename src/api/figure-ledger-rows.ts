import * as v from 'valibot';
import { LEDGER_FIGURES, type FigureTerm, type LedgerFigure } from '../domain/ledger-figures';
import { uuidSchema } from './money-input';
import type { Table } from './table-data';

export { LEDGER_FIGURES, type LedgerFigure };

/** Figures net of both sides: one commitment's only (each commitment nets its own). */
export const COMMITMENT_ONLY_FIGURES: readonly LedgerFigure[] = [
  'equalization',
  'equalization_interest',
];

/**
 * GET /fund-family/{id}/figure-ledger-rows/?figure=&commitment_id=&fund_entity_id=: the ledger
 * rows behind one figure of the fund family, of one commitment, or of one fund entity's
 * commitments. Ids as typed (strings).
 */
export const figureLedgerRowsQuerySchema = v.pipe(
  v.object({
    figure: v.picklist(LEDGER_FIGURES, `Must be one of: ${LEDGER_FIGURES.join(', ')}`),
    commitment_id: v.optional(uuidSchema),
    fund_entity_id: v.optional(uuidSchema),
    /** The rows up to and including this ledger row (a running balance of the activity). */
    through_row_id: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Must be a ledger row id'), v.transform(Number)),
    ),
  }),
  v.forward(
    v.check(
      (query) => Boolean(query.commitment_id) || !COMMITMENT_ONLY_FIGURES.includes(query.figure),
      'This figure nets one commitment’s two sides: give commitment_id',
    ),
    ['commitment_id'],
  ),
  v.forward(
    v.check(
      (query) => query.through_row_id === undefined || Boolean(query.commitment_id),
      'A running balance is one commitment’s: give commitment_id',
    ),
    ['commitment_id'],
  ),
);
export type FigureLedgerRowsQuery = v.InferOutput<typeof figureLedgerRowsQuerySchema>;

/** The query as a URL's search parameters (what the schema reads back). */
export function figureLedgerRowsSearch(query: FigureLedgerRowsQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
}

/** The rows behind a figure and the figure they add up to, with its formula in words and money. */
export type FigureLedgerRows = {
  figure: LedgerFigure;
  /** What the figure is called where it is shown ("Unfunded", "Equalization to receive"). */
  label: string;
  /** Whose figure: a commitment ("Aldridge State Pension Fund — Fund IV, L.P."), an entity, the fund. */
  scope: string;
  currency: 'EUR' | 'GBP' | 'USD';
  /** The sum of the rows' amounts as the figure counts them: always the figure shown. */
  total_cents: number;
  terms: FigureTerm[];
  explanation: string;
  /** Date, transaction code, fund entity, investor entity, amount (signed), event (a link where it has a page). */
  rows: Table;
};

/**
 * A table cell's link (type onclick) that opens the rows behind its figure. The page's onLink
 * reads the fund family and the query back from the action, so the server's tables and the panel
 * share one format, on any page (a commitments list may span fund families).
 */
export const FIGURE_LEDGER_ROWS_ACTION = 'figure-ledger-rows';

export type FigureLedgerRowsTarget = { fundFamilyId: string; query: FigureLedgerRowsQuery };

export function figureLedgerRowsAction({ fundFamilyId, query }: FigureLedgerRowsTarget): string {
  const params = new URLSearchParams(figureLedgerRowsSearch(query));
  return `${FIGURE_LEDGER_ROWS_ACTION}/${fundFamilyId}?${params.toString()}`;
}

/** The target of a figure-ledger-rows action, or null for any other action. */
export function figureLedgerRowsTargetOf(action: string): FigureLedgerRowsTarget | null {
  const match = /^figure-ledger-rows\/([0-9a-f-]{36})\?(.*)$/i.exec(action);
  if (!match) return null;
  const parsed = v.safeParse(
    figureLedgerRowsQuerySchema,
    Object.fromEntries(new URLSearchParams(match[2])),
  );
  return parsed.success ? { fundFamilyId: match[1]!, query: parsed.output } : null;
}
