import { describe, expect, it } from 'vitest';
import {
  allocateCapitalCall,
  capitalCallOverview,
  type CapitalCallCommitment,
} from '../../../src/domain/capital-call';
import { commitments, structure, uses } from './fixture';

describe('a four-line call on a main fund and a parallel fund, worked by hand', () => {
  const result = allocateCapitalCall({ structure, commitments, uses });
  const byUse = Object.fromEntries(result.uses.map((u) => [u.useId, u.allocations]));

  it('investment 1,000,000.01: the family splits 4:6 / 2:6, the spare cent to the main fund (largest), then 1:3 exactly', () => {
    // Main 66,666,667.33 → 66,666,667 + 1 leftover cent (largest) = 66,666,668; Parallel 33,333,333.
    // Main → C1 66,666,668 × 1/4 = 16,666,667, C2 × 3/4 = 50,000,001.
    expect(byUse.U1).toEqual({ C1: 16_666_667, C2: 50_000_001, C3: 33_333_333 });
  });

  it('management fee 10,000.00: the GP class is exempt, the others are grossed up (3:2)', () => {
    expect(byUse.U2).toEqual({ C1: 0, C2: 600_000, C3: 400_000 });
    expect(result.uses[1]!.exempt).toEqual(['C1']);
  });

  it('audit fees 100.00 with C3 set by hand at 20.00: the other 80.00 goes 1:3 over the main fund', () => {
    expect(byUse.U3).toEqual({ C1: 2_000, C2: 6_000, C3: 2_000 });
    expect(result.uses[2]!.overridden).toEqual(['C3']);
  });

  it('working capital 0.07: Main 4 + leftover 1, Parallel 2; in Main the GP takes the spare cent first', () => {
    // FF: Main 4.67 → 4, Parallel 2.33 → 2, leftover 1 to Main (largest). Main 5: C1 1.25 → 1,
    // C2 3.75 → 3, leftover 1 to C1 (GP first).
    expect(byUse.U4).toEqual({ C1: 2, C2: 3, C3: 2 });
  });

  it('refuses nothing: every LP has the unfunded commitment for it', () => {
    expect(result.refusals).toEqual([]);
  });

  it('overview: per LP, the call, unfunded before and after, percent called, cumulative contributed', () => {
    const overview = capitalCallOverview(commitments, uses, result);
    expect(overview.rows[0]).toEqual({
      commitmentId: 'C1',
      lp: 'Harborview GP IV, LLC',
      fundEntityId: 'MAIN',
      committed: 100_000_000,
      byUse: { U1: 16_666_667, U2: 0, U3: 2_000, U4: 2 },
      called: 16_668_669,
      contributedBefore: 20_000_000,
      contributedAfter: 36_668_669,
      unfundedBefore: 80_000_000,
      unfundedAfter: 63_331_331,
      percentCalled: '16.6687',
      percentContributedAfter: '36.6687',
    });
    expect(overview.rows[1]!.called).toBe(50_606_004);
    expect(overview.rows[2]!.called).toBe(33_735_335);
    expect(overview.total).toEqual({
      committed: 600_000_000,
      byUse: { U1: 100_000_001, U2: 1_000_000, U3: 10_000, U4: 7 },
      called: 101_010_008,
      contributedBefore: 120_000_000,
      contributedAfter: 221_010_008,
      unfundedBefore: 480_000_000,
      unfundedAfter: 378_989_992,
      percentCalled: '16.8350',
      percentContributedAfter: '36.8350',
    });
  });

  it('refuses a line for an LP by name when it would call past its unfunded commitment', () => {
    const short: CapitalCallCommitment[] = commitments.map((c) =>
      c.id === 'C3' ? { ...c, contributed: 170_000_000, unfunded: 30_000_000 } : c,
    );
    const refused = allocateCapitalCall({ structure, commitments: short, uses });
    expect(refused.refusals.map((r) => [r.lp, r.useId, r.unfundedCents, r.excessCents])).toEqual([
      ['Beacon Hill Endowment', 'U1', 30_000_000, 3_333_333],
      ['Beacon Hill Endowment', 'U2', 0, 400_000],
      ['Beacon Hill Endowment', 'U3', 0, 2_000],
      ['Beacon Hill Endowment', 'U4', 0, 2],
    ]);
    expect(refused.refusals[0]!.message).toBe(
      'Beacon Hill Endowment: Investment in Northwind would call 333,333.33, 33,333.33 more than its unfunded commitment of 300,000.00.',
    );
  });

  it('does not refuse a line whose transaction code is recallable', () => {
    const short: CapitalCallCommitment[] = commitments.map((c) =>
      c.id === 'C3' ? { ...c, contributed: 170_000_000, unfunded: 30_000_000 } : c,
    );
    const recalled = uses.map((u) => (u.id === 'U1' ? { ...u, isRecallable: true } : u));
    const result = allocateCapitalCall({ structure, commitments: short, uses: recalled });
    expect(result.refusals).toEqual([]);
  });

  it('refuses overrides that add up to more than the line', () => {
    const over = uses.map((u) => (u.id === 'U3' ? { ...u, overrides: { C3: 10_001 } } : u));
    expect(() => allocateCapitalCall({ structure, commitments, uses: over })).toThrow(
      "Audit fees: overrides add up to 100.01, more than the line's 100.00",
    );
  });

  it('refuses an override that leaves money with nobody to take it', () => {
    const all = uses.map((u) =>
      u.id === 'U3' ? { ...u, overrides: { C1: 1_000, C2: 1_000, C3: 1_000 } } : u,
    );
    expect(() => allocateCapitalCall({ structure, commitments, uses: all })).toThrow(
      'Audit fees: 70.00 is left to allocate and every commitment is overridden or exempt',
    );
  });
});
