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

  /** The ledger summed now, in the groups commitment_ledger_totals keeps. */
  const summedLedger = `
    SELECT r.commitment_id, r.is_draft, e.event_type,
           CASE WHEN e.event_type = 'closing' THEN e.id END AS closing_event_id,
           r.transaction_code_id, r.amount_cents > 0 AS is_positive,
           sum(r.amount_cents)::bigint AS amount_cents, count(*)::integer AS row_count
    FROM transactions r JOIN fund_family_events e ON e.id = r.fund_family_event_id
    WHERE r.commitment_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6`;
  const kept = `
    SELECT commitment_id, is_draft, event_type, closing_event_id, transaction_code_id,
           is_positive, amount_cents, row_count
    FROM commitment_ledger_totals`;
  const sorted = (rows: Record<string, unknown>[]) =>
    rows
      .map((r) =>
        JSON.stringify([
          r.commitment_id,
          r.is_draft,
          r.event_type,
          r.closing_event_id,
          r.transaction_code_id,
          r.is_positive,
          Number(r.amount_cents),
          Number(r.row_count),
        ]),
      )
      .sort();
  const expectTotalsFollowLedger = async () =>
    expect(sorted(await t.deps.handle.query(kept))).toEqual(
      sorted(await t.deps.handle.query(summedLedger)),
    );

  it('keeps the totals equal to the ledger through inserts, updates and deletes', async () => {
    await expectTotalsFollowLedger();
    const [row] = await t.deps.handle.query<{ id: number; commitment_id: string }>(
      `SELECT r.id, r.commitment_id FROM transactions r
       JOIN fund_family_events e ON e.id = r.fund_family_event_id
       WHERE r.commitment_id IS NOT NULL AND e.event_type = 'closing' AND NOT r.is_draft
       ORDER BY r.id LIMIT 1`,
    );
    // A copy of a row (insert), then the copy's amount, sign and draft flag changed (update).
    const [copy] = await t.deps.handle.query<{ id: number }>(
      `INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id,
         investor_entity_id, commitment_id, transaction_code_id, amount_cents, effective_date)
       SELECT customer_id, fund_family_id, fund_family_event_id, fund_entity_id,
         investor_entity_id, commitment_id, transaction_code_id, 12345, effective_date
       FROM transactions WHERE id = $1 RETURNING id`,
      [row!.id],
    );
    await expectTotalsFollowLedger();
    await t.deps.handle.query(
      'UPDATE transactions SET amount_cents = -700, is_draft = true WHERE id = $1',
      [copy!.id],
    );
    await expectTotalsFollowLedger();
    await t.deps.handle.query('DELETE FROM transactions WHERE id = $1', [copy!.id]);
    await expectTotalsFollowLedger();
    // Events deleted with their rows (the foreign key's cascade), a closing among them: their
    // groups go with them.
    for (const eventType of ['adjustment', 'closing']) {
      const [event] = await t.deps.handle.query<{ id: string }>(
        `INSERT INTO fund_family_events (customer_id, fund_family_id, event_type, state, name,
           effective_date, sequence)
         SELECT customer_id, fund_family_id, $2, 'completed', 'Totals test', '2300-01-01', 1
         FROM transactions WHERE id = $1 RETURNING id`,
        [row!.id, eventType],
      );
      await t.deps.handle.query(
        `INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id,
           investor_entity_id, commitment_id, transaction_code_id, amount_cents, effective_date)
         SELECT customer_id, fund_family_id, $2, fund_entity_id, investor_entity_id,
           commitment_id, transaction_code_id, amount, '2300-01-01'
         FROM transactions, (VALUES (500), (-200)) AS amounts(amount) WHERE id = $1`,
        [row!.id, event!.id],
      );
      await expectTotalsFollowLedger();
      await t.deps.handle.query('DELETE FROM fund_family_events WHERE id = $1', [event!.id]);
      await expectTotalsFollowLedger();
    }
  });
});
