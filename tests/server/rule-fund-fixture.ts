import type { FundEntity, Investor } from '../../src/api/fund-structure';
import type { jsonCaller } from './json-call';
import type { TestApp } from './test-app';
import { finalizeClosing } from './finalize-closing';

type Call = ReturnType<typeof jsonCaller>;

export const dollars = (amount: number) => amount * 100;

/**
 * A fund family of its own with a main and a parallel fund (and `extraEntities`), finalized first close on
 * 2026-01-15: Avery $6M and Brook $4M in Main, Crest $5M in Parallel; Dale is an investor
 * with no commitment yet.
 */
export async function ruleFund(
  t: TestApp,
  call: Call,
  name: string,
  /** Further fund entities without commitments, as [name, functional type]. */
  extraEntities: readonly (readonly [string, string])[] = [],
) {
  const fundFamilyId = (await call<{ id: string }>('POST', '/api/fund-family/', { name })).body.id;
  const entity: Record<string, FundEntity> = {};
  for (const [entityName, functional_type] of [
    ['Main', 'main_fund'],
    ['Parallel', 'parallel_fund'],
    ...extraEntities,
  ] as const) {
    entity[entityName] = (
      await call<FundEntity>('POST', `/api/fund-family/${fundFamilyId}/fund-entities/`, {
        name: entityName,
        short_name: null,
        functional_type,
        legal_type: 'limited_partnership',
      })
    ).body;
  }
  const investorEntity: Record<string, string> = {};
  for (const investor of ['Avery LP', 'Brook LP', 'Crest LP', 'Dale LP']) {
    const created = await call<Investor>('POST', '/api/investor/', {
      name: investor,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: investor, legal_type: 'limited_partnership' },
    });
    investorEntity[investor] = created.body.entities[0]!.id;
  }
  const started = await call<{ first_closing_id: string }>(
    'PATCH',
    `/api/fund-family/${fundFamilyId}/fundraise/`,
    { first_closing_date: '2026-01-15' },
  );
  const firstClose = started.body.first_closing_id;
  for (const [investor, fund, amount] of [
    ['Avery LP', 'Main', 6_000_000],
    ['Brook LP', 'Main', 4_000_000],
    ['Crest LP', 'Parallel', 5_000_000],
  ] as const) {
    await call('PUT', `/api/closing/${firstClose}/add-security/`, {
      investor_entity_id: investorEntity[investor],
      owning_entity_id: entity[fund]!.id,
      amount_cents: dollars(amount),
    });
  }
  await finalizeClosing(t, firstClose);

  /**
   * Capital activity is not a product feature yet: one completed event (capital activity
   * unless `eventType` says otherwise) whose rows are each commitment's amount ÷ `divisor` on
   * `code` (only those of `fundEntityId`, when given).
   */
  const postShareOfCommitments = (e: {
    eventType?: string;
    name: string;
    date: string;
    code: string;
    divisor: number;
    fundEntityId?: string;
  }) =>
    t.deps.handle.query(
      `WITH ev AS (
         INSERT INTO fund_family_events (customer_id, fund_family_id, event_type, state, name, effective_date, sequence)
         SELECT customer_id, id, $7::text, 'completed', $2, $3::date,
                (SELECT coalesce(max(sequence), 0) + 1 FROM fund_family_events
                 WHERE fund_family_id = $1 AND effective_date = $3::date)
         FROM fund_families WHERE id = $1 RETURNING id, customer_id, fund_family_id)
       INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id, investor_entity_id,
                                 commitment_id, transaction_code_id, amount_cents, effective_date)
       SELECT ev.customer_id, ev.fund_family_id, ev.id, t.fund_entity_id, t.investor_entity_id, t.commitment_id,
              (SELECT id FROM transaction_codes WHERE fund_family_id = $1 AND name = $4),
              t.amount_cents / $5::int, $3::date
       FROM ev JOIN transactions t ON t.fund_family_id = ev.fund_family_id
       JOIN transaction_codes c ON c.id = t.transaction_code_id AND c.name = 'commitment'
       WHERE $6::uuid IS NULL OR t.fund_entity_id = $6::uuid`,
      [
        fundFamilyId,
        e.name,
        e.date,
        e.code,
        e.divisor,
        e.fundEntityId ?? null,
        e.eventType ?? 'capital_activity',
      ],
    );
  return { fundFamilyId, entity, investorEntity, postShareOfCommitments };
}
