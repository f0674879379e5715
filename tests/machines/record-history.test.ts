import { describe, expect, it } from 'vitest';
import { capitalEventMachine } from '../../machines/capital-event.machine';
import { closingMachine } from '../../machines/closing.machine';
import { eventBetween, historyTransitionKeys, stepsOfEvents } from '../../machines/record-history';

describe("a record's history on its machine", () => {
  it('names the event between two closing states, and none where the machine has no edge', () => {
    expect(eventBetween(closingMachine, 'sent_for_approval', 'draft')).toBe('closing.reject');
    expect(eventBetween(closingMachine, 'draft', 'discarded')).toBe('closing.discard');
    expect(eventBetween(closingMachine, 'complete', 'draft')).toBeNull();
  });

  it("walks a capital event's finalize as two steps", () => {
    expect(
      stepsOfEvents(capitalEventMachine, 'draft', [
        'capital_event.finalize',
        'capital_event.workflow_done',
      ]),
    ).toEqual([
      { from: 'draft', event: 'capital_event.finalize', to: 'in_progress' },
      { from: 'in_progress', event: 'capital_event.workflow_done', to: 'completed' },
    ]);
  });

  it('numbers taken transitions in order, a transition taken twice with both numbers', () => {
    const numbered = historyTransitionKeys(closingMachine, [
      { from: 'draft', event: 'closing.submit', to: 'sent_for_approval' },
      { from: 'sent_for_approval', event: 'closing.reject', to: 'draft' },
      { from: 'draft', event: 'closing.submit', to: 'sent_for_approval' },
      { from: 'sent_for_approval', event: 'closing.renamed', to: 'complete' },
    ]);
    expect([...numbered]).toEqual([
      ['closing.draft:closing.submit:0', [1, 3]],
      ['closing.sent_for_approval:closing.reject:0', [2]],
    ]);
  });
});
