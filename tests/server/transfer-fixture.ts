import type { FundEntity, Investor } from '../../src/api/fund-structure';
import type { TestApp } from './test-app';
import { finalizeClosing } from './finalize-closing';

export type Call = <T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; body: T }>;

/** A caller of the test app with a default user's token. */
export function caller(t: TestApp, token: () => string): Call {
  return async (method, path, body, as = token()) => {
    const response = await t.request(path, {
      method,
      token: as,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}

export type TransferFixture = {
  fundFamilyId: string;
  mainFund: FundEntity;
  entity: Record<'Atlas' | 'Birch' | 'Cedar' | 'Delta', string>;
  commitment: Record<'Atlas' | 'Cedar', string>;
};

/**
 * A fund with a first close on 2026-01-15 (Atlas $2,500,000.05, Cedar $1,000,000), and a call
 * on 2026-03-31 (Atlas $500,000.03 for investments, Cedar $200,000 and $10,000 of fees),
 * written to the ledger directly as the closing tests do (capital calls are not built yet).
 */
export async function buildTransferFixture(t: TestApp, call: Call): Promise<TransferFixture> {
  const fundFamilyId = (
    await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Transfer Test Fund' })
  ).body.id;
  const mainFund = (
    await call<FundEntity>('POST', `/api/fund-family/${fundFamilyId}/fund-entities/`, {
      name: 'Transfer Test Fund, L.P.',
      short_name: 'TTF',
      functional_type: 'main_fund',
      legal_type: 'limited_partnership',
    })
  ).body;
  const entity = {} as TransferFixture['entity'];
  for (const name of ['Atlas', 'Birch', 'Cedar', 'Delta'] as const) {
    const created = await call<Investor>('POST', '/api/investor/', {
      name: `${name} Transfer Investor`,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: `${name} Transfer LP`, legal_type: 'limited_partnership' },
    });
    entity[name] = created.body.entities[0]!.id;
  }
  const started = await call<{ first_closing_id: string }>(
    'PATCH',
    `/api/fund-family/${fundFamilyId}/fundraise/`,
    { first_closing_date: '2026-01-15' },
  );
  const closingId = started.body.first_closing_id;
  const commitment = {} as TransferFixture['commitment'];
  for (const [name, amount] of [
    ['Atlas', 250_000_005],
    ['Cedar', 100_000_000],
  ] as const) {
    const added = await call<{
      commitments: { commitment_id: string; investor_entity_id: string }[];
    }>('PUT', `/api/closing/${closingId}/add-security/`, {
      investor_entity_id: entity[name],
      owning_entity_id: mainFund.id,
      amount_cents: amount,
    });
    commitment[name] = added.body.commitments.find(
      (c) => c.investor_entity_id === entity[name],
    )!.commitment_id;
  }
  await finalizeClosing(t, closingId);
  await postLedgerEvent(t, fundFamilyId, {
    name: 'Capital call 1',
    date: '2026-03-31',
    type: 'capital_activity',
    rows: [
      [commitment.Atlas, 'contribution_investment', 50_000_003],
      [commitment.Cedar, 'contribution_investment', 20_000_000],
      [commitment.Cedar, 'contribution_management_fee', 1_000_000],
    ],
  });
  return { fundFamilyId, mainFund, entity, commitment };
}

/**
 * One completed event on `date` with `rows` of [commitment, code, cents], each in the
 * commitment's fund entity, written to the ledger directly (capital calls are not built yet),
 * in the order given: activity lists rows of one event in the order they were written.
 */
export function postLedgerEvent(
  t: TestApp,
  fundFamilyId: string,
  event: { name: string; date: string; type: string; rows: [string, string, number][] },
) {
  return t.deps.handle.query(
    `WITH ev AS (
       INSERT INTO fund_family_events (customer_id, fund_family_id, event_type, state, name, effective_date, sequence)
       SELECT customer_id, id, $3, 'completed', $2, $4::date, 1
       FROM fund_families WHERE id = $1 RETURNING id, customer_id, fund_family_id)
     INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id, investor_entity_id,
                               commitment_id, transaction_code_id, amount_cents, effective_date)
     SELECT ev.customer_id, ev.fund_family_id, ev.id, c.owning_entity_id, c.investor_entity_id, c.id,
            (SELECT id FROM transaction_codes WHERE fund_family_id = $1 AND name = x.row->>'code'),
            (x.row->>'amount')::bigint, $4::date
     FROM ev, jsonb_array_elements($5::jsonb) WITH ORDINALITY AS x(row, ord)
     JOIN commitments c ON c.id = (x.row->>'commitment_id')::uuid
     ORDER BY x.ord`,
    [
      fundFamilyId,
      event.name,
      event.type,
      event.date,
      JSON.stringify(
        event.rows.map(([commitment_id, code, amount]) => ({ commitment_id, code, amount })),
      ),
    ],
  );
}
