import type { TestApp } from './test-app';

/** The general_ledger flag for a customer, by override (flags start off: spec §3). */
export async function setGeneralLedgerFlag(t: TestApp, customerId: string, enabled: boolean) {
  await t.deps.handle.query(
    `INSERT INTO feature_flag_customer_overrides (feature_flag_id, customer_id, enabled)
     SELECT id, $1, $2 FROM feature_flags WHERE name = 'general_ledger'
     ON CONFLICT (feature_flag_id, customer_id) DO UPDATE SET enabled = excluded.enabled`,
    [customerId, enabled],
  );
}

/** Gives an investor entity an external ID of the given type (for every fund). */
export async function addExternalId(
  t: TestApp,
  investorEntityId: string,
  type: string,
  value: string,
) {
  await t.deps.handle.query(
    `UPDATE investor_entities
     SET profile = jsonb_set(profile, '{external_ids}',
       coalesce(profile->'external_ids', '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
         'type', $2::text, 'value', $3::text, 'fund_family_id', null)))
     WHERE id = $1`,
    [investorEntityId, type, value],
  );
}

/** A multipart upload of `csv` as `filename` to the integration's import events. */
export async function uploadCsv(
  t: TestApp,
  token: string,
  integrationId: string,
  csv: string,
  filename = 'journal.csv',
) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), filename);
  const framed = new Request('http://test/', { method: 'POST', body: form });
  const response = await t.request(
    `/api/general-ledger/integrations/${integrationId}/import-events/`,
    {
      method: 'POST',
      token,
      headers: { 'content-type': framed.headers.get('content-type')! },
      body: await framed.arrayBuffer(),
    },
  );
  return { status: response.status, body: await response.json() };
}

/**
 * An Investran export: Atlas matched by its external ID, Cedar by a manual mapping, a fee line
 * on an account mapped later, and a fund-level line. Amounts are chosen so a float sum would
 * drift (0.29, 1,000.10, −0.01): the total is exactly $1,200.58.
 */
export const investranCsv = [
  'Trans Date,GL Account,Investor ID,Legal Entity,Amount,Description,Batch',
  '6/30/2026,3100,INV-ATLAS,LE-MAIN,"1,000.10",Capital call,B-7',
  '6/30/2026,3100,INV-CEDAR,LE-MAIN,200.20,Capital call,B-7',
  '2026-06-30,5100,inv-atlas,LE-MAIN,0.29,Management fee,B-7',
  '6/30/2026,3100,,LE-MAIN,(0.01),Rounding,B-7',
].join('\n');
export const investranTotalCents = 100_010 + 20_020 + 29 - 1;
