import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeBasisView } from '../../src/api/fee-basis';
import type { ClassTransactionCode } from '../../src/api/investor-class-codes';
import type { Table } from '../../src/api/table-data';
import {
  audit_log,
  investor_class_transaction_code_overrides,
  investor_classes,
} from '../../src/server/db/schema';
import { startClassChangeFixture, type ClassChangeFixture } from './class-change-fixture';
import type { ErrorBody } from './fund-configuration-kit';
import { testDatabases } from './test-databases';

describe.each(testDatabases())(
  'class transaction codes, class delete and fee basis on $name',
  (database) => {
    let k: ClassChangeFixture;
    beforeAll(async () => {
      k = await startClassChangeFixture(database, 'Class Codes Fund');
    });
    afterAll(() => k.t.dispose());

    const codesPath = (classId: string) =>
      `/fund-family/${k.fundFamilyId}/transactions/configuration/with-overrides/?investor_class_id=${classId}`;
    const overrideRows = () =>
      k.t.deps.handle.db
        .select()
        .from(investor_class_transaction_code_overrides)
        .where(eq(investor_class_transaction_code_overrides.investor_class_id, k.classId.standard));

    it('lists the family codes as they apply to a class, and saves renames and disabled codes (audited)', async () => {
      const listed = await k.call<ClassTransactionCode[]>(
        'GET',
        codesPath(k.classId.standard),
        undefined,
        k.tokens.reader,
      );
      expect(listed.status).toBe(200);
      const expenses = listed.body.find((c) => c.name === 'contribution_expenses')!;
      const commitment = listed.body.find((c) => c.name === 'commitment')!;
      expect(expenses).toMatchObject({
        is_enabled: true,
        is_overridden: false,
        is_required: false,
      });
      expect(commitment.is_required).toBe(true);

      const saved = await k.call<ClassTransactionCode[]>(
        'PUT',
        `/investor-class/${k.classId.standard}/transaction-codes/`,
        {
          overrides: [
            {
              transaction_code_id: expenses.id,
              is_enabled: false,
              display_name: '  Standard class expenses ',
            },
            // Same as the family: nothing to store.
            {
              transaction_code_id: commitment.id,
              is_enabled: true,
              display_name: commitment.display_name,
            },
          ],
        },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.find((c) => c.id === expenses.id)).toMatchObject({
        is_enabled: false,
        is_overridden: true,
        display_name: 'Standard class expenses',
        fund_display_name: 'Contribution — fund expenses',
      });
      expect(saved.body.find((c) => c.id === commitment.id)!.is_overridden).toBe(false);
      expect(await overrideRows()).toEqual([
        expect.objectContaining({
          transaction_code_id: expenses.id,
          is_enabled: false,
          display_name: 'Standard class expenses',
        }),
      ]);
      // Another class keeps the family's settings.
      const anchor = await k.call<ClassTransactionCode[]>('GET', codesPath(k.classId.anchor));
      expect(anchor.body.find((c) => c.id === expenses.id)).toMatchObject({
        is_enabled: true,
        display_name: 'Contribution — fund expenses',
      });
      const audits = await k.t.deps.handle.db
        .select({ data: audit_log.data })
        .from(audit_log)
        .where(
          and(
            eq(audit_log.target_type, 'investor_class_transaction_codes'),
            eq(audit_log.target_id, k.classId.standard),
          ),
        );
      expect(audits).toHaveLength(1);
    });

    it("shows a class's name for a code on the activity of its commitments", async () => {
      const activity = async (commitmentId: string) =>
        (
          await k.call<Table>('GET', `/commitment-information/${commitmentId}/activity-table-data/`)
        ).body.rows.map((r) => r.cells.transaction_code!.value);
      const codes = (await k.call<ClassTransactionCode[]>('GET', codesPath(k.classId.anchor))).body;
      const commitment = codes.find((c) => c.name === 'commitment')!;
      const saved = await k.call('PUT', `/investor-class/${k.classId.anchor}/transaction-codes/`, {
        overrides: [
          {
            transaction_code_id: commitment.id,
            is_enabled: true,
            display_name: 'Anchor commitment',
          },
        ],
      });
      expect(saved.status).toBe(200);
      expect(await activity(k.commitmentId)).toEqual([{ type: 'text', text: 'Anchor commitment' }]);
      // Birch is in no class: the family's name.
      expect(await activity(k.otherCommitmentId)).toEqual([{ type: 'text', text: 'Commitment' }]);
    });

    it('refuses bad input, switching off a code the product posts, a reader and another customer', async () => {
      const before = await overrideRows();
      const codes = (await k.call<ClassTransactionCode[]>('GET', codesPath(k.classId.standard)))
        .body;
      const commitment = codes.find((c) => c.name === 'commitment')!;
      const put = (body: unknown, token?: string) =>
        k.call<ErrorBody>(
          'PUT',
          `/investor-class/${k.classId.standard}/transaction-codes/`,
          body,
          token,
        );
      const required = await put({
        overrides: [{ transaction_code_id: commitment.id, is_enabled: false }],
      });
      expect(required.status).toBe(400);
      expect(required.body.data).toEqual({
        'overrides.0.is_enabled': [
          'The product posts commitment for every class; it cannot be switched off.',
        ],
      });
      const unknown = await put({
        overrides: [{ transaction_code_id: k.feeId, is_enabled: false }],
      });
      expect(unknown.body.data).toEqual({
        'overrides.0.transaction_code_id': ['No such code in this fund family.'],
      });
      expect(
        (await put({ overrides: [{ transaction_code_id: 'x', is_enabled: 'no' }] })).status,
      ).toBe(400);
      expect((await put({ overrides: [] }, k.tokens.reader)).status).toBe(403);
      expect((await put({ overrides: [] }, k.tokens.beacon)).status).toBe(404);
      expect(
        (await k.call('GET', codesPath(k.classId.standard), undefined, k.tokens.beacon)).status,
      ).toBe(404);
      expect(await overrideRows()).toEqual(before);
    });

    it('deletes a class only when no commitment uses it, with a clear conflict message (audited)', async () => {
      const inUse = await k.call<ErrorBody>('DELETE', `/investor-class/${k.classId.anchor}/`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.message).toBe(
        'Class Anchor cannot be deleted: 1 commitment is in it. Move it to another class first.',
      );
      expect(
        (
          await k.call(
            'DELETE',
            `/investor-class/${k.classId.standard}/`,
            undefined,
            k.tokens.reader,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await k.call(
            'DELETE',
            `/investor-class/${k.classId.standard}/`,
            undefined,
            k.tokens.beacon,
          )
        ).status,
      ).toBe(404);
      expect((await k.call('DELETE', `/investor-class/not-a-uuid/`)).status).toBe(404);
      const created = await k.call<{ id: string }>('POST', '/investor-class/', {
        fund_family_id: k.fundFamilyId,
        name: 'Short-lived',
      });
      expect((await k.call('DELETE', `/investor-class/${created.body.id}/`)).status).toBe(204);
      const left = await k.t.deps.handle.db
        .select()
        .from(investor_classes)
        .where(eq(investor_classes.id, created.body.id));
      expect(left).toEqual([]);
      const audits = await k.t.deps.handle.db
        .select({ action: audit_log.action })
        .from(audit_log)
        .where(
          and(
            eq(audit_log.target_type, 'investor_class'),
            eq(audit_log.target_id, created.body.id),
          ),
        );
      expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete']);
    });

    it('shows a fee basis: its dated periods and each commitment amount with its audit, to the cent', async () => {
      const view = await k.call<FeeBasisView>(
        'GET',
        `/fee-basis/${k.feeId}/?as_of=2025-02-15`,
        undefined,
        k.tokens.reader,
      );
      expect(view.status).toBe(200);
      expect(view.body.posting_period).toEqual({ start: '2025-01-01', end: '2025-03-31' });
      expect(view.body.periods).toEqual([
        expect.objectContaining({
          from: '2025-01-01',
          to: null,
          calculation_name: 'management_fee_basis',
          in_force: true,
        }),
      ]);
      const byName = Object.fromEntries(
        view.body.commitments.map((c) => [c.investor_entity_name, c]),
      );
      expect(byName['Alder Class Codes Fund LP']).toMatchObject({
        class_name: 'Anchor',
        value_on_date_cents: 10_000_000_00,
        period_basis: '1000000000',
        window: { start: '2025-01-01', end: '2025-03-31' },
      });
      expect(byName['Birch Class Codes Fund LP']!.value_on_date_cents).toBe(4_000_000_01);
      expect(view.body.total_on_date_cents).toBe(14_000_000_01);
      expect(byName['Alder Class Codes Fund LP']!.audit.map((s) => s.step)).toEqual([
        'management_fee_basis on 02/15/2025',
        'Basis (day-weighted average)',
      ]);
      // Before the fee's basis starts nothing is in force.
      const early = await k.call<FeeBasisView>('GET', `/fee-basis/${k.feeId}/?as_of=2024-12-31`);
      expect(early.body.total_on_date_cents).toBe(0);
      expect(early.body.periods[0]!.in_force).toBe(false);
      const bad = await k.call<ErrorBody>('GET', `/fee-basis/${k.feeId}/?as_of=2025-13-45`);
      expect(bad.status).toBe(400);
      expect(bad.body.data).toEqual({ as_of: ['Must be valid date'] });
      expect(
        (await k.call('GET', `/fee-basis/${k.feeId}/`, undefined, k.tokens.beacon)).status,
      ).toBe(404);
    });
  },
);
