import { describe, expect, it } from 'vitest';
import { xirr, xirrWithAudit, xnpv } from '../../../src/domain/xirr';

// Microsoft Support, "XIRR function" (Excel), worked example:
// https://support.microsoft.com/en-us/office/xirr-function-de1242ec-6477-445b-b11b-a303ad9adc9d
// -10,000 on 1/1/2008, 2,750 on 3/1/2008, 4,250 on 10/30/2008, 3,250 on 2/15/2009,
// 2,750 on 4/1/2009 → 0.373362535 (37.34%). The exact root is 0.37336253352, so Excel's
// printed value is matched to 8 decimals (its own stopping tolerance shows in the 9th).
const flows = [
  { date: '2008-01-01', amount: -10_000 },
  { date: '2008-03-01', amount: 2_750 },
  { date: '2008-10-30', amount: 4_250 },
  { date: '2009-02-15', amount: 3_250 },
  { date: '2009-04-01', amount: 2_750 },
];

describe("xirr: Excel's documentation example", () => {
  it('returns 0.373362535', () => {
    expect(xirr(flows)).toBeCloseTo(0.373362535, 8);
  });

  it('is the same in cents (scale does not matter) and from a far guess', () => {
    expect(xirr(flows.map((f) => ({ ...f, amount: f.amount * 100 })))).toBeCloseTo(0.373362535, 8);
    expect(xirr(flows, -0.9)).toBeCloseTo(0.373362535, 8);
    expect(xirr(flows, 50)).toBeCloseTo(0.373362535, 8);
  });

  it('explains itself: the NPV at the rate is zero', () => {
    const result = xirrWithAudit(flows);
    expect(Math.abs(xnpv(result.rate, flows))).toBeLessThan(1e-6);
    expect(result.method).toBe('newton');
    expect(result.steps.map((s) => s.step)).toEqual([
      'Cash flows',
      'Solve for the annual rate',
      'Check: net present value at the rate',
    ]);
  });
});
