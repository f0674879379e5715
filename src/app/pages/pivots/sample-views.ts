import type { PivotRequest } from '../../../api/pivot';
import type { TableView } from '../../../api/table-views';

export type PivotParams = { version: 1; request: PivotRequest };

const itd = (codes: string[]): PivotRequest => ({
  filters: [{ field: 'transaction_code_config__name', values: codes }],
  group_rows_by: ['entity__legal_name'],
  pivot_on: 'transaction_code_config__name',
  measure: 'capital_amount',
});

/**
 * The four sample views of spec §3, built on the client: ids prefixed 'sample-', empty
 * created_by, no edit or favourite. Their params are kept decoded; saved views carry
 * theirs gzip+base64 encoded.
 */
export const sampleViews: (TableView & { params: PivotParams })[] = [
  ['sample-itd-fees', 'ITD Fees', ['management_fee']],
  ['sample-itd-capital-calls', 'ITD Capital Calls', ['capital_contribution']],
  ['sample-itd-distributions', 'ITD Distributions', ['distribution']],
  [
    'sample-itd-commitments-contributions-distributions',
    'ITD Commitments, Contributions, Distributions',
    ['commitment', 'capital_contribution', 'distribution'],
  ],
].map(([id, name, codes]) => ({
  id: id as string,
  name: name as string,
  type: 'transaction_table' as const,
  visible_to: null,
  created_by: '',
  encoded_table_params: '',
  params_id: null,
  params: { version: 1 as const, request: itd(codes as string[]) },
}));

export const isSampleView = (id: string) => id.startsWith('sample-');

export const defaultPivotRequest: PivotRequest = {
  filters: [],
  group_rows_by: ['entity__legal_name'],
  pivot_on: 'transaction_code_config__name',
  measure: 'capital_amount',
};
