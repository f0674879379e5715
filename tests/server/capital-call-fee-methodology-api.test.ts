import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capitalCallEventSchema,
  type CapitalCallEvent,
  type CapitalCallInput,
} from '../../src/api/capital-call';
import type { CapitalCallBreakdown } from '../../src/api/capital-call-breakdown';
import type { FeeChargeEventView } from '../../src/api/fee-charge-event';
import type { FundFamilyConfig } from '../../src/api/fund-structure';
import { netFeesNeedPublishedCharge } from '../../src/server/capital-call/capital-call-fees';
import { audit_log } from '../../src/server/db/schema';
import { startFeeChargeFund, type FeeChargeFund } from './fee-charge-fund';
import type { ConfigurationKit } from './fund-configuration-kit';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

/**
 * The fund's capital call methodology (spec §3 "gross or net fees"), worked by hand on a small
 * fund: one management fee, 2% a year on committed capital, actual/365, quarterly in advance,
 * day-weighted average basis; transaction fee offsets at 100%, offsets first, waivers accrued per
 * LP; class Founders 0% (fee-exempt). First close 2026-01-15: Atlas $10,000,000, Echo $2,000,000
 * (both at the fund's rate), Gus $1,000,000 (Founders).
 *
 * Q2 2026 (2026-04-01 to 06-30, 91 days), gross:
 * - Atlas 1,000,000,000¢ × 2% × 91/365 = 4,986,301.37¢ → 4,986,301¢
 * - Echo    200,000,000¢ × 2% × 91/365 =   997,260.27¢ →   997,260¢
 * - Gus 0¢ (0% class). Line: 5,983,561¢.
 * The Q2 fee charge holds a $6,000.00 transaction fee offset (600,000¢ at 100%), shared by
 * commitment among the LPs bearing the fee (Gus's class takes none): Atlas 600,000 × 10/12 =
 * 500,000¢, Echo 600,000 × 2/12 = 100,000¢; and a $1,000.00 waiver for Atlas (100,000¢).
 * Net, offsets first (none exceeds its fee):
 * - Atlas 4,986,301 − 500,000 − 100,000 = 4,386,301¢
 * - Echo    997,260 − 100,000           =   897,260¢
 * - Gus 0¢. Line: 5,283,561¢.
 * Q3 2026 (07-01 to 09-30, 92 days) has no fee charge, so net is gross:
 * - Atlas 20,000,000¢ × 92/365 = 5,041,095.89¢ → 5,041,096¢; Echo 4,000,000¢ × 92/365 =
 *   1,008,219.18¢ → 1,008,219¢. Line: 6,049,315¢.
 */
describe.each(testDatabases())(
  'capital call methodology, gross or net fees, on $name',
  (database) => {
    let k: ConfigurationKit;
    let as: FeeChargeFund['as'];
    let commitment: FeeChargeFund['commitment'];
    let chargeId = '';
    let callId = '';

    const base = () => `/fund-family/${k.fundFamilyId}`;
    const configPath = () => `/fund-family-config/${k.fundFamilyId}/`;
    const callInput = (start: string, end: string): CapitalCallInput => ({
      name: null,
      notice_date: '2026-03-20',
      due_date: '2026-04-01',
      allocation_rule_graph_id: null,
      uses: [
        {
          kind: 'management_fees',
          description: `Management fee ${start} to ${end}`,
          fee_period: { start, end },
          transaction_code: 'contribution_management_fee',
          overrides: [],
        },
      ],
    });
    const breakdownOf = async (useId: string) => {
      const breakdown = await as<CapitalCallBreakdown>(
        'writer',
        'GET',
        `${base()}/capital-call/${callId}/breakdown`,
      );
      expect(breakdown.status).toBe(200);
      return {
        byLp: Object.fromEntries(breakdown.body.rows.map((r) => [r.lp, r.by_use[useId]])),
        auditOf: (lp: string) => breakdown.body.rows.find((r) => r.lp === lp)!.fee_audit![useId]!,
      };
    };
    const readConfig = async () => (await as<FundFamilyConfig>('writer', 'GET', configPath())).body;

    beforeAll(async () => {
      let feeId: string;
      ({ k, as, feeId, commitment } = await startFeeChargeFund(
        database,
        { name: 'Fee Methodology Fund', shortName: 'FMF', lpSuffix: 'Methodology' },
        [
          ['Atlas', 10_000_000],
          ['Echo', 2_000_000],
          ['Gus', 1_000_000, 'Founders'],
        ],
      ));
      // The Q2 fee charge with its offset and waiver, still a draft.
      const charge = await as<FeeChargeEventView>('writer', 'POST', '/fee-charge-event/', {
        fund_family_id: k.fundFamilyId,
        fee_id: feeId,
        period_start: '2026-04-01',
      });
      expect(charge.status).toBe(201);
      chargeId = charge.body.id;
      const applied = await as<FeeChargeEventView>(
        'writer',
        'POST',
        `/fee-charge-event/${chargeId}/fee-offset-applications/`,
        {
          offsets: [
            {
              type: 'transaction_fees',
              amount_cents: 600_000,
              date: '2026-03-15',
              description: 'Deal fee',
            },
          ],
          waivers: [{ commitment_id: commitment.Atlas, amount_cents: 100_000 }],
        },
      );
      expect(applied.status).toBe(200);
    });
    afterAll(() => k.t.dispose());

    it('is gross by default: the Q2 line calls each LP its hand-worked gross fee', async () => {
      expect((await readConfig()).capital_call_methodology).toBe('gross');
      const created = await as<CapitalCallEvent>(
        'writer',
        'POST',
        `${base()}/fund-family-event`,
        callInput('2026-04-01', '2026-06-30'),
      );
      expect(created.status).toBe(201);
      callId = created.body.id;
      const [use] = created.body.uses;
      expect([use!.amount_cents, use!.fee_methodology]).toEqual([5_983_561, 'gross']);
      const { byLp, auditOf } = await breakdownOf(use!.id);
      expect(byLp).toEqual({
        'Atlas Methodology LP': 4_986_301,
        'Echo Methodology LP': 997_260,
        'Gus Methodology LP': 0,
      });
      const atlas = auditOf('Atlas Methodology LP');
      expect(atlas[0]!.inputs).toMatchObject({ 'capital call methodology': 'gross' });
      expect(atlas.map((s) => s.step)).not.toContain('Offsets applied');
      expect(atlas.at(-1)).toMatchObject({ formula: 'gross fee', value: 4_986_301 });
    });

    it('refuses a value outside the list on its field, and another customer or a reader, changing nothing', async () => {
      const config = await readConfig();
      const bad = await as<ErrorBody>('writer', 'PUT', configPath(), {
        ...config,
        capital_call_methodology: 'foo',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('invalid');
      expect(Object.keys(bad.body.data!)).toEqual(['capital_call_methodology']);
      const foreign = await as<ErrorBody>('beacon', 'PUT', configPath(), {
        ...config,
        capital_call_methodology: 'net',
      });
      expect([403, 404]).toContain(foreign.status);
      expect((await as('beacon', 'GET', configPath())).status).toBe(404);
      const reader = await as('reader', 'PUT', configPath(), {
        ...config,
        capital_call_methodology: 'net',
      });
      expect(reader.status).toBe(403);
      expect(await readConfig()).toEqual(config);
    });

    it('switched to net, refuses while the period’s fee charge is a draft', async () => {
      const config = await readConfig();
      const saved = await as<FundFamilyConfig>('writer', 'PUT', configPath(), {
        ...config,
        capital_call_methodology: 'net',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ ...config, capital_call_methodology: 'net' });
      expect((await readConfig()).capital_call_methodology).toBe('net');
      // The change is in the audit log like every profile setting.
      const audits = await k.t.deps.handle.db
        .select({ data: audit_log.data })
        .from(audit_log)
        .where(
          and(
            eq(audit_log.target_type, 'fund_family_config'),
            eq(audit_log.target_id, k.fundFamilyId),
          ),
        );
      expect(audits.map((a) => (a.data as FundFamilyConfig).capital_call_methodology)).toEqual([
        'net',
      ]);

      const refused = await as<ErrorBody>(
        'writer',
        'PUT',
        `${base()}/fund-family-event/${callId}`,
        callInput('2026-04-01', '2026-06-30'),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual({
        'uses.0.fee_period': [netFeesNeedPublishedCharge('Management fee, Q2 2026')],
      });
    });

    it('net: once the charge is published, the same line calls each LP its hand-worked net fee, and shows how', async () => {
      const published = await as<FeeChargeEventView>(
        'approver',
        'PATCH',
        `/fee-charge-event/${chargeId}/publish/`,
      );
      expect(published.status).toBe(200);
      const updated = await as<CapitalCallEvent>(
        'writer',
        'PUT',
        `${base()}/fund-family-event/${callId}`,
        callInput('2026-04-01', '2026-06-30'),
      );
      expect(updated.status).toBe(200);
      expect(v.safeParse(capitalCallEventSchema, updated.body).issues).toBeUndefined();
      const [use] = updated.body.uses;
      expect([use!.amount_cents, use!.fee_methodology]).toEqual([5_283_561, 'net']);
      const { byLp, auditOf } = await breakdownOf(use!.id);
      expect(byLp).toEqual({
        'Atlas Methodology LP': 4_386_301,
        'Echo Methodology LP': 897_260,
        'Gus Methodology LP': 0,
      });
      const atlas = auditOf('Atlas Methodology LP');
      expect(atlas[0]!.inputs).toMatchObject({
        'capital call methodology': 'net',
        'fee charge': 'Management fee, Q2 2026 (published)',
      });
      expect(atlas).toContainEqual(
        expect.objectContaining({ step: 'Gross fee', value: 4_986_301 }),
      );
      expect(atlas).toContainEqual(
        expect.objectContaining({
          step: 'Offsets and waivers of the fee charge “Management fee, Q2 2026”',
          value: 500_000,
          inputs: expect.objectContaining({
            'offsets of the charge (cents)': 600_000,
            'waiver entered (cents)': 100_000,
          }),
        }),
      );
      expect(atlas).toContainEqual(
        expect.objectContaining({ step: 'Offsets applied', value: 500_000 }),
      );
      expect(atlas).toContainEqual(
        expect.objectContaining({ step: 'Waivers applied', value: 100_000 }),
      );
      expect(atlas).toContainEqual(expect.objectContaining({ step: 'Net fee', value: 4_386_301 }));
      expect(atlas.at(-1)).toEqual({
        step: 'Management fee called',
        formula: 'net fee (gross − offsets applied − waivers applied)',
        value: 4_386_301,
        unit: 'cents',
      });
      expect(auditOf('Echo Methodology LP')).toContainEqual(
        expect.objectContaining({ step: 'Offsets applied', value: 100_000 }),
      );
    });

    it('net with no fee charge for the period: nothing to apply, net is gross', async () => {
      const updated = await as<CapitalCallEvent>(
        'writer',
        'PUT',
        `${base()}/fund-family-event/${callId}`,
        callInput('2026-07-01', '2026-09-30'),
      );
      expect(updated.status).toBe(200);
      const [use] = updated.body.uses;
      expect([use!.amount_cents, use!.fee_methodology]).toEqual([6_049_315, 'net']);
      const { byLp, auditOf } = await breakdownOf(use!.id);
      expect(byLp).toEqual({
        'Atlas Methodology LP': 5_041_096,
        'Echo Methodology LP': 1_008_219,
        'Gus Methodology LP': 0,
      });
      const atlas = auditOf('Atlas Methodology LP');
      expect(atlas[0]!.inputs).toMatchObject({ 'fee charge': null });
      expect(atlas).toContainEqual(
        expect.objectContaining({
          step: 'Offsets and waivers: no fee charge event for this period, so none to apply',
          value: 0,
        }),
      );
    });
  },
);
