import { describe, expect, it } from 'vitest';
import { eventNameHint } from '../../../src/app/pages/capital-activity/event-name-hint';

describe('eventNameHint', () => {
  it('a saved draft left unnamed keeps its own name, not the next default', () => {
    expect(eventNameHint('Capital call 5', 'Capital call 6')).toBe('Left empty: Capital call 5');
  });
  it('a new event takes the next default name', () => {
    expect(eventNameHint(undefined, 'Capital call 6')).toBe('Left empty: Capital call 6');
  });
  it('says nothing before the default name has loaded', () => {
    expect(eventNameHint(undefined, undefined)).toBeUndefined();
  });
});
