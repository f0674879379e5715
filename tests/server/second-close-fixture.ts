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
