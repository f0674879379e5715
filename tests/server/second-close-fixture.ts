import type { TestApp } from './test-app';
import { buildTransferFixture, type Call, type TransferFixture } from './transfer-fixture';

/**
 * The transfer fixture's fund (Atlas $2,500,000.05 and Cedar $1,000,000 closed, $700,000.03
 * called for investments) with a draft second close on 2026-06-30 that has something to
 * equalize against.
 */
export async function draftSecondClose(
  t: TestApp,
  call: Call,
): Promise<{ fixture: TransferFixture; closingId: string }> {
  const fixture = await buildTransferFixture(t, call);
  const created = await call<{ id: string }>('POST', '/api/closing/', {
    fund_family_id: fixture.fundFamilyId,
    name: 'Second close',
    closing_date: '2026-06-30',
  });
  return { fixture, closingId: created.body.id };
}

/** Admits Delta and Birch to the draft second close in the main fund: their commitment ids. */
export async function admitDeltaAndBirch(
  call: Call,
  fixture: TransferFixture,
  closingId: string,
  amounts: Record<'Birch' | 'Delta', number>,
): Promise<Record<'Birch' | 'Delta', string>> {
  const admitted = { Birch: '', Delta: '' };
  for (const name of ['Delta', 'Birch'] as const) {
    const added = await call<{
      commitments: { commitment_id: string; investor_entity_id: string }[];
    }>('PUT', `/api/closing/${closingId}/add-security/`, {
      investor_entity_id: fixture.entity[name],
      owning_entity_id: fixture.mainFund.id,
      amount_cents: amounts[name],
    });
    admitted[name] = added.body.commitments.find(
      (c) => c.investor_entity_id === fixture.entity[name],
    )!.commitment_id;
  }
  return admitted;
}
