import { expect } from 'vitest';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import type { jsonCaller } from './json-call';

type Call = ReturnType<typeof jsonCaller>;

/** A fund family with a main fund, fundraising from 2026-01-15: the closings' home. */
export async function fundraisingFund(call: Call, name: string) {
  const fundFamilyId = (await call<{ id: string }>('POST', '/api/fund-family/', { name })).body.id;
  const mainFundId = (
    await call<FundEntity>('POST', `/api/fund-family/${fundFamilyId}/fund-entities/`, {
      name: `${name}, L.P.`,
      short_name: name.slice(0, 3).toUpperCase(),
      functional_type: 'main_fund',
      legal_type: 'limited_partnership',
    })
  ).body.id;
  const started = await call<{ first_closing_id: string }>(
    'PATCH',
    `/api/fund-family/${fundFamilyId}/fundraise/`,
    { first_closing_date: '2026-01-15' },
  );
  expect(started.status).toBe(200);
  return { fundFamilyId, mainFundId, firstClosingId: started.body.first_closing_id };
}

/** A draft closing of the fund with one 1,000,000.00 commitment of a new investor. */
export async function draftClosing(
  call: Call,
  fund: { fundFamilyId: string; mainFundId: string },
  name: string,
): Promise<Closing> {
  const created = await call<Closing>('POST', '/api/closing/', {
    fund_family_id: fund.fundFamilyId,
    name,
    closing_date: '2026-06-30',
  });
  expect(created.status).toBe(201);
  const { closing } = await addInvestorCommitment(
    call,
    { closingId: created.body.id, owningEntityId: fund.mainFundId },
    `${name} investor`,
    1_000_000_00,
  );
  return closing;
}

/**
 * A new investor (its one entity named "<investor> LP") committing to a closing: the closing as
 * it answers and the commitment's id. `extra` goes with the security (an investor class, ...).
 */
export async function addInvestorCommitment(
  call: Call,
  at: { closingId: string; owningEntityId: string },
  investorName: string,
  amountCents: number,
  extra: Record<string, unknown> = {},
): Promise<{ closing: Closing; commitmentId: string }> {
  const entityName = `${investorName} LP`;
  const investor = await call<Investor>('POST', '/api/investor/', {
    name: investorName,
    external_id: null,
    primary_contact_email: null,
    entity: { full_name: entityName, legal_type: 'limited_partnership' },
  });
  const added = await call<Closing>('PUT', `/api/closing/${at.closingId}/add-security/`, {
    investor_entity_id: investor.body.entities[0]!.id,
    owning_entity_id: at.owningEntityId,
    amount_cents: amountCents,
    ...extra,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const commitment = added.body.commitments.find((c) => c.investor_entity_name === entityName);
  return { closing: added.body, commitmentId: commitment!.commitment_id };
}
