import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitmentLedgerFigures } from '../../src/domain/ledger-figures';
import {
  figureRowsByCommitment,
  figureTotalsByCommitment,
} from '../../src/server/commitment/commitment-information';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * Issue 16's bench: the commitments and investors tables read the ledger summed by the
 * database (figureTotalsByCommitment) instead of row by row. Over the seeded demo (closings
 * with equalization and its interest, a capital call, transfers) every commitment's figures,
 * and the number of rows behind each, are the same either way.
 */
describe.each(testDatabases())('commitment figures from summed rows on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.dispose());

  it('gives every demo commitment the figures its rows give', async () => {
    const customers = await t.deps.handle.query<{ id: string }>('SELECT id FROM customers');
    let compared = 0;
    for (const { id: customerId } of customers) {
      const ids = (
        await t.deps.handle.query<{ id: string }>(
          'SELECT id FROM commitments WHERE customer_id = $1',
          [customerId],
        )
      ).map((r) => r.id);
      const scope = { customerId };
      const rows = await figureRowsByCommitment(t.deps.handle.db, scope, ids);
      const totals = await figureTotalsByCommitment(t.deps.handle.db, scope, ids);
      expect([...totals.keys()].sort()).toEqual([...rows.keys()].sort());
      for (const [commitmentId, own] of rows) {
        expect(commitmentLedgerFigures(totals.get(commitmentId)!), commitmentId).toEqual(
          commitmentLedgerFigures(own),
        );
        compared += 1;
      }
      // Fewer rows read: what the bench needs.
      const read = [...totals.values()].reduce((n, list) => n + list.length, 0);
      const all = [...rows.values()].reduce((n, list) => n + list.length, 0);
      expect(read).toBeLessThanOrEqual(all);
    }
    expect(compared).toBeGreaterThan(40);
  });
});
