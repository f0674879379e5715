import type { PivotRequest } from '../../../api/pivot';
import type { TableView } from '../../../api/table-views';
import type { CustomerTransactionCode } from '../../../api/transaction-codes';
import { codeRowKind } from '../../../domain/ledger-figures/ledger-row-kind';

export type PivotParams = { version: 1; request: PivotRequest };

type CodeTest = (code: CustomerTransactionCode) => boolean;

/** A code counts as the figures count its rows (ledger-row-kind.ts), never by its name. */
const kindIs =
  (kind: NonNullable<ReturnType<typeof codeRowKind>>): CodeTest =>
  (code) =>
    codeRowKind({ classification: code.classification, isCalled: code.should_get_equalized }) ===
    kind;

const isFee: CodeTest = (code) => code.classification === 'management_fee';
const isCommitment = kindIs('commitment');
/** Called capital: what paid-in counts (fees and expenses called included). */
const isContribution = kindIs('contribution');
const isDistribution = kindIs('distribution');

export type SampleView = TableView & { codes: CodeTest };

/**
 * The four sample views of spec §3, built on the client: ids prefixed 'sample-', empty
 * created_by, no edit or favourite. Each filters on the names of the customer's codes of its
 * kind, so it works on every fund family whatever its codes are called.
 */
export const sampleViews: SampleView[] = (
  [
    ['sample-itd-fees', 'ITD Fees', isFee],
    ['sample-itd-capital-calls', 'ITD Capital Calls', isContribution],
    ['sample-itd-distributions', 'ITD Distributions', isDistribution],
    [
      'sample-itd-commitments-contributions-distributions',
      'ITD Commitments, Contributions, Distributions',
      (code) => isCommitment(code) || isContribution(code) || isDistribution(code),
    ],
  ] as const satisfies readonly (readonly [string, string, CodeTest])[]
).map(([id, name, codes]) => ({
  id,
  name,
  type: 'transaction_table' as const,
  visible_to: null,
  created_by: '',
  encoded_table_params: '',
  params_id: null,
  codes,
}));

export const isSampleView = (id: string) => id.startsWith('sample-');

/**
 * A sample view's pivot over the customer's codes: by investor entity, pivoted on the code,
 * summing capital_amount. Null when the customer has no code of the view's kind yet.
 */
export function sampleViewRequest(
  view: SampleView,
  codes: readonly CustomerTransactionCode[],
): PivotRequest | null {
  const names = [...new Set(codes.filter(view.codes).map((code) => code.name))].sort();
  if (names.length === 0) return null;
  return {
    filters: [{ field: 'transaction_code_config__name', values: names }],
    group_rows_by: ['entity__legal_name'],
    pivot_on: 'transaction_code_config__name',
    measure: 'capital_amount',
  };
}

export const defaultPivotRequest: PivotRequest = {
  filters: [],
  group_rows_by: ['entity__legal_name'],
  pivot_on: 'transaction_code_config__name',
  measure: 'capital_amount',
};
