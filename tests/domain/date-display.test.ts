import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/date-display';

describe('formatDate: the one date display (spec §9 MM/dd/yyyy)', () => {
  it('shows ISO business dates as MM/dd/yyyy', () => {
    expect(formatDate('2026-06-30')).toBe('06/30/2026');
    expect(formatDate('2024-02-29')).toBe('02/29/2024');
    expect(formatDate('2026-01-05', 'MM/dd/yyyy')).toBe('01/05/2026');
  });
  it('honours another spec pattern when a cell names one', () => {
    expect(formatDate('2026-01-05', 'M/d/yyyy')).toBe('1/5/2026');
    expect(formatDate('2026-01-05', 'MMM dd, yyyy')).toBe('Jan 05, 2026');
  });
});
