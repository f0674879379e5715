import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosingOrderOfOperations } from '../../src/api/closing-order-of-operations';
import type { ClosingStats } from '../../src/api/closing-stats';
import { modelManagementFee } from '../../src/api/fee-examples';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import { startConfigurationKit, type ConfigurationKit } from './fund-configuration-kit';
import { testDatabases } from './test-databases';
import { finalizeClosing } from './finalize-closing';

const dollars = (amount: number) => amount * 100;

describe.each(testDatabases())(
  'closing fee true-up from the stored fee terms on $name',
  (database) => {
    let k: ConfigurationKit;
    let admin: string;
    let secondCloseId: string;
    const entity: Record<string, string> = {};

    beforeAll(async () => {
      k = await startConfigurationKit(database, 'Fee True-Up Fund');
      admin = (await k.t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    });
    afterAll(() => k.t.dispose());

    const asAdmin = <T>(method: string, path: string, body?: unknown) =>
      k.call<T>(method, path, body, admin);

    const finalize = async (closingId: string) => {
      await finalizeClosing(k.t, closingId);
    };

    it('sets up a fund: a 2% fee on commitments, a 1.5% class, a first close on 2026-01-15', async () => {
      const created = await k.call<{ id: string }>('POST', '/fee-information/', {
        fund_family_id: k.fundFamilyId,
        ...modelManagementFee(k.basisCalculationId, '2026-01-01'),
      });
      expect(created.status).toBe(201);
      const anchor = await k.call<{ id: string }>('POST', '/investor-class/', {
        fund_family_id: k.fundFamilyId,
        name: 'Anchor',
        description: null,
        fee_overrides: [
          { fee_id: created.body.id, rates: [{ from: '2026-01-01', rate_percent: '1.5' }] },
        ],
      });
      expect(anchor.status).toBe(201);
      entity.anchorClass = anchor.body.id;
      const main = await asAdmin<FundEntity>(
        'POST',
        `/fund-family/${k.fundFamilyId}/fund-entities/`,
        {
          name: 'Fee True-Up Fund, L.P.',
          short_name: 'FTU',
          functional_type: 'main_fund',
          legal_type: 'limited_partnership',
        },
      );
      entity.main = main.body.id;
      for (const name of ['Atlas', 'Delta', 'Echo']) {
        const investor = await asAdmin<Investor>('POST', '/investor/', {
          name: `${name} True-Up Investor`,
          external_id: null,
          primary_contact_email: null,
          entity: { full_name: `${name} True-Up LP`, legal_type: 'limited_partnership' },
        });
        entity[name] = investor.body.entities[0]!.id;
      }
      const started = await asAdmin<{ first_closing_id: string }>(
        'PATCH',
        `/fund-family/${k.fundFamilyId}/fundraise/`,
        { first_closing_date: '2026-01-15' },
      );
      expect(started.status).toBe(200);
      await asAdmin('PUT', `/closing/${started.body.first_closing_id}/add-security/`, {
        investor_entity_id: entity.Atlas,
        owning_entity_id: entity.main,
        amount_cents: dollars(10_000_000),
      });
      const first = await asAdmin<Closing>('GET', `/closing/${started.body.first_closing_id}/`);
      // The first close owes no true-up, and says why.
      expect(first.body.fee_true_ups).toEqual([]);
      expect(first.body.fee_true_up_note).toMatch(/first close/);
      await finalize(started.body.first_closing_id);
    });

    it('charges a subsequent closer the fee since the first close under the stored terms, worked by hand', async () => {
      const created = await asAdmin<{ id: string }>('POST', '/closing/', {
        fund_family_id: k.fundFamilyId,
        name: 'Second close',
        closing_date: '2026-06-30',
      });
      secondCloseId = created.body.id;
      for (const [name, amount] of [
        ['Delta', 5_000_000],
        ['Echo', 2_000_000],
      ] as const) {
        await asAdmin('PUT', `/closing/${secondCloseId}/add-security/`, {
          investor_entity_id: entity[name],
          owning_entity_id: entity.main,
          amount_cents: dollars(amount),
        });
      }
      const draft = await asAdmin<Closing>('GET', `/closing/${secondCloseId}/`);
      const echo = draft.body.commitments.find(
        (c) => c.investor_entity_name === 'Echo True-Up LP',
      )!;
      const profiled = await asAdmin('PUT', `/commitment-information/${echo.commitment_id}/`, {
        is_gp: false,
        investor_class_id: entity.anchorClass,
      });
      expect(profiled.status).toBe(200);
      const closing = (await asAdmin<Closing>('GET', `/closing/${secondCloseId}/`)).body;
      // Fee start 2026-01-15 (first close), admission 2026-06-30: fees run to 2026-06-29.
      // Quarter 1 from 2026-01-15 to 03-31 is 76 days, quarter 2 from 04-01 to 06-29 is 90 days.
      // Delta, $5,000,000 at the fund's 2%: $100,000 a year.
      //   Q1 10,000,000¢ × 76 / 365 = 2,082,191.78¢ → 2,082,192¢; Q2 × 90 / 365 = 2,465,753.42¢ → 2,465,753¢
      //   total 4,547,945¢ ($45,479.45)
      // Echo, $2,000,000 at its class's 1.5%: $30,000 a year.
      //   Q1 3,000,000¢ × 76 / 365 = 624,657.53¢ → 624,658¢; Q2 × 90 / 365 = 739,726.03¢ → 739,726¢
      //   total 1,364,384¢ ($13,643.84)
      const lines = closing.fee_true_ups.map((l) => [l.investor_entity_name, l.amount_cents]);
      expect(lines.sort()).toEqual([
        ['Delta True-Up LP', 4_547_945],
        ['Echo True-Up LP', 1_364_384],
      ]);
      expect(closing.fee_true_up_note).toBeNull();
      expect(closing.fee_true_up_audit).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            step: 'Delta True-Up LP, Management fee: 2026-01-15 to 2026-03-31',
            formula: 'basis × rate × days ÷ year (actual 365)',
            inputs: expect.objectContaining({
              basis: '5,000,000.00',
              rate: '2% (fund rate)',
              days: 76,
            }),
          }),
          expect.objectContaining({
            step: 'Echo True-Up LP, Management fee: 2026-04-01 to 2026-06-29',
            inputs: expect.objectContaining({ rate: '1.5% (class rate)', days: 90 }),
          }),
          expect.objectContaining({
            step: 'Delta True-Up LP: fee true-up',
            value: 4_547_945,
            unit: 'cents',
          }),
        ]),
      );
      // No earlier call: nothing to equalize, the fee true-up stands on the terms alone.
      expect(closing.equalization).toEqual([]);
      const plan = await asAdmin<ClosingOrderOfOperations>(
        'GET',
        `/closing/${secondCloseId}/order-of-operations/`,
      );
      const feeStep = plan.body.steps.find((s) => s.operation === 'fee_true_ups')!;
      expect(feeStep.total_cents).toBe(4_547_945 + 1_364_384);
      expect(feeStep.postings.every((p) => p.transaction_code === 'management_fee_true_up')).toBe(
        true,
      );
      const stats = await asAdmin<ClosingStats>('GET', `/closing/${secondCloseId}/stats/`);
      expect(
        stats.body.figures.find((f) => f.step.startsWith('Management fee true-up')),
      ).toMatchObject({ value: 5_912_329, inputs: { commitments: 2 } });
    });

    it('posts the true-ups on finalizing and keeps how they were computed', async () => {
      const before = (await asAdmin<Closing>('GET', `/closing/${secondCloseId}/`)).body;
      await finalize(secondCloseId);
      const after = (await asAdmin<Closing>('GET', `/closing/${secondCloseId}/`)).body;
      expect(after.state).toBe('finalized');
      expect(after.fee_true_ups.map((l) => l.amount_cents).sort()).toEqual([1_364_384, 4_547_945]);
      expect(after.fee_true_up_audit).toEqual(before.fee_true_up_audit);
      const posted = await k.t.deps.handle.query<{ amount_cents: number; is_draft: boolean }>(
        `SELECT t.amount_cents::int AS amount_cents, t.is_draft FROM transactions t
       JOIN transaction_codes c ON c.id = t.transaction_code_id
       WHERE t.fund_family_id = $1 AND c.name = 'management_fee_true_up' ORDER BY 1`,
        [k.fundFamilyId],
      );
      expect(posted).toEqual([
        { amount_cents: 1_364_384, is_draft: false },
        { amount_cents: 4_547_945, is_draft: false },
      ]);
    });

    it("gives another customer's user nothing, and refuses a bad closing date", async () => {
      const other = await k.call('GET', `/closing/${secondCloseId}/`, undefined, k.tokens.beacon);
      expect(other.status).toBe(404);
      const bad = await asAdmin<{ data: Record<string, string[]> }>('POST', '/closing/', {
        fund_family_id: k.fundFamilyId,
        name: 'Third close',
        closing_date: '2026-02-30',
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.data)).toEqual(['closing_date']);
    });
  },
);
