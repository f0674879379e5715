import { describe, expect, it } from 'vitest';
import { humanize } from '../../src/api/humanize';

describe('humanize', () => {
  it('reads an enumeration value as a sentence-case label', () => {
    expect(humanize('limited_partnership')).toBe('Limited partnership');
    expect(humanize('c_corporation')).toBe('C corporation');
  });

  it('writes the words that are letters as capitals', () => {
    expect(humanize('llc')).toBe('LLC');
    expect(humanize('erisa_plan')).toBe('ERISA plan');
    expect(humanize('alternative_re')).toBe('Alternative RE');
    expect(humanize('gp_then_largest_allocation')).toBe('GP then largest allocation');
  });
});
