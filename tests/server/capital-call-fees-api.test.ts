import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amountOrFeePeriodRequired,
  capitalCallEventSchema,
  computedFeeTakesNoOverrides,
  feePeriodEndBeforeStart,
  feePeriodOnlyForFees,
  type CapitalCallEvent,
  type CapitalCallInput,
} from '../../src/api/capital-call';
import {
  capitalCallBreakdownSchema,
  type CapitalCallBreakdown,
} from '../../src/api/capital-call-breakdown';
import { modelManagementFee } from '../../src/api/fee-examples';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import { transaction_codes, transactions } from '../../src/server/db/schema';
import { finalizeClosing } from './finalize-closing';
import { startConfigurationKit, type ConfigurationKit } from './fund-configuration-kit';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };
const dollars = (amount: number) => amount * 100;

/**
 * The management fee line of a call computed by the fee engine from the fund's stored fee terms
 * (issue 17 step 2), worked by hand on a small fund:
 * - one management fee: 2% a year on committed capital (the management_fee_basis calculation),
 *   actual/365, quarterly, charged in advance, day-weighted average basis, partial periods by
 *   their own days; class Anchor pays 1.5%, class Founders 0% (fee-exempt);
 * - first close 2026-01-15: Atlas $10,000,000 (fund rate), Echo $2,000,000 (Anchor),
 *   Gus $1,000,000 (Founders); nothing else on the ledger.
 *
 * Q2 2026 (2026-04-01 to 2026-06-30, 91 days), gross fees:
 * - Atlas 1,000,000,000¢ × 2% × 91/365 = 4,986,301.37¢ → 4,986,301¢
 * - Echo    200,000,000¢ × 1.5% × 91/365 = 747,945.21¢ → 747,945¢
 * - Gus 0¢ (0% class). Line: 5,734,246¢.
 * Q1 2026 (2026-01-01 to 03-31; the fee term starts at the first close, 2026-01-15: 76 days):
 * - Atlas 20,000,000¢ × 76/365 = 4,164,383.56¢ → 4,164,384¢
 * - Echo   3,000,000¢ × 76/365 =   624,657.53¢ →   624,658¢. Line: 4,789,042¢.
 */
describe.each(testDatabases())(
  'capital call management fees from the fee engine on $name',
  (database) => {
    let k: ConfigurationKit;
    const token = { admin: '', writer: '', approver: '' };
    const commitment: Record<'Atlas' | 'Echo' | 'Gus', string> = { Atlas: '', Echo: '', Gus: '' };
    let eventId = '';

    const as = <T>(who: keyof typeof token, method: string, path: string, body?: unknown) =>
      k.call<T>(method, path, body, token[who]);
    const base = () => `/fund-family/${k.fundFamilyId}`;
    const feeUse = (start: string, end: string) => ({
      kind: 'management_fees' as const,
      description: `Management fee ${start} to ${end}`,
      fee_period: { start, end },
      transaction_code: 'contribution_management_fee',
      overrides: [],
    });
    const input = (uses: CapitalCallInput['uses']): CapitalCallInput => ({
      name: null,
      notice_date: '2026-03-20',
      due_date: '2026-04-01',
      allocation_rule_graph_id: null,
      uses,
    });
    const byLp = (breakdown: CapitalCallBreakdown, useId: string) =>
      Object.fromEntries(breakdown.rows.map((r) => [r.lp, r.by_use[useId]]));

    beforeAll(async () => {
      k = await startConfigurationKit(database, 'Fee Call Fund');
      token.admin = (await k.t.signIn('admin@demo.test', 'demo-admin-2026')).access;
      token.writer = (await k.t.signIn('writer@demo.test', 'demo-writer-2026')).access;
      token.approver = (await k.t.signIn('approver@demo.test', 'demo-approver-2026')).access;
      const fee = await k.call<{ id: string }>('POST', '/fee-information/', {
        fund_family_id: k.fundFamilyId,
        ...modelManagementFee(k.basisCalculationId, '2026-01-01'),
      });
      expect(fee.status).toBe(201);
      const classId: Record<string, string> = {};
      for (const [name, rate] of [
        ['Anchor', '1.5'],
        ['Founders', '0'],
      ] as const) {
        const created = await k.call<{ id: string }>('POST', '/investor-class/', {
          fund_family_id: k.fundFamilyId,
          name,
          description: null,
          fee_overrides: [
            { fee_id: fee.body.id, rates: [{ from: '2026-01-01', rate_percent: rate }] },
          ],
        });
        expect(created.status).toBe(201);
        classId[name] = created.body.id;
      }
      const main = await as<FundEntity>('admin', 'POST', `${base()}/fund-entities/`, {
        name: 'Fee Call Fund, L.P.',
        short_name: 'FCF',
        functional_type: 'main_fund',
        legal_type: 'limited_partnership',
      });
      const started = await as<{ first_closing_id: string }>(
        'admin',
        'PATCH',
        `${base()}/fundraise/`,
        {
          first_closing_date: '2026-01-15',
        },
      );
      expect(started.status).toBe(200);
      const closingId = started.body.first_closing_id;
      for (const [name, amount, cls] of [
        ['Atlas', 10_000_000, null],
        ['Echo', 2_000_000, 'Anchor'],
        ['Gus', 1_000_000, 'Founders'],
      ] as const) {
        const investor = await as<Investor>('admin', 'POST', '/investor/', {
          name: `${name} Fee Investor`,
          external_id: null,
          primary_contact_email: null,
          entity: { full_name: `${name} Fee LP`, legal_type: 'limited_partnership' },
        });
        const added = await as<Closing>('admin', 'PUT', `/closing/${closingId}/add-security/`, {
          investor_entity_id: investor.body.entities[0]!.id,
          owning_entity_id: main.body.id,
          amount_cents: dollars(amount),
        });
        expect(added.status).toBe(200);
        commitment[name] = added.body.commitments.find(
          (c) => c.investor_entity_name === `${name} Fee LP`,
        )!.commitment_id;
        if (cls) {
          const profiled = await as(
            'admin',
            'PUT',
            `/commitment-information/${commitment[name]}/`,
            {
              is_gp: false,
              investor_class_id: classId[cls],
            },
          );
          expect(profiled.status).toBe(200);
        }
      }
      await finalizeClosing(k.t, closingId);
    });
    afterAll(() => k.t.dispose());

    it('drafts a Q2 fee line computed by the engine: each LP its hand-worked gross fee, the 0% class nothing', async () => {
      const created = await as<CapitalCallEvent>(
        'writer',
        'POST',
        `${base()}/fund-family-event`,
        input([feeUse('2026-04-01', '2026-06-30')]),
      );
      expect(created.status).toBe(201);
      eventId = created.body.id;
      const [use] = created.body.uses;
      expect(use).toEqual({
        id: expect.any(String),
        kind: 'management_fees',
        description: 'Management fee 2026-04-01 to 2026-06-30',
        amount_cents: 5_734_246,
        transaction_code: 'contribution_management_fee',
        overrides: [],
        fee_period: { start: '2026-04-01', end: '2026-06-30' },
        fee_methodology: 'gross',
      });
      expect(created.body.total_cents).toBe(5_734_246);
      expect(created.body.checks.map((c) => c.status)).toEqual([
        'passed',
        'passed',
        'passed',
        'passed',
        'not_run',
      ]);

      const breakdown = await as<CapitalCallBreakdown>(
        'writer',
        'GET',
        `${base()}/capital-call/${eventId}/breakdown`,
      );
      expect(breakdown.status).toBe(200);
      expect(byLp(breakdown.body, use!.id)).toEqual({
        'Atlas Fee LP': 4_986_301,
        'Echo Fee LP': 747_945,
        'Gus Fee LP': 0,
      });
      expect(breakdown.body.total.by_use[use!.id]).toBe(5_734_246);
      // Both answers are in their documented shapes (the fee audit's steps included).
      expect(v.safeParse(capitalCallEventSchema, created.body).issues).toBeUndefined();
      expect(v.safeParse(capitalCallBreakdownSchema, breakdown.body).issues).toBeUndefined();
      // Each LP's share shows how the engine computed it.
      const auditOf = (lp: string) =>
        breakdown.body.rows.find((r) => r.lp === lp)!.fee_audit![use!.id]!;
      const echo = auditOf('Echo Fee LP');
      expect(echo[0]).toMatchObject({
        step: 'Management fee, 2026-04-01 to 2026-06-30',
        inputs: expect.objectContaining({ 'capital call methodology': 'gross' }),
      });
      expect(echo).toContainEqual(
        expect.objectContaining({
          step: 'Fee 2026-04-01..2026-06-30',
          inputs: expect.objectContaining({
            basis: '200000000',
            rate: '0.015',
            rateSource: 'investor_class',
          }),
        }),
      );
      expect(echo).toContainEqual(expect.objectContaining({ step: 'Gross fee', value: 747_945 }));
      expect(echo.at(-1)).toEqual({
        step: 'Management fee called',
        formula: 'gross fee',
        value: 747_945,
        unit: 'cents',
      });
      expect(auditOf('Gus Fee LP').at(-1)).toMatchObject({
        value: 0,
        note: 'fee-exempt (its rate is 0%, its own or its class’s)',
      });
      expect(auditOf('Atlas Fee LP')).toContainEqual(
        expect.objectContaining({ step: 'Gross fee', value: 4_986_301 }),
      );
    });

    it('refuses what cannot be computed, each on its field', async () => {
      const cases: [string, CapitalCallInput['uses'], Record<string, string[]>][] = [
        [
          'a fee period on another kind of line',
          [
            {
              ...feeUse('2026-04-01', '2026-06-30'),
              kind: 'fund_expenses',
              transaction_code: 'contribution_expenses',
            },
          ],
          { 'uses.0.fee_period': [feePeriodOnlyForFees] },
        ],
        [
          'neither an amount nor a fee period',
          [
            {
              kind: 'fund_expenses',
              description: 'Audit',
              transaction_code: 'contribution_expenses',
              overrides: [],
            },
          ],
          { 'uses.0.amount_cents': [amountOrFeePeriodRequired] },
        ],
        [
          'a period ending before it starts',
          [feeUse('2026-06-30', '2026-04-01')],
          { 'uses.0.fee_period.end': [feePeriodEndBeforeStart] },
        ],
        [
          'overrides on a computed line',
          [
            {
              ...feeUse('2026-04-01', '2026-06-30'),
              overrides: [{ commitment_id: commitment.Atlas, amount_cents: 100 }],
            },
          ],
          { 'uses.0.overrides': [computedFeeTakesNoOverrides] },
        ],
        [
          'a period before the fund bears fees',
          [feeUse('2025-10-01', '2025-12-31')],
          { 'uses.0.fee_period': ['The fee engine computes no management fee for this period.'] },
        ],
      ];
      for (const [what, uses, data] of cases) {
        const refused = await as<ErrorBody>(
          'writer',
          'POST',
          `${base()}/fund-family-event`,
          input(uses),
        );
        expect([what, refused.status, refused.body.code, refused.body.data]).toEqual([
          what,
          400,
          'invalid',
          data,
        ]);
      }
    });

    it('PUT recomputes the line for a new period (a typed amount sent with it is not kept)', async () => {
      const updated = await as<CapitalCallEvent>(
        'writer',
        'PUT',
        `${base()}/fund-family-event/${eventId}`,
        input([{ ...feeUse('2026-01-01', '2026-03-31'), amount_cents: 1 }]),
      );
      expect(updated.status).toBe(200);
      const [use] = updated.body.uses;
      expect([use!.amount_cents, use!.fee_period]).toEqual([
        4_789_042,
        { start: '2026-01-01', end: '2026-03-31' },
      ]);
      const breakdown = await as<CapitalCallBreakdown>(
        'writer',
        'GET',
        `${base()}/capital-call/${eventId}/breakdown`,
      );
      expect(byLp(breakdown.body, use!.id)).toEqual({
        'Atlas Fee LP': 4_164_384,
        'Echo Fee LP': 624_658,
        'Gus Fee LP': 0,
      });
    });

    it('finalizes: the ledger holds exactly the engine’s fee per LP under the event', async () => {
      const done = await as<CapitalCallEvent>(
        'approver',
        'PATCH',
        `${base()}/fund-family-event/${eventId}/finalize`,
      );
      expect(done.status).toBe(200);
      expect(done.body.state).toBe('completed');
      expect(done.body.checks.map((c) => c.status)).toEqual([
        'passed',
        'passed',
        'passed',
        'passed',
        'passed',
      ]);
      const rows = await k.t.deps.handle.db
        .select({
          commitment_id: transactions.commitment_id,
          code: transaction_codes.name,
          amount: transactions.amount_cents,
        })
        .from(transactions)
        .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
        .where(eq(transactions.fund_family_event_id, eventId));
      expect(
        Object.fromEntries(
          rows.filter((r) => r.amount !== 0).map((r) => [`${r.commitment_id}|${r.code}`, r.amount]),
        ),
      ).toEqual({
        [`${commitment.Atlas}|contribution_management_fee`]: 4_164_384,
        [`${commitment.Echo}|contribution_management_fee`]: 624_658,
      });
      // The kept breakdown still shows how each fee was computed.
      const kept = await as<CapitalCallBreakdown>(
        'writer',
        'GET',
        `${base()}/capital-call/${eventId}/breakdown`,
      );
      const atlas = kept.body.rows.find((r) => r.lp === 'Atlas Fee LP')!;
      expect(atlas.fee_audit![done.body.uses[0]!.id]!.at(-1)).toMatchObject({ value: 4_164_384 });
    });
  },
);
