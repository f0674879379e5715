import * as v from 'valibot';

/** POST /api/internal/test-data/ledger: a synthetic ledger of this many rows in a new fund family. */
export const ledgerTestDataSchema = v.object({
  fund_family_name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  transactions: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_000_000)),
});
